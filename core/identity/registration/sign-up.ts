import { Schema } from "effect";
import { ValidationFailed, type FieldError } from "../../shared/errors.ts";
import { validateField } from "../../shared/validation/rules.ts";
import { VALIDATION } from "../../shared/validation/messages.ts";
import { REQUEST_MESSAGES } from "../../shared/messages/common-messages.ts";
import type { Clock, IdGenerator } from "../../shared/ports.ts";
import type { UnitOfWork } from "../../shared/unit-of-work.ts";
import type { OneTimeSecretStore, PasswordHasher, Secrets } from "../auth/ports.ts";
import { organizationOfLink } from "./open-link.ts";
import type { RegistrationStore } from "./ports.ts";
import { REGISTRATION_ROLE, offersRegistration } from "./transitions.ts";
import { existingAccountMail, verificationMail, VERIFY_EMAIL_POLICY } from "./verification-mail.ts";

/** POST /auth/SignUpUser: the registration form, sent with the link's token. */
export const SignUpInput = Schema.Struct({
  selfregistrationlink: Schema.String,
  first_name: Schema.String,
  last_name: Schema.String,
  email: Schema.String,
  password: Schema.String,
  confirm_password: Schema.optional(Schema.String),
  phone_number: Schema.optional(Schema.NullOr(Schema.String)),
}).annotate({ identifier: "SignUpRequest" });
export type SignUpInput = typeof SignUpInput.Type;

export interface RegistrationWork {
  readonly registrations: RegistrationStore;
  readonly oneTimeSecrets: OneTimeSecretStore;
}

export interface SignUpDeps extends RegistrationWork {
  readonly unitOfWork: UnitOfWork<RegistrationWork>;
  readonly hasher: PasswordHasher;
  readonly secrets: Secrets;
  readonly clock: Clock;
  readonly ids: IdGenerator;
  readonly publicUrl: string;
}

const FIELD_RULES = {
  first_name: "required",
  last_name: "required",
  email: "required|email",
  password: "required|verify_password",
} as const;

/** The columns' lengths (app_user). */
const MAX_LENGTH = { first_name: 100, last_name: 100, email: 254, password: 200 } as const;

/** Every field's first problem at once, so the form marks them together. */
const fieldErrors = (input: SignUpInput): FieldError[] => {
  const errors: FieldError[] = [];
  for (const [field, rules] of Object.entries(FIELD_RULES)) {
    const value = input[field as keyof typeof FIELD_RULES];
    const message = validateField(field === "password" ? value : value.trim(), rules);
    const max = MAX_LENGTH[field as keyof typeof MAX_LENGTH];
    if (message) errors.push({ field, message });
    else if (value.trim().length > max)
      errors.push({ field, ...REQUEST_MESSAGES.say("maximumLength", { max }) });
  }
  if (input.confirm_password !== undefined && input.confirm_password !== input.password)
    errors.push({ field: "confirm_password", ...VALIDATION.say("confirmed") });
  const phone = input.phone_number?.trim() ?? "";
  const phoneError = phone === "" ? undefined : validateField(phone, "phoneNumber");
  if (phoneError) errors.push({ field: "phone_number", message: phoneError });
  return errors;
};

/**
 * Self-registration through an organisation's link. A new e-mail gets an account in VERIFICATION and a
 * PENDING membership with the organisation's least-privileged built-in role, and a verification code by
 * e-mail, all in one unit of work (the mail goes through the outbox with the change).
 *
 * An e-mail that already has an account gets no second account and no membership: the address's owner is
 * told by e-mail what to do, and the answer to the caller is exactly the one of a new registration, so the
 * form cannot be used to find out who has an account (the password is hashed either way, so the time does
 * not tell either). A refused link creates nothing.
 */
export const signUp = async (deps: SignUpDeps, input: SignUpInput): Promise<{ email: string }> => {
  const organization = await organizationOfLink(deps, input.selfregistrationlink);
  const errors = fieldErrors(input);
  const [first] = errors;
  if (first) throw new ValidationFailed({ message: first.message, fields: errors });
  const email = input.email.trim().toLowerCase();
  const passwordHash = await deps.hasher.hash(input.password);
  const existing = await deps.registrations.findAccount(email);
  if (existing) {
    await deps.registrations.sendMail(existingAccountMail(deps.publicUrl, existing, organization.name));
    return { email };
  }
  const roleName = offersRegistration(organization.type) ? REGISTRATION_ROLE[organization.type] : undefined;
  const roleId = roleName ? await deps.registrations.findRoleId(organization.id, roleName) : undefined;
  // The built-in role is part of every supplier and provider; without it there is nothing safe to give.
  if (!roleId) throw new Error(`${organization.name} has no built-in role ${roleName ?? "?"}`);
  const userId = deps.ids.next();
  const code = deps.secrets.numericCode(VERIFY_EMAIL_POLICY.codeDigits);
  const firstName = input.first_name.trim();
  const added = await deps.unitOfWork.run(async (stores) => {
    const fresh = await stores.registrations.addPendingRegistration({
      userId,
      membershipId: deps.ids.next(),
      organizationId: organization.id,
      roleId,
      email,
      passwordHash,
      firstName,
      lastName: input.last_name.trim(),
      phone: input.phone_number?.trim() || null,
    });
    if (!fresh) return false;
    await stores.oneTimeSecrets.issueSecret(
      {
        id: deps.ids.next(),
        userId,
        purpose: "VERIFY_EMAIL",
        secretHash: deps.secrets.sha256(code),
        expiresAt: new Date(deps.clock.now().getTime() + VERIFY_EMAIL_POLICY.codeTtlSeconds * 1000),
      },
      verificationMail(deps.publicUrl, { email, firstName }, code, organization.name),
    );
    return true;
  });
  // Lost a race with another sign-up of the same address: answered like any existing account.
  const winner = added ? undefined : await deps.registrations.findAccount(email);
  if (winner)
    await deps.registrations.sendMail(existingAccountMail(deps.publicUrl, winner, organization.name));
  return { email };
};
