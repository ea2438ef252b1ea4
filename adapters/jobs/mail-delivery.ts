import type { Transporter } from "nodemailer";
import type { MikroORM } from "@mikro-orm/postgresql";
import { createMailOutboxRepository } from "../db/platform/mail-outbox-repository.ts";
import { QUEUES, type JobQueue } from "./job-queue.ts";

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
  const outbox = createMailOutboxRepository(orm.em.fork());
  const mail = await outbox.find(outboxId);
  if (!mail || mail.status === "SENT" || mail.status === "KEPT") return;
  if (!options.transport) {
    await outbox.markKept(outboxId);
    return;
  }
  await outbox.markSending(outboxId, mail.attempts + 1);
  try {
    const info = await options.transport.sendMail({
      from: options.from,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      ...(mail.html ? { html: mail.html } : {}),
      messageId: `<${outboxId}@notisphere.mail>`,
    });
    await outbox.markSent(outboxId, new Date(), String(info.messageId ?? ""));
  } catch (error) {
    await outbox.markFailed(outboxId, String((error as Error).message ?? error));
    throw error; // pg-boss retries with backoff
  }
};

/** The queue's worker for outbox mail; the composition root hands in the SMTP transport. */
export const startMailDeliveryWorker = async (
  jobs: JobQueue,
  orm: MikroORM,
  options: MailDeliveryOptions,
): Promise<void> => {
  await jobs.work<{ outboxId: string }>(
    QUEUES.mailDeliver,
    { batchSize: 10, pollingIntervalSeconds: 0.5 },
    async (batch) => {
      for (const job of batch) await deliverOutboxMail(orm, job.data.outboxId, options);
    },
  );
};
