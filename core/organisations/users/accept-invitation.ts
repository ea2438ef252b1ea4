import type { AccountStore, PasswordHasher, Secrets } from "../../identity/auth/ports.ts";
import { setPasswordEndingSessions, type PasswordChangeWork } from "../../identity/auth/set-password.ts";
import { fieldFailure, ValidationFailed } from "../../shared/errors.ts";
import type { Clock } from "../../shared/ports.ts";
import { VALIDATION } from "../../shared/validation/messages.ts";
import { validateField } from "../../shared/validation/rules.ts";
import { USER_ADMINISTRATION_MESSAGES as SAY } from "./messages.ts";
import type { AcceptInvitationInput } from "./user-administration.ts";

/**
 * A few wrong tokens are forgiven (a mistyped link); after that the invitation is spent, so nobody can guess
 * at it, and an administrator sends a new one. The route is rate-limited as well.
 */
export const INVITATION_MAX_ATTEMPTS = 5;

/**
 * Following the invitation link: the token (single use, unexpired) and a new password set the password and
 * mark the account VERIFIED; spending the token and setting the password are one unit of work.
 */
export const acceptInvitation = async (
  deps: {
    readonly accounts: AccountStore;
    readonly unitOfWork: PasswordChangeWork;
    readonly hasher: PasswordHasher;
    readonly secrets: Pick<Secrets, "sha256">;
    readonly clock: Clock;
  },
  input: AcceptInvitationInput,
): Promise<string> => {
  const passwordError = validateField(input.password, "required|verify_password");
  if (passwordError) throw fieldFailure("password", passwordError);
  if (input.confirm_password !== undefined && input.confirm_password !== input.password)
    throw fieldFailure("confirm_password", VALIDATION.say("confirmed"));
  const invalid = new ValidationFailed({
    ...SAY.say("invitationInvalid"),
    fields: [{ field: "token", ...SAY.say("invitationInvalid") }],
  });
  const token = input.token.trim();
  const user = await deps.accounts.findUserByEmail(input.email.trim().toLowerCase());
  if (!user || user.status === "DEACTIVATED" || token === "") throw invalid;
  const passwordHash = await deps.hasher.hash(input.password);
  const result = await deps.unitOfWork.run(async (stores) => {
    const spent = await stores.oneTimeSecrets.consumeSecret(
      user.id,
      "INVITE",
      deps.secrets.sha256(token),
      deps.clock.now(),
      INVITATION_MAX_ATTEMPTS,
    );
    // A refused token is answered after the unit of work, so the attempt it spent is kept.
    if (spent === "ok") await setPasswordEndingSessions(stores, user.id, passwordHash, deps.clock.now());
    return spent;
  });
  if (result !== "ok") throw invalid;
  return SAY.say("invitationAccepted").message;
};
