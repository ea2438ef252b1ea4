import { sql, type Expression, type SqlBool } from "kysely";
import type { ReviewListRequest } from "#core/locations/review/ports.ts";
import type { ReviewSortField } from "#core/locations/review/review-queue.ts";
import type { RowDecision } from "#core/locations/preprocessor/preprocessor-job.ts";
import type { ReviewQueueRecord } from "#core/locations/review/review-queue.ts";
import { isUuid } from "#core/shared/ids.ts";
import { containsPattern, listQueryWriter } from "../paging.ts";

interface SupplierLocationTable {
  id: string;
  supplier_organization_id: string;
  location_id: string;
  name: string;
  address1: string;
  address2: string | null;
  city: string;
  state: string;
  zip: string;
  phone: string | null;
  hin: string | null;
  gln: string | null;
  decision: string;
  verification_status: string | null;
  score: number;
  reason: string;
  known_location_id: string | null;
  candidate_known_location_id: string | null;
  updated_at: Date;
}
interface OrganizationTable {
  id: string;
  name: string;
}

export interface QueueRowSql extends Omit<SupplierLocationTable, "updated_at"> {
  supplier_name: string;
  updated_at: Date | string;
}

const queries = listQueryWriter<{
  supplier_location: SupplierLocationTable;
  organization: OrganizationTable;
}>();

/**
 * The queue's condition, written exactly as the partial indexes of the review migration have it, so the
 * planner walks those small indexes instead of the whole supplier_location table.
 */
export const IN_QUEUE = sql<SqlBool>`(sl.decision in ('review', 'unmatched') or sl.verification_status = 'Invalid')`;
/** What the search box reads, exactly as the supplier_location_queue_search_trgm index has it. */
export const QUEUE_SEARCH_TEXT = sql<string>`lower(sl.name || ' ' || sl.location_id || ' ' || sl.address1 || ' ' || sl.city)`;

const NOT_INVALID = sql<SqlBool>`coalesce(sl.verification_status, '') <> 'Invalid'`;

const KIND_CONDITION = {
  review: sql<SqlBool>`sl.decision = 'review' and ${NOT_INVALID}`,
  unmatched: sql<SqlBool>`sl.decision = 'unmatched' and ${NOT_INVALID}`,
  invalid: sql<SqlBool>`sl.verification_status = 'Invalid'`,
} as const;

/** Sort fields map to these expressions only; nothing from the request reaches SQL as text. */
const SORT_EXPRESSION = {
  name: sql`lower(sl.name)`,
  locationId: sql`lower(sl.location_id)`,
  supplierName: sql`lower(o.name)`,
  city: sql`lower(sl.city)`,
  state: sql`sl.state`,
  updatedAt: sql`sl.updated_at`,
} as const satisfies Record<ReviewSortField, unknown>;

const base = () =>
  queries
    .selectFrom("supplier_location as sl")
    .innerJoin("organization as o", "o.id", "sl.supplier_organization_id")
    .where(IN_QUEUE);

export const selectQueueRow = <Q extends ReturnType<typeof base>>(q: Q) =>
  q.select([
    "sl.id",
    "sl.supplier_organization_id",
    "o.name as supplier_name",
    "sl.location_id",
    "sl.name",
    "sl.address1",
    "sl.address2",
    "sl.city",
    "sl.state",
    "sl.zip",
    "sl.phone",
    "sl.hin",
    "sl.gln",
    "sl.decision",
    "sl.verification_status",
    "sl.score",
    "sl.reason",
    "sl.known_location_id",
    "sl.candidate_known_location_id",
    "sl.updated_at",
  ]);

/** The page and total queries of one queue request. */
export const queueQueries = (request: ReviewListRequest) => {
  const filtered = base()
    // A supplier id that is no uuid names no supplier: an empty queue, never a cast error.
    .$if(request.supplierId !== undefined, (q) =>
      isUuid(request.supplierId!)
        ? q.where("sl.supplier_organization_id", "=", request.supplierId!)
        : q.where(sql<SqlBool>`false`),
    )
    .$if(request.kind !== undefined, (q) => q.where(KIND_CONDITION[request.kind!]))
    .$if(request.search !== undefined, (q) =>
      q.where(
        sql<SqlBool>`${QUEUE_SEARCH_TEXT} like ${containsPattern((request.search as string).toLowerCase())}`,
      ),
    );
  return {
    rows: selectQueueRow(filtered)
      .orderBy(SORT_EXPRESSION[request.sortField] as Expression<string>, request.sortDirection)
      .orderBy("sl.id", request.sortDirection)
      .limit(request.pageSize)
      .offset((request.pageNumber - 1) * request.pageSize),
    total: filtered.select((eb) => eb.fn.countAll().as("n")),
  };
};

/** One row by id, queued or not (a decided row is read back after its decision). */
export const queueRowById = (id: string) =>
  selectQueueRow(
    queries
      .selectFrom("supplier_location as sl")
      .innerJoin("organization as o", "o.id", "sl.supplier_organization_id")
      .where("sl.id", "=", id) as unknown as ReturnType<typeof base>,
  );

export const toQueueRecord = (r: QueueRowSql): Omit<ReviewQueueRecord, "candidate"> => ({
  id: r.id,
  supplierOrganizationId: r.supplier_organization_id,
  supplierName: r.supplier_name,
  locationId: r.location_id,
  name: r.name,
  address1: r.address1,
  address2: r.address2,
  city: r.city,
  state: r.state,
  zip: r.zip,
  phone: r.phone,
  hin: r.hin,
  gln: r.gln,
  decision: r.decision as RowDecision,
  verificationStatus: r.verification_status,
  score: Number(r.score),
  reason: r.reason,
  knownLocationId: r.known_location_id,
  candidateKnownLocationId: r.candidate_known_location_id,
  updatedAt: new Date(r.updated_at),
});
