import type { AccessRule } from "../../access/rule.ts";

/**
 * The supplier master screen is opened with Notisphere_ManageUserGuides (routes.tsv: /notisphere/manage-supplier-list).
 * The operator who manages supplier accounts also reads the list and links an account to its entry from the
 * suppliers screen, so reading and linking accept Notisphere_ManageSuppliers too; curating the list itself
 * (adding, correcting and changing the status of entries) stays with the screen's permission.
 */
const CURATORS = {
  userTypes: ["NOTISPHERE"],
  permissions: ["Notisphere_ManageUserGuides"],
} as const satisfies AccessRule;
const READERS = {
  userTypes: ["NOTISPHERE"],
  permissions: ["Notisphere_ManageUserGuides", "Notisphere_ManageSuppliers"],
} as const satisfies AccessRule;

export const SUPPLIER_MASTER_POLICY = {
  list: READERS,
  knownSuppliers: READERS,
  accountOptions: READERS,
  logo: READERS,
  link: READERS,
  changeStatus: CURATORS,
  save: CURATORS,
} as const satisfies Record<string, AccessRule>;

export type SupplierMasterOperation = keyof typeof SUPPLIER_MASTER_POLICY;
