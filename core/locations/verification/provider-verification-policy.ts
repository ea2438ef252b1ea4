import type { AccessRule } from "../../access/rule.ts";

/**
 * The provider's location verification screen (/provider/locations-verification, spec permission
 * Provider_ManageLocations): a provider user holding it lists the ship-to rows mapped to its organisation and
 * marks them. Who may mark Covered is further decided per row by the centralised setting (location-verification.ts).
 */
const PROVIDER_VERIFIERS = {
  userTypes: ["PROV"],
  permissions: ["Provider_ManageLocations"],
} as const satisfies AccessRule;

export const PROVIDER_VERIFICATION_POLICY = {
  list: PROVIDER_VERIFIERS,
  suppliers: PROVIDER_VERIFIERS,
  sites: PROVIDER_VERIFIERS,
  mark: PROVIDER_VERIFIERS,
  acceptProposals: PROVIDER_VERIFIERS,
} as const satisfies Record<string, AccessRule>;

export type ProviderVerificationOperation = keyof typeof PROVIDER_VERIFICATION_POLICY;
