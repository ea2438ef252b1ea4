import type { Actor } from "../../access/actor.ts";
import type { Secrets } from "../../identity/auth/ports.ts";
import type { ValidationFailed } from "../../shared/errors.ts";
import { fieldFailure } from "../../shared/errors.ts";
import type { Clock, IdGenerator } from "../../shared/ports.ts";
import { organisationUserStatus } from "../users/organisation-user-status.ts";
import { assertCanManageProviders } from "./authorize.ts";
import { requireProvider, type ContactInfoDeps } from "./contact-info.ts";
import { contactFields, type ContactFields } from "./contacts.ts";
import { PROVIDER_MESSAGES } from "./messages.ts";
import { mayReceiveVerification } from "./non-verified.ts";
import type { MailKind, PersonState, RoleOption, VerificationDelivery } from "./ports.ts";
import type { ProviderRecord } from "./provider.ts";
import {
  VERIFICATION_LINK_DAYS,
  verificationLink,
  verificationMail,
  type NonVerifiedUserInput,
  type VerificationInput,
} from "./verification.ts";

export interface SendVerificationDeps extends ContactInfoDeps {
  readonly ids: IdGenerator;
  readonly clock: Clock;
  readonly secrets: Secrets;
  /** The portal's address as users reach it, for the link in the e-mail. */
  readonly publicUrl: string;
}

export interface VerificationOutcome {
  readonly sent: number;
  /** True when this request id was already handled: nothing new was written or sent. */
  readonly repeated: boolean;
}

interface Recipient {
  readonly kind: MailKind;
  readonly contactId: string | null;
  readonly person: ContactFields;
  readonly existing: PersonState | undefined;
  readonly role: { readonly id: string; readonly name: string };
}

/**
 * Whether a verification e-mail may go to this person. Someone not yet known or not yet a member is judged by
 * the account alone (the membership will be created active).
 */
const refusal = (recipient: Recipient): ValidationFailed | undefined => {
  const existing = recipient.existing;
  if (!existing) return undefined;
  const sources = {
    accountStatus: existing.accountStatus,
    lockedAt: existing.lockedAt,
    membershipStatus: existing.membershipStatus ?? "ACTIVE",
  };
  if (mayReceiveVerification(sources)) return undefined;
  const status = organisationUserStatus(sources);
  const key = status === "VERIFIED" || status === "SSO" ? "alreadyVerified" : "notReachable";
  return fieldFailure("recipients", PROVIDER_MESSAGES.say(key, { email: recipient.person.email }));
};

const deliveryFor = (
  deps: SendVerificationDeps,
  provider: ProviderRecord,
  recipient: Recipient,
  expiresAt: Date,
): VerificationDelivery => {
  const token = deps.secrets.randomToken(32);
  const userId = recipient.existing?.userId ?? deps.ids.next();
  const { person } = recipient;
  return {
    mailId: deps.ids.next(),
    kind: recipient.kind,
    contactId: recipient.contactId,
    email: person.email,
    fullName: `${person.firstName} ${person.lastName}`.trim(),
    roleName: recipient.role.name,
    newUser: recipient.existing
      ? null
      : { firstName: person.firstName, lastName: person.lastName, phone: person.phone },
    userId,
    membership:
      recipient.existing?.membershipStatus != null
        ? null
        : { id: deps.ids.next(), roleId: recipient.role.id },
    secret: { id: deps.ids.next(), hash: deps.secrets.sha256(token), expiresAt },
    mail: verificationMail(person.email, {
      providerName: provider.name,
      firstName: person.firstName,
      roleName: recipient.role.name,
      link: verificationLink(deps.publicUrl, person.email, token),
    }),
  };
};

