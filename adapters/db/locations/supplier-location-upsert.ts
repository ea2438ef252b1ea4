import type { EntityManager } from "@mikro-orm/postgresql";
import type { RowDecision, ShipToFields } from "#core/locations/preprocessor/preprocessor-job.ts";
import { newId } from "../ids.ts";

export interface SupplierLocationWrite {
  readonly fields: ShipToFields;
  readonly knownLocationId: string | null;
  /** The matcher's candidate of a review row, or the location an operator rejected (kept for the queue). */
  readonly candidateKnownLocationId: string | null;
  readonly decision: RowDecision;
  readonly score: number;
  readonly reason: string;
}

const COLUMNS = 19;

/**
 * Upserts a supplier's ship-to rows in the caller's transaction. A provider's verification mark belongs to
 * the mapping it was given for, so it is cleared when the row now maps elsewhere; an operator's confirmation
 * is kept when a later file maps the row to the same place again, and a rejection is kept when a later file
 * proposes the rejected location again (the block turned that match into review: the operator already said no).
 */
export const upsertSupplierLocations = async (
  tx: EntityManager,
  supplierOrganizationId: string,
  jobId: string,
  writes: readonly SupplierLocationWrite[],
  at: Date,
): Promise<void> => {
  for (let start = 0; start < writes.length; start += 500) {
    const batch = writes.slice(start, start + 500);
    const params: unknown[] = [];
    const values = batch.map((w) => {
      const f = w.fields;
      params.push(
        newId(),
        supplierOrganizationId,
        f.locationId,
        f.name,
        f.address1,
        f.address2,
        f.city,
        f.state,
        f.zip,
        f.phone,
        f.hin,
        f.gln,
        w.knownLocationId,
        w.candidateKnownLocationId,
        w.decision,
        w.score,
        w.reason.slice(0, 300),
        jobId,
        at,
        at,
      );
      return `(${Array.from({ length: COLUMNS }, () => "?").join(", ")}, ?, null)`;
    });
    await tx.execute(
      `insert into "supplier_location" ("id", "supplier_organization_id", "location_id", "name", "address1",
         "address2", "city", "state", "zip", "phone", "hin", "gln", "known_location_id",
         "candidate_known_location_id", "decision", "score",
         "reason", "job_id", "created_at", "updated_at", "verification_status")
       values ${values.join(", ")}
       on conflict ("supplier_organization_id", "location_id") do update set
         "name" = excluded."name", "address1" = excluded."address1", "address2" = excluded."address2",
         "city" = excluded."city", "state" = excluded."state", "zip" = excluded."zip", "phone" = excluded."phone",
         "hin" = excluded."hin", "gln" = excluded."gln",
         "verification_status" = case when "supplier_location"."known_location_id" is not distinct from
           excluded."known_location_id" then "supplier_location"."verification_status" else null end,
         "decision" = case when "supplier_location"."decision" = 'confirmed' and excluded."decision" = 'matched'
           and "supplier_location"."known_location_id" is not distinct from excluded."known_location_id"
           then 'confirmed'
           when "supplier_location"."decision" = 'rejected' and excluded."decision" = 'review'
           and "supplier_location"."candidate_known_location_id" = excluded."candidate_known_location_id"
           then 'rejected' else excluded."decision" end,
         "candidate_known_location_id" = excluded."candidate_known_location_id",
         "known_location_id" = excluded."known_location_id", "score" = excluded."score",
         "reason" = excluded."reason", "job_id" = excluded."job_id", "updated_at" = excluded."updated_at"`,
      params,
      "run",
    );
  }
};
