import { AccountLocked, Forbidden, Unauthenticated, ValidationFailed } from "../../shared/errors.ts";
import { chooseMembership, type LoginAs, type LoginOption } from "./choose-membership.ts";
import { issueSession, type SessionDeps, type TokenPair } from "./issue-session.ts";
import { AUTH, AUTH_POLICY } from "./policy.ts";
import type { MembershipDirectory } from "../../organisations/memberships/ports.ts";
import type { AccountStore, PasswordHasher } from "./ports.ts";
import { REGISTRATION } from "../registration/policy.ts";
import type { RegistrationStore } from "../registration/ports.ts";
import { awaitsEmailVerification } from "../registration/transitions.ts";

export interface SignInRequest {
  readonly clientId: string;
  readonly email: string;
  readonly password: string;
  readonly loginAs?: LoginAs;
}

export type SignInResult =
  | { readonly kind: "tokens"; readonly tokens: TokenPair }
  | { readonly kind: "login_as_required"; readonly options: readonly LoginOption[] };

/**
 * Password sign-in. Unknown e-mail and wrong password answer the same words; a hash is still verified for an
 * unknown e-mail so timing does not reveal which accounts exist. The fifth failure locks the account.
 */
export const signIn = async (
  deps: SessionDeps & {
    readonly accounts: AccountStore;
    readonly memberships: MembershipDirectory;
    readonly hasher: PasswordHasher;
    readonly dummyHash: string;
    /** Self-registration: says why a registered person with no active membership cannot sign in yet. */
    readonly registrations?: Pick<RegistrationStore, "pendingOrganizationNames">;
  },
  request: SignInRequest,
): Promise<SignInResult> => {
  if (request.clientId !== AUTH_POLICY.clientId) throw new Unauthenticated(AUTH.say("unknownClient"));
  const user = await deps.accounts.findUserByEmail(request.email.trim().toLowerCase());
  const passwordOk = await deps.hasher.verify(user?.passwordHash ?? deps.dummyHash, request.password);
  if (!user || !user.passwordHash) throw new Unauthenticated(AUTH.say("invalidCredentials"));
  // Deactivation is an administrator's decision: failures are not counted (no lock, so no unlock path back in).
  if (user.status === "DEACTIVATED") {
    if (!passwordOk) throw new Unauthenticated(AUTH.say("invalidCredentials"));
    throw new Forbidden(AUTH.say("deactivated"));
  }
  if (user.status === "LOCKED") throw new AccountLocked(AUTH.say("locked"));
  if (!passwordOk) {
    const { locked } = await deps.accounts.recordFailedLogin(
      user.id,
      AUTH_POLICY.maxFailedLogins,
      deps.clock.now(),
    );
    if (locked) throw new AccountLocked(AUTH.say("locked"));
    throw new Unauthenticated(AUTH.say("invalidCredentials"));
  }
  if (user.failedLoginCount > 0) await deps.accounts.resetFailedLogins(user.id);
  // Told only after the right password, so these answers reveal nothing to someone guessing.
  if (awaitsEmailVerification(user)) throw new Forbidden(REGISTRATION.say("emailNotVerified"));
  const choice = chooseMembership(await deps.memberships.listMemberships(user.id), request.loginAs);
  switch (choice.kind) {
    case "none": {
      const [pending] = (await deps.registrations?.pendingOrganizationNames(user.id)) ?? [];
      if (pending) throw new Forbidden(REGISTRATION.say("approvalPending", { organization: pending }));
      throw new Forbidden(AUTH.say("noMembership"));
    }
    case "not_member":
      throw new ValidationFailed({
        ...AUTH.say("notMember"),
        fields: [{ field: "login_as_org_id", ...AUTH.say("notMember") }],
      });
    case "login_as_required":
      return { kind: "login_as_required", options: choice.options };
    case "chosen": {
      const sessionId = deps.ids.next();
      await deps.sessions.createSession({ id: sessionId, userId: user.id, createdAt: deps.clock.now() });
      return { kind: "tokens", tokens: await issueSession(deps, user.id, choice.membership, sessionId) };
    }
  }
};
