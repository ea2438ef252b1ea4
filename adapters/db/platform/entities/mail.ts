import { defineEntity, p } from "@mikro-orm/core";

/**
 * The e-mail outbox. A row is written in the same transaction as the business change that causes it and
 * delivered later by a job, so a crash never loses a mail and a rolled-back change never sends one.
 */
export const MailOutbox = defineEntity({
  name: "MailOutbox",
  tableName: "mail_outbox",
  indexes: [{ properties: ["createdAt"] }],
  properties: {
    id: p.uuid().primary(),
    toAddress: p.string().length(254).index(),
    subject: p.string().length(300),
    textBody: p.text(),
    htmlBody: p.text().nullable(),
    status: p.string().length(20).default("PENDING"),
    attempts: p.integer().default(0),
    lastError: p.text().nullable(),
    providerMessageId: p.string().length(300).nullable(),
    sentAt: p.datetime().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});
