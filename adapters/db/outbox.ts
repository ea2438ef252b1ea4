import type { EntityManager } from "@mikro-orm/postgresql";
import type { OutgoingMail } from "#core/shared/ports.ts";
import { MailOutbox } from "./entities.ts";
import { newId } from "./ids.ts";

/** Enqueues delivery of an outbox row inside the current transaction (wired to pg-boss by the composition root). */
export type MailJobSender = (transaction: EntityManager, outboxId: string) => Promise<void>;

/** Writes one e-mail to the outbox in the caller's transaction and enqueues its delivery in the same one. */
export const writeOutboxMail = async (
  transaction: EntityManager,
  mail: OutgoingMail,
  sendJob: MailJobSender,
): Promise<string> => {
  const id = newId();
  transaction.create(MailOutbox, {
    id,
    toAddress: mail.to,
    subject: mail.subject,
    textBody: mail.text,
    htmlBody: mail.html ?? null,
    status: "PENDING",
  });
  await transaction.flush();
  await sendJob(transaction, id);
  return id;
};
