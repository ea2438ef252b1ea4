import type { Actor } from "../../access/actor.ts";
import { permittedSupplierMasterActions } from "./authorize.ts";
import { supplierMasterActions, type SupplierMasterAction } from "./status-transitions.ts";
import type { SupplierMasterRecord } from "./supplier-master.ts";

export type SupplierMasterRow = SupplierMasterRecord & {
  readonly allowedActions: readonly SupplierMasterAction[];
};

/** An entry as the API returns it: with the actions this actor may take on it now. */
export const supplierMasterRow = (actor: Actor, record: SupplierMasterRecord): SupplierMasterRow => ({
  ...record,
  allowedActions: permittedSupplierMasterActions(actor, supplierMasterActions(record.status)),
});
