import type { AccessRule } from "../access/rule.ts";

/**
 * Who may do each platform operation behind a sign-in. The development mailbox shows one-time codes for any
 * account, operators' own included, so only an operator who may manage users anyway reads it.
 */
export const PLATFORM_POLICY = {
  readDevMailbox: { userTypes: ["NOTISPHERE"], permissions: ["Notisphere_ManageUsers"] },
} as const satisfies Record<string, AccessRule>;

export type PlatformOperation = keyof typeof PLATFORM_POLICY;
