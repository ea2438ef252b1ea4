import type { EntityManager } from "@mikro-orm/postgresql";
import type { MappingBlock } from "#core/locations/review/mapping-blocks.ts";
import { buildingKeyOf, type BuildingAddress } from "#core/locations/verification/building-key.ts";
import { newId } from "../ids.ts";

/** The row a block is written for: its supplier, ship-to id and building, and who decided. */
export interface BlockSource extends BuildingAddress {
  readonly id: string | null;
  readonly supplierOrganizationId: string;
  readonly locationId: string;
  readonly decidedBy: string | null;
}

interface BlockRow {
  kind: string;
  supplier_organization_id: string | null;
  location_id: string | null;
  building_key: string;
  known_location_id: string;
}

const toBlock = (r: BlockRow): MappingBlock =>
  r.kind === "REJECTED"
    ? {
        kind: "REJECTED",
        supplierOrganizationId: r.supplier_organization_id as string,
        locationId: r.location_id as string,
        knownLocationId: r.known_location_id,
      }
    : { kind: "INVALID", buildingKey: r.building_key, knownLocationId: r.known_location_id };

/** Every block a run of this supplier honours: its own rejections and everyone's Invalid marks. */
export const blocksForSupplier = async (
  em: EntityManager,
  supplierOrganizationId: string,
): Promise<readonly MappingBlock[]> =>
  (
    await em.execute<BlockRow[]>(
      `select "kind", "supplier_organization_id", "location_id", "building_key", "known_location_id"
         from "location_mapping_block"
        where ("kind" = 'REJECTED' and "supplier_organization_id" = ?) or "kind" = 'INVALID'`,
      [supplierOrganizationId],
      "all",
    )
  ).map(toBlock);

/** The blocks that concern one ship-to row: its supplier's rejections of its id and the marks at its building. */
export const blocksForRow = async (
  em: EntityManager,
  row: { supplierOrganizationId: string; locationId: string } & BuildingAddress,
): Promise<readonly MappingBlock[]> =>
  (
    await em.execute<BlockRow[]>(
      `select "kind", "supplier_organization_id", "location_id", "building_key", "known_location_id"
         from "location_mapping_block"
        where ("kind" = 'REJECTED' and "supplier_organization_id" = ? and "location_id" = ?)
           or ("kind" = 'INVALID' and "building_key" = ?)`,
      [row.supplierOrganizationId, row.locationId, buildingKeyOf(row)],
      "all",
    )
  ).map(toBlock);

const deleteBlock = async (tx: EntityManager, block: MappingBlock) => {
  if (block.kind === "INVALID")
    await tx.execute(
      `delete from "location_mapping_block" where "kind" = 'INVALID' and "building_key" = ? and "known_location_id" = ?`,
      [block.buildingKey, block.knownLocationId],
      "run",
    );
  else
    await tx.execute(
      `delete from "location_mapping_block" where "kind" = 'REJECTED' and "supplier_organization_id" = ?
         and "location_id" = ? and "known_location_id" = ?`,
      [block.supplierOrganizationId, block.locationId, block.knownLocationId],
      "run",
    );
};

/**
 * Writes an operator's decision's blocks in the caller's transaction: lifted ones are deleted, added ones
 * inserted once (an identical block is replaced, so deciding twice leaves one).
 */
export const writeBlocks = async (
  tx: EntityManager,
  source: BlockSource,
  changes: { readonly add: readonly MappingBlock[]; readonly lift: readonly MappingBlock[] },
  at: Date,
): Promise<void> => {
  for (const block of [...changes.lift, ...changes.add]) await deleteBlock(tx, block);
  for (const block of changes.add)
    await tx.execute(
      `insert into "location_mapping_block" ("id", "kind", "supplier_organization_id", "location_id",
         "building_key", "known_location_id", "source_supplier_location_id", "created_by_user_id", "created_at")
       values (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      [
        newId(),
        block.kind,
        block.kind === "REJECTED" ? block.supplierOrganizationId : null,
        block.kind === "REJECTED" ? block.locationId : null,
        block.kind === "INVALID" ? block.buildingKey : buildingKeyOf(source),
        block.knownLocationId,
        source.id,
        source.decidedBy,
        at,
      ],
      "run",
    );
};

/** The list-cache key of every page read from supplier_location: the review queue's and the supplier's. */
export const SUPPLIER_LOCATION_CACHE = "supplier_location";

/**
 * The review queue's list cache is keyed on `supplier_location` (review-repository.ts). Writers outside the
 * repository (a pre-processor run, a job-row decision) raise the table's shared generation in their own
 * transaction, so every process drops its cached totals within a second of the commit.
 */
export const touchSupplierLocations = async (tx: EntityManager): Promise<void> => {
  await tx.execute(
    `insert into count_generation (table_name, generation) values (?, 1)
     on conflict (table_name) do update set generation = count_generation.generation + 1`,
    [SUPPLIER_LOCATION_CACHE],
    "run",
  );
};
