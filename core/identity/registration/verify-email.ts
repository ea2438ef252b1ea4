import { Schema } from "effect";
import { fieldFailure, ValidationFailed } from "../../shared/errors.ts";
import { isValidEmail } from "../../shared/validation/rules.ts";
import { VALIDATION } from "../../shared/validation/messages.ts";
import { REGISTRATION } from "./policy.ts";
import { statusAfterVerification } from "./transitions.ts";
import type { SignUpDeps } from "./sign-up.ts";
import { verificationMail, VERIFY_EMAIL_POLICY } from "./verification-mail.ts";

/**
 * POST /auth/userdata: the e-mail verification step. With `verification_code` it checks the code and
 * verifies the address; with `resend: true` it mails a new code. `session` is accepted for the original
 * client's shape and not used: the code alone proves the address.
 */
export const UserDataInput = Schema.Struct({
  email: Schema.String,
  verification_code: Schema.optional(Schema.String),
  resend: Schema.optional(Schema.Boolean),
  session: Schema.optional(Schema.String),
}).annotate({ identifier: "UserDataRequest" });
export type UserDataInput = typeof UserDataInput.Type;

type VerifyDeps = Omit<SignUpDeps, "hasher">;

const requireEmail = (raw: string): string => {
  const email = raw.trim().toLowerCase();
  if (!isValidEmail(email)) throw fieldFailure("email", VALIDATION.say("email"));
  return email;
};

/**
 * Checks the code and marks the account VERIFIED, in one unit of work with spending the code. Unknown
 * addresses, accounts not waiting for verification and wrong codes all get the same answer.
 */
export const verifyEmail = async (deps: VerifyDeps, emailInput: string, codeInput: string) => {
  const email = requireEmail(emailInput);
  const code = codeInput.trim();
  const invalid = new ValidationFailed({
    ...REGISTRATION.say("invalidCode"),
    fields: [{ field: "verification_code", ...REGISTRATION.say("invalidCode") }],
  });
  if (!/^\d{6}$/.test(code)) throw invalid;
  const account = await deps.registrations.findAccount(email);
  // Only an account waiting for verification has anything to verify.
  if (!account || statusAfterVerification(account.status) === account.status) throw invalid;
  const result = await deps.unitOfWork.run(async (stores) => {
    const spent = await stores.oneTimeSecrets.consumeSecret(
      account.id,
      "VERIFY_EMAIL",
      deps.secrets.sha256(code),
      deps.clock.now(),
      VERIFY_EMAIL_POLICY.maxAttempts,
    );
    // A wrong code is answered after the unit of work, so the attempt it spent is kept.
    if (spent === "ok") await stores.registrations.markEmailVerified(account.id);
    return spent;
  });
  if (result !== "ok") throw invalid;
  return { verified: true as const };
};

/**
 * A new code for an account waiting for verification. Answers the same for every address, so it tells
 * nobody which addresses have registered.
 */
export const resendVerification = async (deps: VerifyDeps, emailInput: string) => {
  const email = requireEmail(emailInput);
  const account = await deps.registrations.findAccount(email);
  if (!account || account.status !== "VERIFICATION" || !account.hasPassword)
    return { verified: false as const };
  const code = deps.secrets.numericCode(VERIFY_EMAIL_POLICY.codeDigits);
  await deps.oneTimeSecrets.issueSecret(
    {
      id: deps.ids.next(),
      userId: account.id,
      purpose: "VERIFY_EMAIL",
      secretHash: deps.secrets.sha256(code),
      expiresAt: new Date(deps.clock.now().getTime() + VERIFY_EMAIL_POLICY.codeTtlSeconds * 1000),
    },
    verificationMail(deps.publicUrl, account, code, undefined),
  );
  return { verified: false as const };
};
