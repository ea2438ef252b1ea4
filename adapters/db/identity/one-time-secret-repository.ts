import { LockMode } from "@mikro-orm/core";
import type { EntityManager } from "@mikro-orm/postgresql";
import type { ConsumeSecretResult, OneTimeSecretStore } from "#core/identity/auth/ports.ts";
import { writeOutboxMail, type MailJobSender } from "../outbox.ts";
import { OneTimeSecret } from "./entities/index.ts";

/** The OneTimeSecretStore port on PostgreSQL; each call is its own transaction (nested in a unit of work). */
export const createOneTimeSecretRepository = (
  em: EntityManager,
  sendMailJob: MailJobSender,
): OneTimeSecretStore => ({
  async issueSecret(secret, mail) {
    await em.transactional(async (tx) => {
      await tx.nativeUpdate(
        OneTimeSecret,
        { userId: secret.userId, purpose: secret.purpose, usedAt: null },
        { usedAt: new Date() },
      );
      await tx.insert(OneTimeSecret, { ...secret, attempts: 0, usedAt: null, createdAt: new Date() });
      if (mail) await writeOutboxMail(tx, mail, sendMailJob);
    });
  },

  async consumeSecret(userId, purpose, secretHash, now, maxAttempts): Promise<ConsumeSecretResult> {
    return em.transactional(async (tx) => {
      const live = await tx.findOne(
        OneTimeSecret,
        { userId, purpose, usedAt: null, expiresAt: { $gt: now } },
        { orderBy: { createdAt: "desc" }, lockMode: LockMode.PESSIMISTIC_WRITE },
      );
      if (!live) return "invalid";
      const attempts = live.attempts + 1;
      if (live.secretHash === secretHash) {
        await tx.nativeUpdate(OneTimeSecret, { id: live.id }, { attempts, usedAt: now });
        return "ok";
      }
      // A wrong guess spends an attempt; the last allowed wrong guess spends the code itself.
      await tx.nativeUpdate(
        OneTimeSecret,
        { id: live.id },
        attempts >= maxAttempts ? { attempts, usedAt: now } : { attempts },
      );
      return attempts >= maxAttempts ? "exhausted" : "invalid";
    });
  },
});
