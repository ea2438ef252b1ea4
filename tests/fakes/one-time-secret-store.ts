import type { OneTimeSecretStore } from "#core/identity/auth/ports.ts";
import type { FakeIdentityData } from "./identity-data.ts";

/**
 * In-memory OneTimeSecretStore with the contract of adapters/db/identity/one-time-secret-repository.ts:
 * issueSecret replaces older unused secrets of the purpose and "sends" the mail; consumeSecret counts attempts
 * and spends the secret on success or on the last allowed attempt.
 */
export const createFakeOneTimeSecretStore = (data: FakeIdentityData): OneTimeSecretStore => ({
  async issueSecret(secret, mail) {
    const at = data.now();
    data.secrets.forEach((s, index) => {
      if (s.userId === secret.userId && s.purpose === secret.purpose && s.usedAt === null)
        data.secrets[index] = { ...s, usedAt: at };
    });
    data.secrets.push({ ...secret, attempts: 0, usedAt: null, sequence: data.nextSequence() });
    if (mail) data.outbox.push(mail);
  },
  async consumeSecret(userId, purpose, secretHash, at, maxAttempts) {
    const live = data.secrets
      .filter((s) => s.userId === userId && s.purpose === purpose && s.usedAt === null && s.expiresAt > at)
      .sort((a, b) => b.sequence - a.sequence)[0];
    if (!live) return "invalid";
    const index = data.secrets.indexOf(live);
    const attempts = live.attempts + 1;
    if (live.secretHash === secretHash) {
      data.secrets[index] = { ...live, attempts, usedAt: at };
      return "ok";
    }
    const spent = attempts >= maxAttempts;
    data.secrets[index] = { ...live, attempts, usedAt: spent ? at : null };
    return spent ? "exhausted" : "invalid";
  },
});
