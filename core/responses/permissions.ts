import type { ContextPermissions } from "../access/permissions.ts";

/** Answering a communication as a responder: the permissions this context owns, by the organisation type whose roles may hold them. */
export const RESPONSES_PERMISSIONS = {
  NOTISPHERE: ["NotiSphere_ResponderRole"],
  PROVIDER: ["Provider_ResponderRole"],
} as const satisfies ContextPermissions;

declare module "../access/permissions.ts" {
  interface PermissionRegistry {
    responses: typeof RESPONSES_PERMISSIONS;
  }
}
