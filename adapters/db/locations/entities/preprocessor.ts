import { defineEntity, p } from "@mikro-orm/core";
import type { MatchReason } from "#core/locations/matching/match-reasons.ts";
import type { ReportEntry } from "#core/locations/preprocessor/preprocessor-job.ts";

/** One upload of a supplier's location file and its run (core/locations/preprocessor/job-lifecycle.ts). */
export const PreprocessorJob = defineEntity({
  name: "PreprocessorJob",
  tableName: "preprocessor_job",
  indexes: [{ properties: ["createdAt", "id"] }, { properties: ["status"] }],
  properties: {
    id: p.uuid().primary(),
    supplierOrganizationId: p.uuid().index(),
    /** Kept with the job so the grid sorts and filters without a join; supplier names rarely change. */
    supplierName: p.string().length(200),
    fileName: p.string().length(255),
    fileKey: p.string().length(200),
    fileSize: p.bigint("number"),
    contentType: p.string().length(100),
    format: p.string().length(10),
    status: p.string().length(20),
    totalRows: p.integer().default(0),
    matchedCount: p.integer().default(0),
    reviewCount: p.integer().default(0),
    unmatchedCount: p.integer().default(0),
    confirmedCount: p.integer().default(0),
    rejectedCount: p.integer().default(0),
    errorMessage: p.text().nullable(),
    errorReport: p.json<ReportEntry[]>().nullable(),
    createdBy: p.uuid().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
    startedAt: p.datetime().nullable(),
    finishedAt: p.datetime().nullable(),
    deactivatedAt: p.datetime().nullable(),
    /** Runs started since the upload or the last retry; counted when a run starts (ADR 8). */
    runAttempts: p.integer().default(0),
    /** The running worker's last sign of life; null when no run holds the job. */
    heartbeatAt: p.datetime().nullable(),
    /** Which worker process holds the run (only it may beat, commit or release). */
    runOwner: p.string().length(100).nullable(),
  },
});

/** One row of a job's file with the matcher's decision, and the operator's where it was reviewed. */
export const PreprocessorJobRow = defineEntity({
  name: "PreprocessorJobRow",
  tableName: "preprocessor_job_row",
  uniques: [{ properties: ["jobId", "rowNumber"] }],
  indexes: [{ properties: ["jobId", "decision"] }],
  properties: {
    id: p.uuid().primary(),
    jobId: p.uuid(),
    rowNumber: p.integer(),
    locationId: p.string().length(100),
    name: p.string().length(300),
    address1: p.string().length(300),
    address2: p.string().length(300).nullable(),
    city: p.string().length(100),
    state: p.string().length(50),
    zip: p.string().length(20),
    phone: p.string().length(40).nullable(),
    hin: p.string().length(20).nullable(),
    gln: p.string().length(20).nullable(),
    decision: p.string().length(20),
    knownLocationId: p.uuid().nullable(),
    candidateKnownLocationId: p.uuid().nullable(),
    score: p.double(),
    reason: p.string().length(300),
    /** The reason as evidence (match-reasons.ts); null on rows matched before it was kept. */
    reasons: p.json<MatchReason[]>().nullable(),
    /** What the matcher decided (matched, review or unmatched), where reopening a decided row returns it. */
    matcherDecision: p.string().length(20).nullable(),
    decidedBy: p.uuid().nullable(),
    decidedAt: p.datetime().nullable(),
  },
});
