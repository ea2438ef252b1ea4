import type { Actor } from "../../access/actor.ts";
import type { IdGenerator } from "../../shared/ports.ts";
import { Conflict, NotFound, ValidationFailed } from "../../shared/errors.ts";
import { assertCanUseSupplierMaster } from "./authorize.ts";
import { SUPPLIER_MASTER_MESSAGES } from "./messages.ts";
import { normaliseSupplierName } from "./normalise-name.ts";
import type { SupplierMasterRepository } from "./ports.ts";
import { supplierMasterRow, type SupplierMasterRow } from "./supplier-master-row.ts";
import type { SupplierMasterInput } from "./supplier-master.ts";

/**
 * POST /notisphere/organizations/suppliers-list: adds an entry (ACTIVE, source "Operator") or corrects the
 * name and place of one (with id). Two live entries may not name the same firm (same normalised name).
 */
export const saveSupplierMasterEntry = async (
  deps: { supplierMaster: SupplierMasterRepository; ids: IdGenerator },
  actor: Actor,
  input: SupplierMasterInput,
): Promise<SupplierMasterRow> => {
  assertCanUseSupplierMaster(actor, "save");
  const say = SUPPLIER_MASTER_MESSAGES.say;
  const name = input.name.trim().replace(/\s+/g, " ");
  const normalizedName = normaliseSupplierName(name);
  const fields = {
    name,
    normalizedName,
    city: input.city?.trim() || null,
    state: input.state?.trim().toUpperCase() || null,
  };
  const existing = input.id === undefined ? undefined : await deps.supplierMaster.findById(input.id);
  if (input.id !== undefined && !existing) throw new NotFound(say("notFound"));
  if (existing?.status === "DELETED") throw new Conflict(say("deletedNotEditable"));
  const twins = (await deps.supplierMaster.findByNormalizedName(normalizedName)).filter(
    (e) => e.id !== input.id,
  );
  if (twins.length > 0) {
    const said = say("duplicateName", { name: twins[0]!.name });
    throw new ValidationFailed({ ...said, fields: [{ field: "name", ...said }] });
  }
  const saved = existing
    ? await deps.supplierMaster.updateDetails(existing.id, fields)
    : await deps.supplierMaster.insert({
        id: deps.ids.next(),
        ...fields,
        source: "Operator",
        status: "ACTIVE",
      });
  if (!saved) throw new NotFound(say("notFound"));
  return supplierMasterRow(actor, saved);
};
