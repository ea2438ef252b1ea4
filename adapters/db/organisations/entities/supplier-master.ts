import { defineEntity, p } from "@mikro-orm/core";

/**
 * One entry of the operator's supplier master list: a supplier or manufacturer name as the FDA and others
 * spell it, with its status (AccountStatusAlt) and, once LINKED, the supplier account it is. `normalizedName`
 * is core's normaliseSupplierName of the name, written with it, so duplicates and candidates are found by index.
 */
export const SupplierMaster = defineEntity({
  name: "SupplierMaster",
  tableName: "supplier_master",
  indexes: [
    { properties: ["name", "id"] },
    { properties: ["status", "name"] },
    {
      name: "supplier_master_normalized_name_trgm",
      expression: `create index "supplier_master_normalized_name_trgm" on "supplier_master" using gin ("normalized_name" gin_trgm_ops)`,
    },
  ],
  properties: {
    id: p.uuid().primary(),
    name: p.string().length(300),
    normalizedName: p.string().length(300).index(),
    city: p.string().length(100).nullable(),
    state: p.string().length(2).nullable(),
    source: p.string().length(100).nullable(),
    status: p.string().length(20).default("ACTIVE"),
    linkedOrganizationId: p.uuid().nullable().index(),
    linkedAt: p.datetime().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
});
