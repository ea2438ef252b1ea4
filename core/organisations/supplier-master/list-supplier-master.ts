import type { Actor } from "../../access/actor.ts";
import type { Page } from "../../shared/paging.ts";
import { assertCanUseSupplierMaster } from "./authorize.ts";
import type { SupplierMasterListRequest, SupplierMasterRepository } from "./ports.ts";
import { supplierMasterRow, type SupplierMasterRow } from "./supplier-master-row.ts";

/** GET /notisphere/organizations/suppliers-list: the master entries, paged, optionally of one status. */
export const listSupplierMaster = async (
  deps: { supplierMaster: SupplierMasterRepository },
  actor: Actor,
  request: SupplierMasterListRequest,
): Promise<Page<SupplierMasterRow>> => {
  assertCanUseSupplierMaster(actor, "list");
  const page = await deps.supplierMaster.list(request);
  return { ...page, items: page.items.map((record) => supplierMasterRow(actor, record)) };
};
