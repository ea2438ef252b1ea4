import type { Permission } from "../../access/permissions.ts";
import type { CommunicationType } from "../../access/resources.ts";
import type { OutgoingMail } from "../../shared/ports.ts";

/** The provider's copy of a recall or advisory that a user asks to see, with what the administrators need to decide. */
export interface AccessRequestTarget {
  readonly communicationId: string;
  readonly providerCommunicationId: string;
  readonly communicationType: CommunicationType;
  /** The supplier's Recall ID (communicationUID). */
  readonly communicationUid: string;
  readonly name: string;
  readonly supplierOrganizationId: string;
  readonly supplierName: string;
  readonly providerOrganizationId: string;
  /** The provider's affected sites, in a stable order. */
  readonly sites: ReadonlyArray<{ readonly id: string; readonly name: string }>;
}

export interface Person {
  readonly userId: string;
  readonly email: string;
  readonly firstName: string;
  readonly lastName: string;
}

export interface AccessRequestRecord {
  readonly id: string;
  readonly userId: string;
  readonly providerCommunicationId: string;
  readonly requestedAt: Date;
  /** How many administrators the request was mailed to. */
  readonly notified: number;
}

export interface AccessRequestStore {
  /** The provider copy named by both ids, or undefined when they do not belong together. */
  findTarget(
    communicationId: string,
    providerCommunicationId: string,
  ): Promise<AccessRequestTarget | undefined>;
  findPerson(userId: string): Promise<Person | undefined>;
  /** Active, verified members of the organisation whose role holds the permission. */
  listMembersHolding(organizationId: string, permission: Permission): Promise<readonly Person[]>;
  /**
   * Stores the request and writes its e-mails to the outbox in one transaction, unless the same user asked for
   * the same copy at or after `since`: then nothing is written and that earlier request is returned. Two
   * simultaneous calls cannot both write (the check and the insert are serialised per user and copy).
   */
  recordUnlessRecent(
    request: AccessRequestRecord,
    since: Date,
    mails: readonly OutgoingMail[],
  ): Promise<
    { readonly recorded: true } | { readonly recorded: false; readonly previous: AccessRequestRecord }
  >;
}
