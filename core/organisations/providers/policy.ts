import type { AccessRule } from "../../access/rule.ts";

/** The operator's provider administration: only an operator holding Notisphere_ManageProviders (spec 1 §2.4). */
const MANAGERS = {
  userTypes: ["NOTISPHERE"],
  permissions: ["Notisphere_ManageProviders"],
} as const satisfies AccessRule;
/** Provider pickers on other operator screens (reports, the read-only operator's filters) need only to read. */
const PICKER_READERS = {
  userTypes: ["NOTISPHERE"],
  permissions: ["Notisphere_ManageProviders", "Notisphere_ProviderReadOnly"],
} as const satisfies AccessRule;

/**
 * Who may do each provider and contact-info operation. The routes declare these rules as their guards and the
 * use cases check them (the drift test in adapters/http/routes/organisations/providers.policy.test.ts).
 */
export const PROVIDER_POLICY = {
  providersList: MANAGERS,
  providersView: MANAGERS,
  providersCreate: MANAGERS,
  providersUpdate: MANAGERS,
  providersDeactivate: MANAGERS,
  providersOptions: PICKER_READERS,
  providersSummary: MANAGERS,
  contactInfoSave: MANAGERS,
  contactInfoTemplate: MANAGERS,
  contactInfoVerify: MANAGERS,
  contactInfoMails: MANAGERS,
  contactInfoNonVerified: MANAGERS,
  contactInfoResend: MANAGERS,
  contactInfoRoles: MANAGERS,
} as const satisfies Record<string, AccessRule>;

export type ProviderOperation = keyof typeof PROVIDER_POLICY;
