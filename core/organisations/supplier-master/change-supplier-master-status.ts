import type { Actor } from "../../access/actor.ts";
import type { Clock } from "../../shared/ports.ts";
import { NotFound } from "../../shared/errors.ts";
import { assertCanUseSupplierMaster } from "./authorize.ts";
import { SUPPLIER_MASTER_MESSAGES } from "./messages.ts";
import type { SupplierMasterRepository } from "./ports.ts";
import { refusalError } from "./refusal-message.ts";
import { nextSupplierMasterStatus } from "./status-transitions.ts";
import { supplierMasterRow, type SupplierMasterRow } from "./supplier-master-row.ts";
import type { SupplierMasterStatus } from "./supplier-master.ts";

/**
 * GET /notisphere/organizations/update-suppliers-list?id=&status=: changes an entry's status (the spec keeps
 * it a GET). The table decides; a change the table refuses, or one another operator made first, changes nothing.
 */
export const changeSupplierMasterStatus = async (
  deps: { supplierMaster: SupplierMasterRepository; clock: Clock },
  actor: Actor,
  input: { readonly id: string; readonly status: SupplierMasterStatus },
): Promise<SupplierMasterRow> => {
  assertCanUseSupplierMaster(actor, "changeStatus");
  const entry = await deps.supplierMaster.findById(input.id);
  if (!entry) throw new NotFound(SUPPLIER_MASTER_MESSAGES.say("notFound"));
  const outcome = nextSupplierMasterStatus(entry.status, { kind: "set", to: input.status });
  if (!outcome.ok) throw refusalError(outcome.refusal, entry, input.status);
  const saved = await deps.supplierMaster.setStatus(
    entry.id,
    entry.status,
    outcome.to,
    null,
    deps.clock.now(),
  );
  if (!saved) {
    const now = await deps.supplierMaster.findById(input.id);
    if (!now) throw new NotFound(SUPPLIER_MASTER_MESSAGES.say("notFound"));
    throw refusalError("sameStatus", now, input.status);
  }
  return supplierMasterRow(actor, saved);
};
