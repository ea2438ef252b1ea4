import type { Page, PageRequest } from "../../shared/paging.ts";
import type { OutgoingMail } from "../../shared/ports.ts";
import type { ContactFields } from "./contacts.ts";
import type {
  ProviderFields,
  ProviderFilterField,
  ProviderRecord,
  ProviderSortField,
  ProviderStatus,
} from "./provider.ts";

export interface ProviderListRequest extends PageRequest<ProviderSortField, ProviderFilterField> {
  readonly status?: ProviderStatus;
}

/** Names of other providers: the repository hands them to the core's name rule inside its lock. */
export type NameClash = (others: ReadonlyArray<{ id: string; name: string }>) => boolean;

export interface NewProvider {
  readonly id: string;
  readonly fields: ProviderFields;
  readonly roles: ReadonlyArray<{
    readonly id: string;
    readonly name: string;
    readonly permissions: readonly string[];
  }>;
  readonly corporateSiteId: string;
}

export interface ProviderOption {
  readonly id: string;
  readonly name: string;
  readonly idn: string | null;
  readonly status: ProviderStatus;
}

/** Provider accounts (organisation rows of type PROVIDER) with their site counts. */
export interface ProviderRepository {
  list(request: ProviderListRequest): Promise<Page<ProviderRecord>>;
  findById(id: string): Promise<ProviderRecord | undefined>;
  /**
   * Inserts the organisation, its built-in roles and its Corporate site in one transaction, unless `clashes`
   * says the name is taken (checked under a lock on the name, so two simultaneous creations cannot both pass).
   */
  create(provider: NewProvider, clashes: NameClash): Promise<ProviderRecord | "duplicate">;
  update(
    id: string,
    fields: ProviderFields,
    clashes: NameClash,
  ): Promise<ProviderRecord | "duplicate" | undefined>;
  setStatus(id: string, status: ProviderStatus): Promise<boolean>;
  options(): Promise<readonly ProviderOption[]>;
}

export interface ContactRecord extends ContactFields {
  readonly id: string;
  readonly isPrimary: boolean;
}

/** A person's account and membership as the organisation-user status reads them; membership null: not a member. */
export interface PersonState {
  readonly userId: string;
  readonly email: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly accountStatus: string;
  readonly lockedAt: Date | null;
  readonly membershipStatus: string | null;
  /** The role of the membership, when a member. */
  readonly roleName: string | null;
}

export interface RoleOption {
  readonly id: string;
  readonly name: string;
  /** Members with this role whose organisation-user status is VERIFICATION or NONVERIFIED. */
  readonly nonVerifiedCount: number;
}

export type MailKind = "CONTACT" | "USER";

/** One e-mail of a verification batch, with what must exist for its link to work. */
export interface VerificationDelivery {
  readonly mailId: string;
  readonly kind: MailKind;
  readonly contactId: string | null;
  readonly email: string;
  readonly fullName: string;
  readonly roleName: string;
  /** Create the account first (status VERIFICATION), with these names and phone. */
  readonly newUser: {
    readonly firstName: string;
    readonly lastName: string;
    readonly phone: string | null;
  } | null;
  readonly userId: string;
  /** Make the person a member with this role when not one yet. */
  readonly membership: { readonly id: string; readonly roleId: string } | null;
  readonly secret: { readonly id: string; readonly hash: string; readonly expiresAt: Date };
  readonly mail: OutgoingMail;
}

export interface VerificationBatch {
  readonly organizationId: string;
  readonly requestId: string;
  readonly sentBy: string;
  readonly sentAt: Date;
  readonly deliveries: readonly VerificationDelivery[];
}

export interface VerificationMailRow {
  readonly id: string;
  readonly kind: MailKind;
  readonly email: string;
  readonly fullName: string;
  readonly roleName: string | null;
  readonly sentAt: Date;
  readonly sentByName: string | null;
  /** The person's organisation-user status now; VERIFIED once they followed a link. */
  readonly status: string;
}

export interface NonVerifiedUserRow {
  readonly userId: string;
  readonly email: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly roleName: string;
  readonly status: string;
  readonly lastSentAt: Date | null;
  readonly timesSent: number;
}

export interface ProviderSummaryFacts {
  readonly contacts: readonly ContactRecord[];
  readonly members: number;
  readonly verifiedMembers: number;
  readonly nonVerifiedMembers: number;
  readonly mailsSent: number;
  readonly lastMailAt: Date | null;
  readonly administrators: ReadonlyArray<{
    readonly name: string;
    readonly email: string;
    readonly status: string;
  }>;
}

/** Contacts, verification e-mails and the members waiting to verify, per provider organisation. */
export interface ProviderContactStore {
  listContacts(organizationId: string): Promise<readonly ContactRecord[]>;
  /** Replaces the saved contacts with these, in order (the first is primary). */
  replaceContacts(
    organizationId: string,
    contacts: ReadonlyArray<ContactFields & { id: string }>,
  ): Promise<readonly ContactRecord[]>;
  roles(organizationId: string, onlyWithNonVerified: boolean): Promise<readonly RoleOption[]>;
  /** People with these e-mails (lower case), and their membership in the organisation if any. */
  peopleByEmail(organizationId: string, emails: readonly string[]): Promise<readonly PersonState[]>;
  peopleById(organizationId: string, userIds: readonly string[]): Promise<readonly PersonState[]>;
  /**
   * Writes the batch (accounts, memberships, one-time secrets, the mail log and the outbox mails) in one
   * transaction, or nothing when a batch with the same request id was already written: then false.
   */
  recordVerification(batch: VerificationBatch): Promise<boolean>;
  listMails(organizationId: string, kind: MailKind): Promise<readonly VerificationMailRow[]>;
  listNonVerified(
    organizationId: string,
    page: { pageNumber: number; pageSize: number; search: string | undefined },
  ): Promise<Page<NonVerifiedUserRow>>;
  summaryFacts(organizationId: string): Promise<ProviderSummaryFacts>;
}
