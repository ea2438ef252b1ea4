import type { EntityManager } from "@mikro-orm/postgresql";
import type { InferEntity } from "@mikro-orm/core";
import type { JobStatus } from "#core/locations/catalogues/job-statuses.ts";
import type {
  JobRowRecord,
  KnownLocationSummary,
  LocationFileFormat,
  MatcherDecision,
  PreprocessorJobRecord,
  RowDecision,
} from "#core/locations/preprocessor/preprocessor-job.ts";
import type { PreprocessorJob, PreprocessorJobRow } from "./entities/index.ts";
import { KnownLocation, KnownProvider } from "./entities/index.ts";
import { User } from "../organisations/entities/index.ts";

type JobRow = InferEntity<typeof PreprocessorJob>;
type RowRow = InferEntity<typeof PreprocessorJobRow>;
type KnownRow = InferEntity<typeof KnownLocation>;

/** Jobs store the uploader's id; the list shows names, read in one query per page. */
export const withUploaderNames = async (
  em: EntityManager,
  jobs: ReadonlyArray<Omit<PreprocessorJobRecord, "createdByName">>,
): Promise<PreprocessorJobRecord[]> => {
  const ids = [...new Set(jobs.flatMap((job) => (job.createdBy ? [job.createdBy] : [])))];
  const users =
    ids.length === 0
      ? []
      : await em.find(
          User,
          { id: { $in: ids } },
          { fields: ["id", "firstName", "lastName"], disableIdentityMap: true },
        );
  const names = new Map(users.map((user) => [user.id, `${user.firstName} ${user.lastName}`.trim()]));
  return jobs.map((job) => ({
    ...job,
    createdByName: job.createdBy ? (names.get(job.createdBy) ?? null) : null,
  }));
};

export const toJobRecord = (row: JobRow): Omit<PreprocessorJobRecord, "createdByName"> => ({
  id: row.id,
  supplierOrganizationId: row.supplierOrganizationId,
  supplierName: row.supplierName,
  fileName: row.fileName,
  fileKey: row.fileKey,
  fileSize: Number(row.fileSize),
  contentType: row.contentType,
  format: row.format as LocationFileFormat,
  status: row.status as JobStatus,
  totalRows: row.totalRows,
  counts: {
    matched: row.matchedCount,
    review: row.reviewCount,
    unmatched: row.unmatchedCount,
    confirmed: row.confirmedCount,
    rejected: row.rejectedCount,
  },
  errorMessage: row.errorMessage ?? null,
  errorReport: row.errorReport ?? [],
  createdBy: row.createdBy ?? null,
  createdAt: row.createdAt,
  startedAt: row.startedAt ?? null,
  finishedAt: row.finishedAt ?? null,
});

/** The job column that counts rows of a decision. */
export const COUNT_COLUMN: Record<RowDecision, string> = {
  matched: "matched_count",
  review: "review_count",
  unmatched: "unmatched_count",
  confirmed: "confirmed_count",
  rejected: "rejected_count",
};

const toSummary = (row: KnownRow, providerName: string): KnownLocationSummary => ({
  id: row.id,
  notisphereId: row.notisphereId,
  providerOrganizationId: row.providerOrganizationId ?? null,
  providerName,
  idn: row.idn ?? null,
  name: row.name,
  address1: row.address1,
  address2: row.address2 ?? null,
  city: row.city,
  state: row.state,
  zip: row.zip,
  phone: row.phone ?? null,
  hin: row.hin ?? null,
  gln: row.gln ?? null,
});

/** Known locations with their provider's name, by id. */
export const loadSummaries = async (
  em: EntityManager,
  ids: readonly (string | null | undefined)[],
): Promise<Map<string, KnownLocationSummary>> => {
  const wanted = [...new Set(ids.filter((id): id is string => !!id))];
  if (wanted.length === 0) return new Map();
  const rows = await em.find(KnownLocation, { id: { $in: wanted } }, { disableIdentityMap: true });
  return summariesOf(em, rows);
};

export const summariesOf = async (
  em: EntityManager,
  rows: readonly KnownRow[],
): Promise<Map<string, KnownLocationSummary>> => {
  // A location's provider is its known provider (on the platform or not).
  const ids = [...new Set(rows.flatMap((r) => (r.knownProviderId ? [r.knownProviderId] : [])))];
  const providers =
    ids.length === 0
      ? []
      : await em.find(
          KnownProvider,
          { id: { $in: ids } },
          { fields: ["id", "name"], disableIdentityMap: true },
        );
  const names = new Map(providers.map((p) => [p.id, p.name]));
  return new Map(rows.map((r) => [r.id, toSummary(r, names.get(r.knownProviderId ?? "") ?? "")]));
};

/** Rows written before the matcher's decision was kept: a decided row was a review row then. */
const matcherDecisionOf = (row: RowRow): MatcherDecision => {
  if (row.matcherDecision) return row.matcherDecision as MatcherDecision;
  return row.decision === "matched" || row.decision === "unmatched" ? row.decision : "review";
};

export const toRowRecord = (row: RowRow, sites: Map<string, KnownLocationSummary>): JobRowRecord => ({
  id: row.id,
  jobId: row.jobId,
  rowNumber: row.rowNumber,
  locationId: row.locationId,
  name: row.name,
  address1: row.address1,
  address2: row.address2 ?? null,
  city: row.city,
  state: row.state,
  zip: row.zip,
  phone: row.phone ?? null,
  hin: row.hin ?? null,
  gln: row.gln ?? null,
  decision: row.decision as RowDecision,
  knownLocationId: row.knownLocationId ?? null,
  candidateKnownLocationId: row.candidateKnownLocationId ?? null,
  score: Number(row.score),
  reason: row.reason,
  reasons: row.reasons ?? [],
  matcherDecision: matcherDecisionOf(row),
  knownLocation: row.knownLocationId ? (sites.get(row.knownLocationId) ?? null) : null,
  candidate: row.candidateKnownLocationId ? (sites.get(row.candidateKnownLocationId) ?? null) : null,
});

export const rowsWithSites = async (em: EntityManager, rows: readonly RowRow[]): Promise<JobRowRecord[]> => {
  const sites = await loadSummaries(
    em,
    rows.flatMap((r) => [r.knownLocationId, r.candidateKnownLocationId]),
  );
  return rows.map((r) => toRowRecord(r, sites));
};
