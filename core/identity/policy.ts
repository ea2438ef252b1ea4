import { SIGNED_IN, type AccessRule } from "../access/rule.ts";

/**
 * Who may do each identity operation behind a sign-in: the signed-in user's own profile, password,
 * organisation and grid preferences, which any signed-in user may read and change for themself. Signing in,
 * refreshing, signing out and recovering an account are public and need no rule.
 */
export const IDENTITY_POLICY = {
  getProfile: SIGNED_IN,
  updateProfile: SIGNED_IN,
  changePassword: SIGNED_IN,
  getMyOrganization: SIGNED_IN,
  getGridState: SIGNED_IN,
  saveGridState: SIGNED_IN,
  resetGridState: SIGNED_IN,
} as const satisfies Record<string, AccessRule>;

export type IdentityOperation = keyof typeof IDENTITY_POLICY;
