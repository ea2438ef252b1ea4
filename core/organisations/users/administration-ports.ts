import type { OutgoingMail } from "../../shared/ports.ts";
import type { Page, PageRequest } from "../../shared/paging.ts";
import type { OrganisationUserStatus } from "./organisation-user-status.ts";
import type { OrganisationUserRecord, UserFilterField, UserSortField } from "./user-administration.ts";
import type { OrganizationType } from "../../access/permissions.ts";

export interface UserListRequest extends PageRequest<UserSortField, UserFilterField> {
  readonly status?: OrganisationUserStatus;
  readonly organisationType?: OrganizationType;
}

export interface RoleOfOrganisation {
  readonly id: string;
  readonly name: string;
  readonly permissions: readonly string[];
}

export interface SiteOption {
  readonly id: string;
  readonly name: string;
  readonly isCorporate: boolean;
}

export interface AccountByEmail {
  readonly id: string;
  readonly email: string;
  readonly firstName: string;
  readonly status: string;
}

/** The users of organisations, as their administrators read and change them. */
export interface UserAdministrationStore {
  /** One organisation's members, or (organizationId undefined) every member of every organisation. */
  list(organizationId: string | undefined, request: UserListRequest): Promise<Page<OrganisationUserRecord>>;
  findMember(organizationId: string, userId: string): Promise<OrganisationUserRecord | undefined>;
  /**
   * Takes the organisation's row lock for the rest of the unit of work, so two administrators changing its
   * users at once are serialised and cannot both remove "the other" last administrator.
   */
  lockOrganisation(organizationId: string): Promise<{ readonly name: string } | undefined>;
  findRole(organizationId: string, roleId: string): Promise<RoleOfOrganisation | undefined>;
  /** Every role of the organisation, by name. */
  roles(organizationId: string): Promise<readonly RoleOfOrganisation[]>;
  siteOptions(organizationId: string): Promise<readonly SiteOption[]>;
  /** Counted administrators (see rules.ts) of the organisation other than `exceptUserId`. */
  countAdministrators(organizationId: string, permission: string, exceptUserId: string): Promise<number>;
  findAccountByEmail(email: string): Promise<AccountByEmail | undefined>;
  isMember(userId: string, organizationId: string): Promise<boolean>;
  insertInvitedAccount(account: {
    readonly id: string;
    readonly email: string;
    readonly firstName: string;
    readonly lastName: string;
    readonly phone: string | null;
  }): Promise<void>;
  insertMembership(membership: {
    readonly id: string;
    readonly userId: string;
    readonly organizationId: string;
    readonly roleId: string;
    readonly siteIds: readonly string[] | null;
  }): Promise<void>;
  updateMember(
    organizationId: string,
    userId: string,
    changes: {
      readonly firstName: string;
      readonly lastName: string;
      readonly phone: string | null;
      readonly roleId: string;
      readonly siteIds: readonly string[] | null;
    },
  ): Promise<void>;
  setMembershipStatus(
    organizationId: string,
    userId: string,
    status: "ACTIVE" | "DEACTIVATED",
  ): Promise<void>;
  /** Clears the lock and the failed sign-in count. */
  unlockAccount(userId: string): Promise<void>;
  /** Writes an e-mail to the outbox in the current transaction. */
  queueMail(mail: OutgoingMail): Promise<void>;
}
