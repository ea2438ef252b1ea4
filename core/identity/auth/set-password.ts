import type { UnitOfWork } from "../../shared/unit-of-work.ts";
import type { AccountStore, OneTimeSecretStore, SessionStore } from "./ports.ts";

/** The stores a password change writes together: the account, its sessions, and (for a reset) the spent token. */
export interface PasswordChangeStores {
  readonly accounts: AccountStore;
  readonly sessions: SessionStore;
  readonly oneTimeSecrets: OneTimeSecretStore;
}

export type PasswordChangeWork = UnitOfWork<PasswordChangeStores>;

/**
 * A new password unlocks and verifies the account and ends every session of the user, so whoever held an old
 * session must sign in with it. Call inside a unit of work: the password and the revocations are kept together.
 */
export const setPasswordEndingSessions = async (
  stores: Pick<PasswordChangeStores, "accounts" | "sessions">,
  userId: string,
  passwordHash: string,
  now: Date,
): Promise<void> => {
  await stores.accounts.setPassword(userId, passwordHash, now);
  await stores.sessions.revokeAllSessions(userId, now);
};
