import type { OrganizationType, Permission } from "../../access/permissions.ts";

/** A user's membership with what a session needs: organisation, role and permissions. */
export interface MembershipView {
  readonly membershipId: string;
  readonly organizationId: string;
  readonly organizationName: string;
  readonly organizationType: OrganizationType;
  readonly parentOrganizationType: OrganizationType | null;
  readonly roleName: string;
  readonly permissions: readonly Permission[];
  readonly siteIds: readonly string[] | "all";
}

export interface OrganizationView {
  readonly id: string;
  readonly name: string;
  readonly type: OrganizationType;
  readonly supplierType: string | null;
  readonly idn: string | null;
  readonly profilePhoto: string | null;
  readonly isSso: boolean;
  readonly address1: string | null;
  readonly address2: string | null;
  readonly city: string | null;
  readonly state: string | null;
  readonly zip: string | null;
  readonly phone: string | null;
}

/** Who belongs where, as other contexts read it: a user's live memberships and an organisation's details. */
export interface MembershipDirectory {
  /** The user's ACTIVE memberships in ACTIVE organisations, by organisation type then name. */
  listMemberships(userId: string): Promise<readonly MembershipView[]>;
  findOrganization(id: string): Promise<OrganizationView | undefined>;
}
