import type { OrganizationType } from "../../access/permissions.ts";
import type { Page, PageRequest } from "../../shared/paging.ts";
import type { OutgoingMail } from "../../shared/ports.ts";
import type { RegistrationLink } from "./link-token.ts";

/** An organisation as the registration page shows it. */
export interface RegistrationOrganization {
  readonly id: string;
  readonly name: string;
  readonly type: OrganizationType;
  readonly logo: string | null;
  readonly status: string;
}

/** An existing account, as sign-up and verification need it. */
export interface RegistrationAccount {
  readonly id: string;
  readonly email: string;
  readonly firstName: string;
  readonly status: string;
  readonly hasPassword: boolean;
}

export interface NewRegistration {
  readonly userId: string;
  readonly membershipId: string;
  readonly organizationId: string;
  readonly roleId: string;
  readonly email: string;
  readonly passwordHash: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly phone: string | null;
}

/** A registration waiting for an administrator, as the pending list shows it. */
export interface PendingRegistration {
  readonly membershipId: string;
  readonly userId: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
  readonly phone: string | null;
  readonly emailVerified: boolean;
  readonly roleName: string;
  readonly registeredAt: Date;
}

export const PENDING_SORT_FIELDS = ["registeredAt", "lastName", "firstName", "email"] as const;
export type PendingSortField = (typeof PENDING_SORT_FIELDS)[number];

/** One membership of the organisation with what a decision needs. */
export interface RegistrationToDecide {
  readonly membershipId: string;
  readonly userId: string;
  readonly email: string;
  readonly firstName: string;
  readonly membershipStatus: string;
  readonly organizationName: string;
}

/** Links, pending registrations and the account changes of self-registration. */
export interface RegistrationStore {
  findLink(organizationId: string): Promise<RegistrationLink | undefined>;
  /** The organisation's link becomes this one; the previous token stops working in the same write. */
  replaceLink(link: RegistrationLink & { readonly id: string; readonly createdBy: string }): Promise<void>;
  /** Turns self-registration off; false when there was no link. */
  removeLink(organizationId: string): Promise<boolean>;
  findLinkByToken(token: string): Promise<RegistrationLink | undefined>;
  findOrganization(id: string): Promise<RegistrationOrganization | undefined>;
  findRoleId(organizationId: string, roleName: string): Promise<string | undefined>;
  /** Matches the e-mail lower-cased. */
  findAccount(email: string): Promise<RegistrationAccount | undefined>;
  /**
   * The new account (status VERIFICATION) and its PENDING membership; false (and nothing added) when the
   * address has meanwhile got an account.
   */
  addPendingRegistration(registration: NewRegistration): Promise<boolean>;
  /** VERIFICATION becomes VERIFIED; other statuses stay. */
  markEmailVerified(userId: string): Promise<void>;
  /** Writes a mail to the outbox in the current transaction. */
  sendMail(mail: OutgoingMail): Promise<void>;
  /** Names of the organisations where the user waits for approval (memberships PENDING). */
  pendingOrganizationNames(userId: string): Promise<readonly string[]>;
  listPending(
    organizationId: string,
    request: PageRequest<PendingSortField, never>,
  ): Promise<Page<PendingRegistration>>;
  findMembership(organizationId: string, membershipId: string): Promise<RegistrationToDecide | undefined>;
  activateMembership(membershipId: string): Promise<void>;
  /** Removes the membership, and the account with it when the account belongs nowhere else. */
  removeRegistration(membershipId: string, userId: string): Promise<void>;
}

export interface RegistrationStores {
  readonly registrations: RegistrationStore;
}
