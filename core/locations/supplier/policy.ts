import type { AccessRule } from "../../access/rule.ts";

/** A supplier's own location management: its ship-to files, its rows and their providers (spec route permission). */
const SUPPLIER_LOCATION_MANAGERS = {
  userTypes: ["SUPP"],
  permissions: ["Supplier_ManageLocations"],
} as const satisfies AccessRule;

/**
 * Who may do each supplier location operation; routes declare these as guards and the use cases check them.
 * Every operation reads only the actor's own organisation, so the rule is the same for all of them.
 */
export const SUPPLIER_LOCATIONS_POLICY = {
  listLocations: SUPPLIER_LOCATION_MANAGERS,
  downloadLocations: SUPPLIER_LOCATION_MANAGERS,
  listProviders: SUPPLIER_LOCATION_MANAGERS,
  uploadFile: SUPPLIER_LOCATION_MANAGERS,
  listFiles: SUPPLIER_LOCATION_MANAGERS,
  viewFile: SUPPLIER_LOCATION_MANAGERS,
  downloadFile: SUPPLIER_LOCATION_MANAGERS,
} as const satisfies Record<string, AccessRule>;

export type SupplierLocationsOperation = keyof typeof SUPPLIER_LOCATIONS_POLICY;