const send = async (
  deps: SendVerificationDeps,
  actor: Actor,
  provider: ProviderRecord,
  requestId: string,
  recipients: readonly Recipient[],
): Promise<VerificationOutcome> => {
  if (recipients.length === 0) throw fieldFailure("recipients", PROVIDER_MESSAGES.say("chooseRecipients"));
  for (const recipient of recipients) {
    const refused = refusal(recipient);
    if (refused) throw refused;
  }
  const now = deps.clock.now();
  const expiresAt = new Date(now.getTime() + VERIFICATION_LINK_DAYS * 24 * 3600 * 1000);
  const recorded = await deps.providerContacts.recordVerification({
    organizationId: provider.id,
    requestId,
    sentBy: actor.userId,
    sentAt: now,
    deliveries: recipients.map((recipient) => deliveryFor(deps, provider, recipient, expiresAt)),
  });
  return recorded ? { sent: recipients.length, repeated: false } : { sent: 0, repeated: true };
};

const requireRole = (roles: readonly RoleOption[], roleId: string | undefined): RoleOption => {
  const role = roles.find((candidate) => candidate.id === roleId);
  if (!role) throw fieldFailure("roleId", PROVIDER_MESSAGES.say("roleNotFound"));
  return role;
};

/**
 * POST /verification: the chosen contacts each get a verification e-mail; a contact without an account gets one
 * (status VERIFICATION) and a membership with the chosen role. Accounts, memberships, tokens, the mail log and
 * the outbox are written together, and a repeated request id writes nothing, so neither a crash nor a retry
 * sends an e-mail twice.
 */
export const sendVerification = async (
  deps: SendVerificationDeps,
  actor: Actor,
  input: VerificationInput,
): Promise<VerificationOutcome> => {
  assertCanManageProviders(actor, "contactInfoVerify");
  const provider = await requireProvider(deps, input.organizationId);
  const contacts = await deps.providerContacts.listContacts(provider.id);
  const chosen = [...new Set(input.contactIds)].map((id) => {
    const contact = contacts.find((candidate) => candidate.id === id);
    if (!contact) throw fieldFailure("contactIds", PROVIDER_MESSAGES.say("contactNotFound"));
    return contact;
  });
  const role = requireRole(await deps.providerContacts.roles(provider.id, false), input.roleId);
  const people = await deps.providerContacts.peopleByEmail(
    provider.id,
    chosen.map((contact) => contact.email),
  );
  return send(
    deps,
    actor,
    provider,
    input.requestId,
    chosen.map((contact) => ({
      kind: "CONTACT",
      contactId: contact.id,
      person: contact,
      existing: people.find((person) => person.email === contact.email),
      role,
    })),
  );
};

/**
 * POST /nonVerifiedUser: sends the verification e-mail again to members still not verified (each keeps their
 * role), and/or adds one more person with a role and sends to them.
 */
export const sendToNonVerifiedUsers = async (
  deps: SendVerificationDeps,
  actor: Actor,
  input: NonVerifiedUserInput,
): Promise<VerificationOutcome> => {
  assertCanManageProviders(actor, "contactInfoResend");
  const provider = await requireProvider(deps, input.organizationId);
  const userIds = [...new Set(input.userIds ?? [])];
  const members = await deps.providerContacts.peopleById(provider.id, userIds);
  const again: Recipient[] = userIds.map((userId) => {
    const member = members.find((candidate) => candidate.userId === userId);
    if (!member || member.membershipStatus === null)
      throw fieldFailure("userIds", PROVIDER_MESSAGES.say("userNotFound"));
    return {
      kind: "USER",
      contactId: null,
      person: {
        firstName: member.firstName,
        lastName: member.lastName,
        email: member.email,
        phone: null,
        title: null,
      },
      existing: member,
      role: { id: "", name: member.roleName ?? "" },
    };
  });
  const added: Recipient[] = [];
  if (input.newUser) {
    const person = contactFields(input.newUser);
    const role = requireRole(await deps.providerContacts.roles(provider.id, false), input.roleId);
    const [existing] = await deps.providerContacts.peopleByEmail(provider.id, [person.email]);
    added.push({ kind: "USER", contactId: null, person, existing, role });
  }
  // A person named twice (chosen in the list and typed in again) gets one e-mail.
  const recipients = [...again, ...added].filter(
    (recipient, index, all) =>
      all.findIndex((other) => other.person.email === recipient.person.email) === index,
  );
  return send(deps, actor, provider, input.requestId, recipients);
};
