import { buildingKeyOf, type BuildingAddress } from "../verification/building-key.ts";
import type { MatchResult } from "../matching/location-schemas.ts";

/**
 * A ship-to → known location pair the matcher must not apply by itself. REJECTED: an operator rejected the
 * pair for this supplier's ship-to id. INVALID: a provider said a row at this building is not theirs; it holds
 * for every supplier until an operator confirms the pair.
 */
export type MappingBlock =
  | {
      readonly kind: "REJECTED";
      readonly supplierOrganizationId: string;
      readonly locationId: string;
      readonly knownLocationId: string;
    }
  | { readonly kind: "INVALID"; readonly buildingKey: string; readonly knownLocationId: string };

export type BlockKind = MappingBlock["kind"];

export interface BlockedRow extends BuildingAddress {
  readonly locationId: string;
}

/** The blocks that concern one supplier's run, looked up per row and known location. */
export interface BlockIndex {
  blockOf(row: BlockedRow, knownLocationId: string): BlockKind | undefined;
}

const pair = (a: string, b: string) => `${a}\u0000${b}`;

/** Indexes the blocks of one supplier (REJECTED blocks of other suppliers are ignored) and every INVALID one. */
export const blockIndexOf = (supplierOrganizationId: string, blocks: Iterable<MappingBlock>): BlockIndex => {
  const rejected = new Set<string>();
  const invalid = new Set<string>();
  for (const block of blocks) {
    if (block.kind === "INVALID") invalid.add(pair(block.buildingKey, block.knownLocationId));
    else if (block.supplierOrganizationId === supplierOrganizationId)
      rejected.add(pair(block.locationId, block.knownLocationId));
  }
  return {
    blockOf(row, knownLocationId) {
      // An operator's own word about this ship-to outranks a provider's word about the building.
      if (rejected.has(pair(row.locationId, knownLocationId))) return "REJECTED";
      if (invalid.size > 0 && invalid.has(pair(buildingKeyOf(row), knownLocationId))) return "INVALID";
      return undefined;
    },
  };
};

/** Why a blocked match waits for the operator instead (stored as the row's reason). */
export const BLOCKED_REASON: Readonly<Record<BlockKind, string>> = {
  REJECTED: "blocked: an operator rejected this location for this ship-to",
  INVALID: "blocked: the provider marked this location Invalid for a ship-to at this building",
};

/**
 * The matcher decides alone; the operators' and providers' earlier word then applies. A match to a blocked
 * location becomes a review row: the location is kept as the candidate (the operator sees what was blocked)
 * but nothing is mapped. Review and unmatched rows are left as they are.
 */
export const applyMappingBlocks = (row: BlockedRow, result: MatchResult, blocks: BlockIndex): MatchResult => {
  if (result.status !== "matched" || result.siteId === undefined) return result;
  const kind = blocks.blockOf(row, result.siteId);
  if (kind === undefined) return result;
  const { siteId, ...rest } = result;
  return {
    ...rest,
    status: "review",
    candidateSiteId: siteId,
    reason: `${BLOCKED_REASON[kind]}; ${result.reason}`,
  };
};

/** The block an operator's reject leaves: this pair, for this supplier's ship-to, never applied again. */
export const rejectionBlock = (
  supplierOrganizationId: string,
  locationId: string,
  knownLocationId: string,
): MappingBlock => ({ kind: "REJECTED", supplierOrganizationId, locationId, knownLocationId });

/**
 * The blocks an operator's confirm lifts: a provider's Invalid for this building and location (someone who
 * knows confirmed it), and the operator's own earlier rejection of this pair for this ship-to.
 */
export const liftedByConfirm = (
  supplierOrganizationId: string,
  row: BlockedRow,
  knownLocationId: string,
): readonly MappingBlock[] => [
  { kind: "INVALID", buildingKey: buildingKeyOf(row), knownLocationId },
  rejectionBlock(supplierOrganizationId, row.locationId, knownLocationId),
];
