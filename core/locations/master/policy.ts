import type { AccessRule } from "../../access/rule.ts";

/** The location master is the operator's, for whoever manages locations (routes.tsv: /notisphere/locations). */
const LOCATION_MANAGERS = {
  userTypes: ["NOTISPHERE"],
  permissions: ["Notisphere_ManageLocations"],
} as const satisfies AccessRule;

/**
 * Who may do each location-master and known-provider operation. The routes declare these rules as their guards
 * and the use cases check them (the drift test in adapters/http/routes/locations/master.policy.test.ts).
 */
export const LOCATION_MASTER_POLICY = {
  list: LOCATION_MANAGERS,
  view: LOCATION_MANAGERS,
  create: LOCATION_MANAGERS,
  update: LOCATION_MANAGERS,
  merge: LOCATION_MANAGERS,
  download: LOCATION_MANAGERS,
  providersList: LOCATION_MANAGERS,
  providersView: LOCATION_MANAGERS,
  providersSave: LOCATION_MANAGERS,
  providerOptions: LOCATION_MANAGERS,
} as const satisfies Record<string, AccessRule>;

export type LocationMasterOperation = keyof typeof LOCATION_MASTER_POLICY;
