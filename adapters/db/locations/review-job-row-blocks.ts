import type { RowDecisionChange } from "#core/locations/preprocessor/ports.ts";
import type { JobRowRecord } from "#core/locations/preprocessor/preprocessor-job.ts";
import { liftedByConfirm, rejectionBlock, type MappingBlock } from "#core/locations/review/mapping-blocks.ts";

/**
 * The blocks a pre-processor job-row decision leaves, as the review queue's: a reject blocks the row's
 * candidate for this supplier's ship-to; a confirm lifts the blocks on the confirmed pair; reopening a reject
 * (its undo) lifts the block that reject left.
 */
export const jobRowBlocks = (
  supplierOrganizationId: string,
  row: JobRowRecord,
  change: RowDecisionChange,
): { add: readonly MappingBlock[]; lift: readonly MappingBlock[] } => {
  const candidate = row.candidateKnownLocationId;
  if (change.decision === "rejected")
    return candidate
      ? { add: [rejectionBlock(supplierOrganizationId, row.locationId, candidate)], lift: [] }
      : { add: [], lift: [] };
  if (change.decision === "confirmed" && change.knownLocationId)
    return { add: [], lift: liftedByConfirm(supplierOrganizationId, row, change.knownLocationId) };
  if (row.decision === "rejected" && candidate)
    return { add: [], lift: [rejectionBlock(supplierOrganizationId, row.locationId, candidate)] };
  return { add: [], lift: [] };
};
