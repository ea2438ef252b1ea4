import type { AccessRule } from "../../access/rule.ts";

/** /provider/supplier-contacts: the provider's Provider_ManageSupplierContacts, for every operation. */
const CONTACT_MANAGERS = {
  userTypes: ["PROV"],
  permissions: ["Provider_ManageSupplierContacts"],
} as const satisfies AccessRule;

export const SUPPLIER_CONTACT_POLICY = {
  list: CONTACT_MANAGERS,
  view: CONTACT_MANAGERS,
  supplierOptions: CONTACT_MANAGERS,
  save: CONTACT_MANAGERS,
  delete: CONTACT_MANAGERS,
} as const satisfies Record<string, AccessRule>;

export type SupplierContactOperation = keyof typeof SUPPLIER_CONTACT_POLICY;
