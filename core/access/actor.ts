import type { Permission, UserType } from "./permissions.ts";

/**
 * Who is acting: the signed-in user in the organisation and user type chosen at sign-in. Every use case
 * receives one and checks it before acting. `siteIds` is "all" for administrators and for organisations
 * without sites; otherwise the provider sites the user is assigned to.
 */
export interface Actor {
  readonly userId: string;
  readonly userType: UserType;
  readonly organizationId: string;
  readonly permissions: readonly Permission[];
  readonly roleName: string;
  readonly siteIds: readonly string[] | "all";
}
