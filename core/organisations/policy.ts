import type { AccessRule } from "../access/rule.ts";

/** Operators who manage suppliers: the /notisphere/suppliers screen and its calls. */
const SUPPLIER_MANAGERS = {
  userTypes: ["NOTISPHERE"],
  permissions: ["Notisphere_ManageSuppliers"],
} as const satisfies AccessRule;

/**
 * Organisation metadata (filter option lists, organisation pickers, KPI figures) serves both operator
 * organisation screens: suppliers, providers and the read-only provider view. Nobody outside the operator
 * reads it: it names every organisation on the platform.
 */
const ORGANISATION_READERS = {
  userTypes: ["NOTISPHERE"],
  permissions: ["Notisphere_ManageSuppliers", "Notisphere_ManageProviders", "Notisphere_ProviderReadOnly"],
} as const satisfies AccessRule;

/**
 * Who may do each operation of the organisations context. Routes declare these as guards
 * (`guardOf(ORGANISATIONS_POLICY.suppliersList)`) and the use cases check them.
 */
export const ORGANISATIONS_POLICY = {
  suppliersList: SUPPLIER_MANAGERS,
  suppliersView: SUPPLIER_MANAGERS,
  suppliersCreate: SUPPLIER_MANAGERS,
  suppliersUpdate: SUPPLIER_MANAGERS,
  suppliersDelete: SUPPLIER_MANAGERS,
  suppliersBulkCreate: SUPPLIER_MANAGERS,
  suppliersUploadLogo: SUPPLIER_MANAGERS,
  orgMetaFilters: ORGANISATION_READERS,
  orgMetaList: ORGANISATION_READERS,
  orgMetaKpi: ORGANISATION_READERS,
} as const satisfies Record<string, AccessRule>;

export type OrganisationsOperation = keyof typeof ORGANISATIONS_POLICY;
