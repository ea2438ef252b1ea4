import type { EntityManager } from "@mikro-orm/postgresql";
import type { NewKnownLocation, ReviewDecisionWrite } from "#core/locations/review/ports.ts";
import type { ReviewQueueRecord } from "#core/locations/review/review-queue.ts";
import type { KnownLocationSummary } from "#core/locations/preprocessor/preprocessor-job.ts";
import { newId } from "../ids.ts";
import { KnownLocation, KnownLocationChange, KnownProvider } from "./entities/index.ts";
import { loadSummaries } from "./preprocessor-mappers.ts";
import { writeBlocks } from "./review-blocks.ts";

/**
 * Writes the decision on the row if it is still as the operator saw it (decision, mapping, candidate and
 * verification unchanged): a provider's mark or a new file meanwhile makes it refuse, never overwrite.
 */
const updateRow = async (
  tx: EntityManager,
  expected: ReviewQueueRecord,
  write: Omit<ReviewDecisionWrite, "lift" | "add">,
): Promise<boolean> => {
  const clear = write.clearVerification;
  const moved = await tx.execute<{ id: string }[]>(
    `update "supplier_location" set "decision" = ?, "known_location_id" = ?, "candidate_known_location_id" = ?,
       "verification_status" = case when ? then null else "verification_status" end,
       "provider_site_id" = case when ? then null else "provider_site_id" end,
       "verified_at" = case when ? then null else "verified_at" end,
       "verified_by_user_id" = case when ? then null else "verified_by_user_id" end,
       "reason" = ?, "decided_by_user_id" = ?, "decided_at" = ?, "updated_at" = ?
     where "id" = ? and "decision" = ? and "known_location_id" is not distinct from ?
       and "candidate_known_location_id" is not distinct from ? and "verification_status" is not distinct from ?
     returning "id"`,
    [
      write.decision,
      write.knownLocationId,
      write.candidateKnownLocationId,
      clear,
      clear,
      clear,
      clear,
      write.reason.slice(0, 300),
      write.decidedBy,
      write.at,
      write.at,
      expected.id,
      expected.decision,
      expected.knownLocationId,
      expected.candidateKnownLocationId,
      expected.verificationStatus,
    ],
    "all",
  );
  return moved.length === 1;
};

const sourceOf = (row: ReviewQueueRecord, decidedBy: string) => ({
  id: row.id,
  supplierOrganizationId: row.supplierOrganizationId,
  locationId: row.locationId,
  address1: row.address1,
  address2: row.address2,
  zip: row.zip,
  decidedBy,
});

/** The decision and its blocks, in the caller's transaction; false (nothing written) when the row changed. */
export const decideQueuedRow = async (
  tx: EntityManager,
  expected: ReviewQueueRecord,
  write: ReviewDecisionWrite,
): Promise<boolean> => {
  if (!(await updateRow(tx, expected, write))) return false;
  await writeBlocks(tx, sourceOf(expected, write.decidedBy), write, write.at);
  return true;
};

/**
 * A new known location made from the row (Notisphere id from the location master's sequence, the known
 * provider's organisation and IDN, a CREATED history entry), then the row confirmed to it. Undefined when the
 * row changed meanwhile; the transaction then rolls the location back too.
 */
export const createLocationAndConfirm = async (
  tx: EntityManager,
  expected: ReviewQueueRecord,
  location: NewKnownLocation,
  write: Omit<ReviewDecisionWrite, "knownLocationId" | "lift">,
): Promise<KnownLocationSummary | undefined> => {
  const provider = await tx.findOneOrFail(KnownProvider, { id: location.knownProviderId });
  const [{ n }] = (await tx.execute<{ n: string }[]>(
    `select 'NS-' || lpad(nextval('known_location_number')::text, 6, '0') as n`,
    [],
    "all",
  )) as [{ n: string }];
  const id = newId();
  tx.create(KnownLocation, {
    id,
    notisphereId: n,
    providerOrganizationId: provider.organizationId ?? null,
    knownProviderId: provider.id,
    idn: provider.idn ?? null,
    name: location.name,
    address1: location.address1,
    address2: location.address2,
    city: location.city,
    state: location.state,
    zip: location.zip,
    phone: location.phone,
    hin: location.hin,
    gln: location.gln,
    providerSiteId: null,
    type: location.type,
    status: "ACTIVE",
    mergedIntoId: null,
  });
  tx.create(KnownLocationChange, {
    id: newId(),
    knownLocationId: id,
    at: write.at,
    byUserId: write.decidedBy,
    byName: await nameOf(tx, write.decidedBy),
    changeType: "CREATED",
    changes: { source: { from: null, to: `${expected.supplierName} ship-to ${expected.locationId}` } },
  });
  await tx.flush();
  if (!(await decideQueuedRow(tx, expected, { ...write, knownLocationId: id, lift: [] })))
    throw new RowChangedDuringCreate();
  return (await loadSummaries(tx, [id])).get(id);
};

/** Rolls the new location back with the transaction when the row changed meanwhile. */
export class RowChangedDuringCreate extends Error {}

const nameOf = async (tx: EntityManager, userId: string): Promise<string> => {
  const [user] = await tx.execute<{ name: string }[]>(
    `select trim(coalesce("first_name", '') || ' ' || coalesce("last_name", '')) as name from "app_user" where "id" = ?`,
    [userId],
    "all",
  );
  return user?.name || "Operator";
};
