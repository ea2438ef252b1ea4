import { Schema } from "effect";
import {
  createSupplierContact,
  deleteSupplierContact,
  getSupplierContact,
  listSupplierContacts,
  listSupplierOptions,
  updateSupplierContact,
} from "#core/organisations/supplier-contacts/manage-supplier-contacts.ts";
import { SUPPLIER_CONTACT_POLICY } from "#core/organisations/supplier-contacts/policy.ts";
import {
  SUPPLIER_CONTACT_FILTER_FIELDS,
  SUPPLIER_CONTACT_SORT_FIELDS,
  SupplierContactBody,
  SupplierContactInput,
  type SupplierContactRecord,
} from "#core/organisations/supplier-contacts/supplier-contact.ts";
import { guardOf, requireActor } from "../../contract.ts";
import { decodeInput } from "../../decode.ts";
import { isoString } from "../../iso-date.ts";
import { listQuery } from "../../list-query.ts";
import { pageOf } from "../../page-schema.ts";
import { settingsRoute as route } from "./settings-deps.ts";

export const SupplierContact = Schema.Struct({
  id: Schema.String,
  supplierOrganizationId: Schema.NullOr(Schema.String),
  supplierName: Schema.String,
  contactName: Schema.String,
  title: Schema.NullOr(Schema.String),
  email: Schema.String,
  phone: Schema.NullOr(Schema.String),
  notes: Schema.NullOr(Schema.String),
  createdAt: Schema.String,
  updatedAt: Schema.String,
}).annotate({ identifier: "SupplierContact" });

const SupplierContactPage = pageOf(SupplierContact, "SupplierContactPage");

const SupplierContactListQuery = listQuery({
  identifier: "SupplierContactListQuery",
  sort: {
    fields: SUPPLIER_CONTACT_SORT_FIELDS,
    default: "supplierName",
    description: "supplierName, contactName, title, email, phone or updatedAt",
  },
  searchDescription: "Finds the text in supplier, name, title, e-mail, phone or notes",
  params: {},
  filters: {
    fields: SUPPLIER_CONTACT_FILTER_FIELDS,
    description:
      'Grid header filters as JSON, e.g. {"supplierName":{"filterType":"text","type":"contains","filter":"acme"}}',
  },
});

const SupplierOption = Schema.Struct({ id: Schema.String, name: Schema.String }).annotate({
  identifier: "SupplierOption",
});
const IdParams = Schema.Struct({ id: Schema.String });

const toJson = (c: SupplierContactRecord) => ({
  id: c.id,
  supplierOrganizationId: c.supplierOrganizationId,
  supplierName: c.supplierName,
  contactName: c.contactName,
  title: c.title,
  email: c.email,
  phone: c.phone,
  notes: c.notes,
  createdAt: isoString(c.createdAt),
  updatedAt: isoString(c.updatedAt),
});

const TAG = "supplier-contacts";
const BASE = "/provider/supplier-contacts";
const DUPLICATES = "The same e-mail at the same supplier (by name, without case) is refused.";

/** /provider/supplier-contacts: who the provider talks to at each supplier. Static paths before `{id}`. */
export const supplierContactRoutes = [
  route(
    {
      method: "get",
      path: BASE,
      operationId: "listSupplierContacts",
      tag: TAG,
      summary: "The caller's supplier contacts, paged",
      access: guardOf(SUPPLIER_CONTACT_POLICY.list),
      query: SupplierContactListQuery,
      response: SupplierContactPage,
    },
    async ({ actor, query, services }) => {
      const page = await listSupplierContacts(services.stores(), requireActor(actor), query);
      return { ...page, items: page.items.map(toJson) };
    },
  ),
  route(
    {
      method: "get",
      path: `${BASE}/supplier-options`,
      operationId: "listSupplierContactSupplierOptions",
      tag: TAG,
      summary: "Active supplier organisations a contact may be tied to",
      access: guardOf(SUPPLIER_CONTACT_POLICY.supplierOptions),
      response: Schema.Array(SupplierOption),
    },
    async ({ actor, services }) => [...(await listSupplierOptions(services.stores(), requireActor(actor)))],
  ),
  route(
    {
      method: "post",
      path: BASE,
      operationId: "createSupplierContact",
      tag: TAG,
      summary: "Add a supplier contact",
      description: `A portal supplier (supplierOrganizationId) or a supplier name is required. ${DUPLICATES}`,
      access: guardOf(SUPPLIER_CONTACT_POLICY.save),
      body: SupplierContactInput,
      response: SupplierContact,
      successMessage: "Supplier contact saved",
    },
    async ({ actor, body, services }) =>
      toJson(
        await createSupplierContact({ ...services.stores(), ids: services.ids }, requireActor(actor), body),
      ),
  ),
  route(
    {
      method: "get",
      path: `${BASE}/{id}`,
      operationId: "getSupplierContact",
      tag: TAG,
      summary: "One supplier contact",
      access: guardOf(SUPPLIER_CONTACT_POLICY.view),
      params: IdParams,
      response: SupplierContact,
      errors: [404],
    },
    async ({ actor, params, services }) =>
      toJson(await getSupplierContact(services.stores(), requireActor(actor), params.id)),
  ),
  route(
    {
      method: "put",
      path: `${BASE}/{id}`,
      operationId: "updateSupplierContact",
      tag: TAG,
      summary: "Change a supplier contact",
      description: DUPLICATES,
      access: guardOf(SUPPLIER_CONTACT_POLICY.save),
      params: IdParams,
      body: SupplierContactBody,
      response: SupplierContact,
      errors: [404],
      successMessage: "Supplier contact saved",
    },
    async ({ actor, params, body, services }) => {
      const me = requireActor(actor);
      // Ownership first: another provider's contact is not found, whatever the body says.
      await getSupplierContact(services.stores(), me, params.id);
      const input = decodeInput(SupplierContactInput, body, "body");
      return toJson(await updateSupplierContact(services.stores(), me, params.id, input));
    },
  ),
  route(
    {
      method: "delete",
      path: `${BASE}/{id}`,
      operationId: "deleteSupplierContact",
      tag: TAG,
      summary: "Delete a supplier contact",
      access: guardOf(SUPPLIER_CONTACT_POLICY.delete),
      params: IdParams,
      response: Schema.Null,
      errors: [404],
      successMessage: "Supplier contact deleted",
    },
    async ({ actor, params, services }) => {
      await deleteSupplierContact(services.stores(), requireActor(actor), params.id);
      return null;
    },
  ),
];
