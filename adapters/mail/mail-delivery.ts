import type { Transporter } from "nodemailer";
import type { MikroORM } from "@mikro-orm/postgresql";
import { MailOutbox } from "../db/entities.ts";

export interface MailDeliveryOptions {
  /** nodemailer transport, or undefined when no SMTP server is configured (mail is then kept for the dev mailbox). */
  readonly transport: Transporter | undefined;
  readonly from: string;
}

/**
 * Delivers one outbox row. Runs as a pg-boss job, so it may run again after a crash: a row already SENT is
 * skipped, and the Message-ID is derived from the row id so a receiving server can drop a duplicate sent in
 * the short window between SMTP acceptance and our commit (PERFORMANCE.md §10).
 */
export const deliverOutboxMail = async (
  orm: MikroORM,
  outboxId: string,
  options: MailDeliveryOptions,
): Promise<void> => {
  const em = orm.em.fork();
  const mail = await em.findOne(MailOutbox, { id: outboxId });
  if (!mail || mail.status === "SENT" || mail.status === "KEPT") return;
  if (!options.transport) {
    await em.nativeUpdate(MailOutbox, { id: outboxId }, { status: "KEPT" });
    return;
  }
  await em.nativeUpdate(MailOutbox, { id: outboxId }, { status: "SENDING", attempts: mail.attempts + 1 });
  try {
    const info = await options.transport.sendMail({
      from: options.from,
      to: mail.toAddress,
      subject: mail.subject,
      text: mail.textBody,
      ...(mail.htmlBody ? { html: mail.htmlBody } : {}),
      messageId: `<${outboxId}@notisphere.mail>`,
    });
    await em.nativeUpdate(
      MailOutbox,
      { id: outboxId },
      { status: "SENT", sentAt: new Date(), providerMessageId: String(info.messageId ?? "") },
    );
  } catch (error) {
    await em.nativeUpdate(
      MailOutbox,
      { id: outboxId },
      { status: "PENDING", lastError: String((error as Error).message ?? error) },
    );
    throw error; // pg-boss retries with backoff
  }
};
