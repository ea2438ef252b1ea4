import type { Actor } from "../../access/actor.ts";
import type { Clock } from "../../shared/ports.ts";
import { NotFound, ValidationFailed } from "../../shared/errors.ts";
import { assertCanUseSupplierMaster } from "./authorize.ts";
import { SUPPLIER_MASTER_MESSAGES } from "./messages.ts";
import type { SupplierMasterRepository } from "./ports.ts";
import { refusalError } from "./refusal-message.ts";
import { nextSupplierMasterStatus } from "./status-transitions.ts";
import { supplierMasterRow, type SupplierMasterRow } from "./supplier-master-row.ts";

/**
 * PUT /notisphere/organizations/link-suppliers/{a}/{b}: supplier account `a` is the firm master entry `b`
 * names. The entry becomes LINKED; an entry already linked, or an account that is not a supplier, is refused.
 * One account may carry several entries (openFDA spells one firm several ways).
 */
export const linkSupplierAccount = async (
  deps: { supplierMaster: SupplierMasterRepository; clock: Clock },
  actor: Actor,
  input: { readonly organizationId: string; readonly entryId: string },
): Promise<SupplierMasterRow> => {
  assertCanUseSupplierMaster(actor, "link");
  const say = SUPPLIER_MASTER_MESSAGES.say;
  const account = await deps.supplierMaster.findAccount(input.organizationId);
  if (!account) throw new NotFound(say("supplierNotFound"));
  if (account.type !== "SUPPLIER") {
    const said = say("notASupplier");
    throw new ValidationFailed({ ...said, fields: [{ field: "a", ...said }] });
  }
  const entry = await deps.supplierMaster.findById(input.entryId);
  if (!entry) throw new NotFound(say("notFound"));
  const outcome = nextSupplierMasterStatus(entry.status, { kind: "link" });
  if (!outcome.ok) throw refusalError(outcome.refusal, entry, undefined);
  const saved = await deps.supplierMaster.setStatus(
    entry.id,
    entry.status,
    "LINKED",
    account.id,
    deps.clock.now(),
  );
  if (!saved) {
    const now = (await deps.supplierMaster.findById(entry.id)) ?? entry;
    throw refusalError(now.status === "LINKED" ? "alreadyLinked" : "notLinkable", now, undefined);
  }
  return supplierMasterRow(actor, saved);
};
