import type { EntityManager } from "@mikro-orm/postgresql";
import type { MergePlan, MovedReferences } from "#core/locations/master/ports.ts";
import { insertChange } from "./known-location-writes.ts";
import { touchSupplierLocations } from "./review-blocks.ts";

const affected = (result: unknown): number => (result as { affectedRows?: number }).affectedRows ?? 0;

/**
 * Merges inside the caller's transaction. The source is marked first, guarded by its version (a colleague's
 * edit meanwhile makes the merge stale and nothing moves); the target is locked so it cannot be merged away
 * at the same time. Verification marks on moved supplier rows stay as they are: it is the same building.
 */
export const mergeKnownLocations = async (
  tx: EntityManager,
  plan: MergePlan,
): Promise<MovedReferences | "stale"> => {
  const [target] = await tx.execute<Array<{ provider_site_id: string | null; status: string }>>(
    `select provider_site_id, status from known_location where id = ? for update`,
    [plan.targetId],
  );
  if (!target || target.status !== "ACTIVE") return "stale";
  const [source] = await tx.execute<Array<{ provider_site_id: string | null }>>(
    `update known_location set status = 'MERGED', merged_into_id = ?, version = version + 1, updated_at = now()
     where id = ? and version = ? and status <> 'MERGED' returning provider_site_id`,
    [plan.targetId, plan.sourceId, plan.expectedVersion],
  );
  if (!source) return "stale";
  const move = async (sql: string) => affected(await tx.execute(sql, [plan.targetId, plan.sourceId], "run"));
  const supplierRows = await move(
    `update supplier_location set known_location_id = ? where known_location_id = ?`,
  );
  const supplierCandidates = await move(
    `update supplier_location set candidate_known_location_id = ? where candidate_known_location_id = ?`,
  );
  const jobRows =
    (await move(`update preprocessor_job_row set known_location_id = ? where known_location_id = ?`)) +
    (await move(
      `update preprocessor_job_row set candidate_known_location_id = ? where candidate_known_location_id = ?`,
    ));
  const blocks = await move(
    `update location_mapping_block set known_location_id = ? where known_location_id = ?`,
  );
  // The site link follows the building when the target has none (provider_site_id is unique: source first).
  const site = source.provider_site_id !== null && target.provider_site_id === null;
  if (site) {
    await tx.execute(
      `update known_location set provider_site_id = null where id = ?`,
      [plan.sourceId],
      "run",
    );
    await tx.execute(
      `update known_location set provider_site_id = ?, version = version + 1, updated_at = now() where id = ?`,
      [source.provider_site_id, plan.targetId],
      "run",
    );
  } else {
    await tx.execute(
      `update known_location set version = version + 1, updated_at = now() where id = ?`,
      [plan.targetId],
      "run",
    );
  }
  // The review queue shows candidates by location: a merge that moved any supplier row drops its cached totals.
  if (supplierRows + supplierCandidates > 0) await touchSupplierLocations(tx);
  const moved = { supplierRows, supplierCandidates, jobRows, blocks, site };
  const history = plan.history(moved);
  await insertChange(tx, plan.sourceId, history.source);
  await insertChange(tx, plan.targetId, history.target);
  return moved;
};
