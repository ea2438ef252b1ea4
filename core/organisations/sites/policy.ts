import type { AccessRule } from "../../access/rule.ts";

/**
 * The provider's sites screen (/provider/sites, spec route permission Provider_ManageLocations): a provider
 * user holding it lists, creates, edits and deletes sites and sets who belongs to each.
 */
const SITE_MANAGERS = {
  userTypes: ["PROV"],
  permissions: ["Provider_ManageLocations"],
} as const satisfies AccessRule;

export const SITE_POLICY = {
  list: SITE_MANAGERS,
  view: SITE_MANAGERS,
  create: SITE_MANAGERS,
  update: SITE_MANAGERS,
  delete: SITE_MANAGERS,
  listMembers: SITE_MANAGERS,
  setMembers: SITE_MANAGERS,
} as const satisfies Record<string, AccessRule>;

export type SiteOperation = keyof typeof SITE_POLICY;
