import type { Actor } from "../../access/actor.ts";
import { Conflict, NotFound, ValidationFailed, fieldFailure, type FieldError } from "../../shared/errors.ts";
import type { Page } from "../../shared/paging.ts";
import type { IdGenerator } from "../../shared/ports.ts";
import type { UnitOfWork } from "../../shared/unit-of-work.ts";
import { allows } from "../../access/rule.ts";
import { assertOrganisationsAccess } from "../authorize.ts";
import { ORGANISATIONS_POLICY, type OrganisationsOperation } from "../policy.ts";
import { builtInRoles } from "./built-in-roles.ts";
import { SUPPLIER_MESSAGES } from "./messages.ts";
import { organisationNameKey } from "./organisation-name.ts";
import type { SupplierListRequest, SupplierRepository } from "./ports.ts";
import {
  logoUrl,
  supplierActions,
  supplierFields,
  supplierProblems,
  type OrganisationStatus,
  type SupplierAction,
  type SupplierInput,
  type SupplierRecord,
} from "./supplier.ts";

export type SupplierRow = SupplierRecord & { readonly allowedActions: readonly SupplierAction[] };

const ACTION_NEEDS: Record<SupplierAction, OrganisationsOperation> = {
  edit: "suppliersUpdate",
  activate: "suppliersUpdate",
  deactivate: "suppliersUpdate",
  delete: "suppliersDelete",
};

const rowOf = (actor: Actor, record: SupplierRecord): SupplierRow => ({
  ...record,
  allowedActions: supplierActions(record.status).filter((action) =>
    allows(actor, ORGANISATIONS_POLICY[ACTION_NEEDS[action]]),
  ),
});

type Stores = { readonly suppliers: SupplierRepository };

export const listSuppliers = async (
  deps: Stores,
  actor: Actor,
  request: SupplierListRequest,
): Promise<Page<SupplierRow>> => {
  assertOrganisationsAccess(actor, "suppliersList");
  const page = await deps.suppliers.list(request);
  return { ...page, items: page.items.map((record) => rowOf(actor, record)) };
};

export const getSupplier = async (deps: Stores, actor: Actor, id: string): Promise<SupplierRow> => {
  assertOrganisationsAccess(actor, "suppliersView");
  const found = await deps.suppliers.findById(id);
  if (!found) throw new NotFound(SUPPLIER_MESSAGES.say("notFound"));
  return rowOf(actor, found);
};

const refuseProblems = (problems: readonly FieldError[]): void => {
  const [first] = problems;
  if (!first) return;
  // The envelope's message is the first field's, so a client without field display still reads the cause.
  const { field: _field, ...said } = first;
  throw new ValidationFailed({ ...said, fields: problems });
};

const refuseTakenName = async (suppliers: SupplierRepository, name: string, exceptId?: string) => {
  if ((await suppliers.takenNameKeys([name], exceptId)).has(organisationNameKey(name)))
    throw fieldFailure("name", SUPPLIER_MESSAGES.say("nameTaken", { name }));
};

/** The stored logo address of a logo id the form sent: null removes, undefined keeps. */
const logoOf = (logo: string | null | undefined) => (logo == null ? logo : logoUrl(logo));

/**
 * Creates a supplier with its built-in roles (Administrator and Recall Coordinator, as the seed does), in one
 * transaction under the organisation-name lock so the name stays unique among all organisations.
 */
export const createSupplier = async (
  deps: { unitOfWork: UnitOfWork<Stores>; ids: IdGenerator },
  actor: Actor,
  input: SupplierInput,
): Promise<SupplierRow> => {
  assertOrganisationsAccess(actor, "suppliersCreate");
  refuseProblems(supplierProblems(input));
  const fields = supplierFields(input, { isSso: false, status: "ACTIVE" });
  const [created] = await deps.unitOfWork.run(async ({ suppliers }) => {
    await suppliers.lockOrganisationNames();
    await refuseTakenName(suppliers, fields.name);
    return suppliers.insert([
      {
        id: deps.ids.next(),
        ...fields,
        logo: logoOf(input.logo) ?? null,
        roles: builtInRoles("SUPPLIER", deps.ids),
      },
    ]);
  });
  if (!created) throw new Error("insert answered no supplier");
  return rowOf(actor, created);
};

export const updateSupplier = async (
  deps: { unitOfWork: UnitOfWork<Stores> },
  actor: Actor,
  id: string,
  input: SupplierInput,
): Promise<SupplierRow> => {
  assertOrganisationsAccess(actor, "suppliersUpdate");
  refuseProblems(supplierProblems(input));
  const updated = await deps.unitOfWork.run(async ({ suppliers }) => {
    const current = await suppliers.findById(id);
    if (!current) throw new NotFound(SUPPLIER_MESSAGES.say("notFound"));
    const fields = supplierFields(input, { isSso: current.isSso, status: current.status });
    await suppliers.lockOrganisationNames();
    await refuseTakenName(suppliers, fields.name, id);
    const logo = logoOf(input.logo);
    return suppliers.update(id, { ...fields, ...(logo === undefined ? {} : { logo }) });
  });
  if (!updated) throw new NotFound(SUPPLIER_MESSAGES.say("notFound"));
  return rowOf(actor, updated);
};

/** Deactivate and reactivate are edits of the status alone (the grid's row actions). */
export const setSupplierStatus = async (
  deps: { unitOfWork: UnitOfWork<Stores> },
  actor: Actor,
  id: string,
  status: OrganisationStatus,
): Promise<SupplierRow> => {
  assertOrganisationsAccess(actor, "suppliersUpdate");
  const updated = await deps.unitOfWork.run(async ({ suppliers }) => {
    const current = await suppliers.findById(id);
    if (!current) throw new NotFound(SUPPLIER_MESSAGES.say("notFound"));
    return suppliers.update(id, { ...current, status });
  });
  if (!updated) throw new NotFound(SUPPLIER_MESSAGES.say("notFound"));
  return rowOf(actor, updated);
};

/**
 * DELETE removes a supplier only while nothing depends on it: no member (user) and no recall or advisory it
 * sent. A supplier with either is refused with 409 and the counts, and the operator deactivates it instead
 * (PUT with status DEACTIVATED, or the grid's Deactivate): deleting it would orphan the recalls providers
 * answered and the people's sign-in. So DELETE is the undo of a mistaken creation, and deactivation the
 * normal end of a supplier.
 */
export const deleteSupplier = async (
  deps: { unitOfWork: UnitOfWork<Stores> },
  actor: Actor,
  id: string,
): Promise<void> => {
  assertOrganisationsAccess(actor, "suppliersDelete");
  await deps.unitOfWork.run(async ({ suppliers }) => {
    const current = await suppliers.findById(id);
    if (!current) throw new NotFound(SUPPLIER_MESSAGES.say("notFound"));
    const usage = await suppliers.usage(id);
    if (usage.users > 0 || usage.recalls > 0)
      throw new Conflict(
        SUPPLIER_MESSAGES.say("inUse", { name: current.name, users: usage.users, recalls: usage.recalls }),
      );
    await suppliers.remove(id);
  });
};
