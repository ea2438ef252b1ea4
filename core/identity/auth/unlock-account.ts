import { isValidEmail, validateField } from "../../shared/validation/rules.ts";
import { VALIDATION } from "../../shared/validation/messages.ts";
import { fieldFailure, ValidationFailed } from "../../shared/errors.ts";
import type { Clock, IdGenerator } from "../../shared/ports.ts";
import { AUTH, AUTH_MESSAGES, AUTH_POLICY } from "./policy.ts";
import type { AccountStore, OneTimeSecretStore, PasswordHasher, Secrets } from "./ports.ts";
import { setPasswordEndingSessions, type PasswordChangeWork } from "./set-password.ts";

/**
 * Unlock and password reset share one flow (userlock → userlockotp → restoreuser):
 * 1. a six-digit code goes to the account's e-mail through the outbox;
 * 2. the right code buys a short-lived reset token (single use; five wrong codes spend the code);
 * 3. the reset token and a new password unlock the account and end every other session; spending the token,
 *    setting the password and ending the sessions are one unit of work, kept together or not at all.
 * Step 1 answers the same for unknown e-mails so it cannot be used to find accounts.
 */
export interface UnlockDeps {
  readonly accounts: AccountStore;
  readonly oneTimeSecrets: OneTimeSecretStore;
  readonly secrets: Secrets;
  readonly clock: Clock;
  readonly ids: IdGenerator;
}

const requireEmail = (email: string): string => {
  const trimmed = email.trim().toLowerCase();
  if (!isValidEmail(trimmed)) throw fieldFailure("email", VALIDATION.say("email"));
  return trimmed;
};

const expiry = (clock: Clock, seconds: number) => new Date(clock.now().getTime() + seconds * 1000);

export const requestUnlockCode = async (deps: UnlockDeps, emailInput: string): Promise<string> => {
  const email = requireEmail(emailInput);
  const user = await deps.accounts.findUserByEmail(email);
  if (!user || user.status === "DEACTIVATED") return AUTH_MESSAGES.codeSent;
  const code = deps.secrets.numericCode(AUTH_POLICY.unlockCodeDigits);
  const minutes = AUTH_POLICY.unlockCodeTtlSeconds / 60;
  await deps.oneTimeSecrets.issueSecret(
    {
      id: deps.ids.next(),
      userId: user.id,
      purpose: "UNLOCK",
      secretHash: deps.secrets.sha256(code),
      expiresAt: expiry(deps.clock, AUTH_POLICY.unlockCodeTtlSeconds),
    },
    {
      to: user.email,
      subject: "Your NotiSphere verification code",
      text:
        `Hello ${user.firstName},\n\nYour verification code is ${code}. It is valid for ${minutes} minutes and can be used once.\n\n` +
        `If you did not ask for it, you can ignore this e-mail; your password has not changed.`,
    },
  );
  return AUTH_MESSAGES.codeSent;
};

export const verifyUnlockCode = async (
  deps: UnlockDeps,
  emailInput: string,
  codeInput: string,
): Promise<{ reset_token: string }> => {
  const email = requireEmail(emailInput);
  const code = codeInput.trim();
  const invalid = fieldFailure("code", AUTH.say("invalidCode"));
  if (!/^\d{6}$/.test(code)) throw invalid;
  const user = await deps.accounts.findUserByEmail(email);
  if (!user || user.status === "DEACTIVATED") throw invalid;
  const result = await deps.oneTimeSecrets.consumeSecret(
    user.id,
    "UNLOCK",
    deps.secrets.sha256(code),
    deps.clock.now(),
    AUTH_POLICY.unlockCodeMaxAttempts,
  );
  if (result !== "ok") throw invalid;
  const resetToken = deps.secrets.randomToken(32);
  await deps.oneTimeSecrets.issueSecret({
    id: deps.ids.next(),
    userId: user.id,
    purpose: "RESET",
    secretHash: deps.secrets.sha256(resetToken),
    expiresAt: expiry(deps.clock, AUTH_POLICY.resetTokenTtlSeconds),
  });
  return { reset_token: resetToken };
};

export const restoreUser = async (
  deps: UnlockDeps & { readonly hasher: PasswordHasher; readonly unitOfWork: PasswordChangeWork },
  input: { email: string; resetToken: string; password: string; confirmPassword?: string },
): Promise<string> => {
  const email = requireEmail(input.email);
  const passwordError = validateField(input.password, "required|verify_password");
  if (passwordError) throw fieldFailure("password", passwordError);
  if (input.confirmPassword !== undefined && input.confirmPassword !== input.password)
    throw fieldFailure("confirm_password", VALIDATION.say("confirmed"));
  const invalid = new ValidationFailed({
    ...AUTH.say("invalidResetToken"),
    fields: [{ field: "reset_token", ...AUTH.say("invalidResetToken") }],
  });
  const user = await deps.accounts.findUserByEmail(email);
  // A reset token issued before an administrator deactivated the account must not reactivate it.
  if (!user || user.status === "DEACTIVATED" || input.resetToken.trim() === "") throw invalid;
  const result = await deps.unitOfWork.run(async (stores) => {
    const spent = await stores.oneTimeSecrets.consumeSecret(
      user.id,
      "RESET",
      deps.secrets.sha256(input.resetToken.trim()),
      deps.clock.now(),
      1,
    );
    // A refused token is answered after the unit of work, so the attempt it spent is kept.
    if (spent !== "ok") return spent;
    const passwordHash = await deps.hasher.hash(input.password);
    await setPasswordEndingSessions(stores, user.id, passwordHash, deps.clock.now());
    return spent;
  });
  if (result !== "ok") throw invalid;
  return AUTH_MESSAGES.passwordRestored;
};
