import { defineEntity, p } from "@mikro-orm/core";

/**
 * Who a provider talks to at a supplier: a portal supplier organisation (`supplierOrganizationId`) or a
 * supplier known only by name. The name is stored either way (a picked supplier's current name), so the list
 * sorts and searches one column.
 */
export const SupplierContact = defineEntity({
  name: "SupplierContact",
  tableName: "supplier_contact",
  properties: {
    id: p.uuid().primary(),
    providerOrganizationId: p.uuid().index(),
    supplierOrganizationId: p.uuid().nullable(),
    supplierName: p.string().length(200),
    contactName: p.string().length(200),
    title: p.string().length(200).nullable(),
    email: p.string().length(254),
    phone: p.string().length(40).nullable(),
    notes: p.text().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
});
