import type { Actor } from "../../access/actor.ts";
import { allows } from "../../access/rule.ts";
import { fieldFailure, Forbidden, NotFound, ValidationFailed } from "../../shared/errors.ts";
import { COMMON_MESSAGES } from "../../shared/messages/common-messages.ts";
import type { Page } from "../../shared/paging.ts";
import type { IdGenerator } from "../../shared/ports.ts";
import { VALIDATION_MESSAGES } from "../../shared/validation/messages.ts";
import { clean } from "../profile/address.ts";
import { SUPPLIER_CONTACT_MESSAGES } from "./messages.ts";
import { SUPPLIER_CONTACT_POLICY, type SupplierContactOperation } from "./policy.ts";
import type { SupplierContactListRequest, SupplierContactStores, SupplierOption } from "./ports.ts";
import {
  supplierMissing,
  type SupplierContactFields,
  type SupplierContactInput,
  type SupplierContactRecord,
} from "./supplier-contact.ts";

export const assertCanManageSupplierContacts = (actor: Actor, operation: SupplierContactOperation): void => {
  if (!allows(actor, SUPPLIER_CONTACT_POLICY[operation]))
    throw new Forbidden(COMMON_MESSAGES.say("noPermission"));
};

const notFound = () => new NotFound(SUPPLIER_CONTACT_MESSAGES.say("notFound"));

export const listSupplierContacts = async (
  deps: SupplierContactStores,
  actor: Actor,
  request: SupplierContactListRequest,
): Promise<Page<SupplierContactRecord>> => {
  assertCanManageSupplierContacts(actor, "list");
  return deps.supplierContacts.list(actor.organizationId, request);
};

export const getSupplierContact = async (
  deps: SupplierContactStores,
  actor: Actor,
  id: string,
): Promise<SupplierContactRecord> => {
  assertCanManageSupplierContacts(actor, "view");
  const contact = await deps.supplierContacts.findById(actor.organizationId, id);
  if (!contact) throw notFound();
  return contact;
};

export const listSupplierOptions = async (
  deps: SupplierContactStores,
  actor: Actor,
): Promise<readonly SupplierOption[]> => {
  assertCanManageSupplierContacts(actor, "supplierOptions");
  return deps.supplierContacts.activeSuppliers();
};

/** The stored fields: a picked supplier is stored with its current name; a typed one as typed (trimmed). */
const fieldsOf = async (
  deps: SupplierContactStores,
  input: SupplierContactInput,
): Promise<SupplierContactFields> => {
  const missing = supplierMissing(input);
  if (missing.length > 0)
    throw new ValidationFailed({ message: VALIDATION_MESSAGES.required, fields: missing });
  let supplierName = (input.supplierName ?? "").trim();
  const supplierOrganizationId = input.supplierOrganizationId || null;
  if (supplierOrganizationId !== null) {
    const supplier = (await deps.supplierContacts.activeSuppliers()).find(
      (s) => s.id === supplierOrganizationId,
    );
    if (!supplier)
      throw fieldFailure("supplierOrganizationId", SUPPLIER_CONTACT_MESSAGES.say("unknownSupplier"));
    supplierName = supplier.name;
  }
  return {
    supplierOrganizationId,
    supplierName,
    contactName: input.contactName.trim(),
    title: clean(input.title),
    email: input.email.trim(),
    phone: clean(input.phone),
    notes: clean(input.notes),
  };
};

const assertNotDuplicate = async (
  deps: SupplierContactStores,
  providerId: string,
  fields: SupplierContactFields,
  exceptId?: string,
) => {
  if (await deps.supplierContacts.findDuplicate(providerId, fields, exceptId))
    throw fieldFailure(
      "email",
      SUPPLIER_CONTACT_MESSAGES.say("duplicate", { email: fields.email, supplier: fields.supplierName }),
    );
};

/** POST /provider/supplier-contacts. */
export const createSupplierContact = async (
  deps: SupplierContactStores & { ids: IdGenerator },
  actor: Actor,
  input: SupplierContactInput,
): Promise<SupplierContactRecord> => {
  assertCanManageSupplierContacts(actor, "save");
  const fields = await fieldsOf(deps, input);
  await assertNotDuplicate(deps, actor.organizationId, fields);
  return deps.supplierContacts.insert({
    ...fields,
    id: deps.ids.next(),
    providerOrganizationId: actor.organizationId,
  });
};

/** PUT /provider/supplier-contacts/{id}. */
export const updateSupplierContact = async (
  deps: SupplierContactStores,
  actor: Actor,
  id: string,
  input: SupplierContactInput,
): Promise<SupplierContactRecord> => {
  assertCanManageSupplierContacts(actor, "save");
  if (!(await deps.supplierContacts.findById(actor.organizationId, id))) throw notFound();
  const fields = await fieldsOf(deps, input);
  await assertNotDuplicate(deps, actor.organizationId, fields, id);
  const saved = await deps.supplierContacts.update(actor.organizationId, id, fields);
  if (!saved) throw notFound();
  return saved;
};

/** DELETE /provider/supplier-contacts/{id}. */
export const deleteSupplierContact = async (
  deps: SupplierContactStores,
  actor: Actor,
  id: string,
): Promise<void> => {
  assertCanManageSupplierContacts(actor, "delete");
  if (!(await deps.supplierContacts.delete(actor.organizationId, id))) throw notFound();
};
