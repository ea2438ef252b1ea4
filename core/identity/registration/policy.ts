import type { Actor } from "../../access/actor.ts";
import { allows, type AccessRule } from "../../access/rule.ts";
import { Forbidden } from "../../shared/errors.ts";
import { COMMON_MESSAGES } from "../../shared/messages/common-messages.ts";
import { messageSet } from "../../shared/messages/message.ts";
import { ADMINISTRATION_PERMISSION } from "../../organisations/roles/administration.ts";

/** The side of the administration routes: /supplier/... or /provider/... */
export type RegistrationSide = "supplier" | "provider";

/** An organisation's administrators (its *_ManageUsers holders) run its self-registration, for their own organisation only. */
const ADMINISTRATORS = {
  supplier: { userTypes: ["SUPP"], permissions: [ADMINISTRATION_PERMISSION.SUPPLIER] },
  provider: { userTypes: ["PROV"], permissions: [ADMINISTRATION_PERMISSION.PROVIDER] },
} as const satisfies Record<RegistrationSide, AccessRule>;

/**
 * Who may do each self-registration administration operation. The public calls (sign-up, verification, the
 * organisation of a link) need no rule: the link token is their only key.
 */
export const REGISTRATION_POLICY = {
  supplierViewLink: ADMINISTRATORS.supplier,
  supplierChangeLink: ADMINISTRATORS.supplier,
  supplierListRegistrations: ADMINISTRATORS.supplier,
  supplierDecideRegistration: ADMINISTRATORS.supplier,
  providerViewLink: ADMINISTRATORS.provider,
  providerChangeLink: ADMINISTRATORS.provider,
  providerListRegistrations: ADMINISTRATORS.provider,
  providerDecideRegistration: ADMINISTRATORS.provider,
} as const satisfies Record<string, AccessRule>;

export type RegistrationOperation = keyof typeof REGISTRATION_POLICY;

type Action = "ViewLink" | "ChangeLink" | "ListRegistrations" | "DecideRegistration";

/** The policy entry of an action on one side. */
export const registrationOperation = (side: RegistrationSide, action: Action): RegistrationOperation =>
  `${side}${action}`;

/** Refuses unless the actor meets the operation's rule. */
export const assertCanAdministerRegistrations = (actor: Actor, operation: RegistrationOperation): void => {
  if (!allows(actor, REGISTRATION_POLICY[operation]))
    throw new Forbidden(COMMON_MESSAGES.say("noPermission"));
};

/**
 * What the registration flow says. The link's refusal is one message for a wrong, rotated, expired or turned
 * off link: telling them apart would only help someone guessing tokens.
 */
export const REGISTRATION_MESSAGES = messageSet("registration", {
  invalidLink:
    "This registration link is not valid. It may have expired or been replaced. Ask the organization for a new link.",
  signedUp: "Thank you for registering. Check your e-mail for what to do next.",
  invalidCode: "The verification code is not valid or has expired. Request a new one.",
  emailNotVerified:
    "Verify your e-mail address before signing in. Use the link or code we sent you, or request a new one.",
  approvalPending: "Your registration with {organization} is waiting for an administrator's approval.",
  notPending: "This registration is no longer waiting for a decision.",
  registrationNotFound: "Registration not found",
  approved: "Registration approved",
  rejected: "Registration rejected",
  linkCreated: "Registration link created",
  linkTurnedOff: "Registration link turned off",
  expiryDays: "Enter a whole number of days from 1 to {max}",
});

export const REGISTRATION = REGISTRATION_MESSAGES;
