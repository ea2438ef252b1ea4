import type { AccessRule } from "../../access/rule.ts";

/**
 * The operator's account downloads (area operator-reports): the provider files go with the providers screen
 * (Notisphere_ManageProviders, or the read-only operator who may view providers), the supplier file with the
 * suppliers screen (Notisphere_ManageSuppliers). Other organisation types never download account lists.
 */
const PROVIDER_READERS = {
  userTypes: ["NOTISPHERE"],
  permissions: ["Notisphere_ManageProviders", "Notisphere_ProviderReadOnly"],
} as const satisfies AccessRule;
const SUPPLIER_READERS = { userTypes: ["NOTISPHERE"], permissions: ["Notisphere_ManageSuppliers"] } as const satisfies AccessRule;

export const ACCOUNT_REPORT_POLICY = {
  providerAccounts: PROVIDER_READERS,
  providerActivity: PROVIDER_READERS,
  consolidatedProviders: PROVIDER_READERS,
  supplierAccounts: SUPPLIER_READERS,
} as const satisfies Record<string, AccessRule>;

export type AccountReportOperation = keyof typeof ACCOUNT_REPORT_POLICY;
