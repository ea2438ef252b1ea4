import type { EntityManager } from "@mikro-orm/postgresql";
import type { MailOutboxStore } from "#core/platform/mail/ports.ts";
import { MailOutbox } from "./entities/index.ts";

/** The outbox as the delivery job sees it: direct updates, so a crash between two of them leaves a known state. */
export const createMailOutboxRepository = (em: EntityManager): MailOutboxStore => ({
  async find(id) {
    const mail = await em.findOne(MailOutbox, { id });
    if (!mail) return undefined;
    return {
      id: mail.id,
      to: mail.toAddress,
      subject: mail.subject,
      text: mail.textBody,
      html: mail.htmlBody ?? null,
      status: mail.status,
      attempts: mail.attempts,
    };
  },
  async markKept(id) {
    await em.nativeUpdate(MailOutbox, { id }, { status: "KEPT" });
  },
  async markSending(id, attempts) {
    await em.nativeUpdate(MailOutbox, { id }, { status: "SENDING", attempts });
  },
  async markSent(id, sentAt, providerMessageId) {
    await em.nativeUpdate(MailOutbox, { id }, { status: "SENT", sentAt, providerMessageId });
  },
  async markFailed(id, error) {
    await em.nativeUpdate(MailOutbox, { id }, { status: "PENDING", lastError: error });
  },
});
