import type { AccessRule } from "../../access/rule.ts";

/**
 * The operator's account downloads (area operator-reports) go with the screens that offer them: the provider
 * files with the providers screen (Notisphere_ManageProviders), the supplier file with the suppliers screen
 * (Notisphere_ManageSuppliers). Notisphere_ProviderReadOnly reads recalls and responses, not the account lists
 * (spec 1: it opens /notisphere/recalls and /notisphere/er-response only). Other organisation types never
 * download account lists.
 */
const PROVIDER_READERS = {
  userTypes: ["NOTISPHERE"],
  permissions: ["Notisphere_ManageProviders"],
} as const satisfies AccessRule;
const SUPPLIER_READERS = { userTypes: ["NOTISPHERE"], permissions: ["Notisphere_ManageSuppliers"] } as const satisfies AccessRule;

export const ACCOUNT_REPORT_POLICY = {
  providerAccounts: PROVIDER_READERS,
  providerActivity: PROVIDER_READERS,
  consolidatedProviders: PROVIDER_READERS,
  supplierAccounts: SUPPLIER_READERS,
} as const satisfies Record<string, AccessRule>;

export type AccountReportOperation = keyof typeof ACCOUNT_REPORT_POLICY;
