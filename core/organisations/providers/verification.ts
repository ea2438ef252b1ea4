import { invitationLink } from "../users/invitation-mail.ts";
import { Schema } from "effect";
import type { OutgoingMail } from "../../shared/ports.ts";
import { ContactInput } from "./contacts.ts";

/** How long the link in a verification e-mail works. A week gives a busy hospital administrator time to act. */
export const VERIFICATION_LINK_DAYS = 7;

const RequestId = Schema.String.pipe(
  Schema.check(
    Schema.makeFilter((s: string) =>
      /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(s)
        ? true
        : "Send a new request id",
    ),
  ),
).annotate({
  description:
    "A UUID the client makes once per Send click. Sending again with the same id (a retry after a lost answer) sends nothing new.",
});

/** POST /verification: e-mail the chosen contacts, each becoming a member with the chosen role. */
export const VerificationInput = Schema.Struct({
  organizationId: Schema.String,
  requestId: RequestId,
  contactIds: Schema.Array(Schema.String),
  roleId: Schema.String,
}).annotate({ identifier: "VerificationInput" });
export type VerificationInput = typeof VerificationInput.Type;

/** POST /nonVerifiedUser: send again to members still not verified, or add one more person and send to them. */
export const NonVerifiedUserInput = Schema.Struct({
  organizationId: Schema.String,
  requestId: RequestId,
  userIds: Schema.optional(Schema.Array(Schema.String)),
  newUser: Schema.optional(ContactInput),
  roleId: Schema.optional(Schema.String),
}).annotate({ identifier: "NonVerifiedUserInput" });
export type NonVerifiedUserInput = typeof NonVerifiedUserInput.Type;

export interface VerificationMailParts {
  readonly providerName: string;
  readonly firstName: string;
  readonly roleName: string;
  readonly link: string;
}

/** Placeholders the template preview shows where each recipient's own values go. */
export const PREVIEW_PLACEHOLDERS = {
  firstName: "[first name]",
  link: "[verification link]",
  roleName: "[role]",
} as const;

/**
 * The welcome and verification e-mail a health system's people receive. The same function renders the preview of
 * GET /emailTemplate/{id} (with placeholders) and the mails POST /verification sends, so the operator reads what
 * is sent.
 */
export const verificationMail = (to: string, parts: VerificationMailParts): OutgoingMail => ({
  to,
  subject: `Welcome to NotiSphere: verify your email for ${parts.providerName}`,
  text:
    `Hello ${parts.firstName},\n\n` +
    `${parts.providerName} now receives product recalls and supply advisories through NotiSphere, and you have been ` +
    `added as ${parts.roleName}.\n\n` +
    `Verify your email address and choose your password here:\n${parts.link}\n\n` +
    `The link works for ${VERIFICATION_LINK_DAYS} days and only once. If you were not expecting this email, ` +
    `you can ignore it and no account will be used.\n\n` +
    `The NotiSphere team`,
});

/**
 * The link in the e-mail. A contact the operator e-mails has no password yet, so the link is an invitation
 * (one-time INVITE secret): the set-password page, which also marks the e-mail verified
 * (core/organisations/users/accept-invitation.ts). Self-registered people, who chose a password, verify with
 * a code on /verify-email instead.
 */
export const verificationLink = invitationLink;
