import type { EntityManager } from "@mikro-orm/postgresql";
import type { MailboxReader } from "#core/platform/mail/ports.ts";
import { MailOutbox } from "./entities/index.ts";

export const createMailboxReader = (em: EntityManager): MailboxReader => ({
  async list({ to, limit }) {
    const rows = await em.find(MailOutbox, to ? { toAddress: to } : {}, {
      orderBy: { createdAt: "desc", id: "desc" },
      limit,
      disableIdentityMap: true,
    });
    return rows.map((r) => ({
      id: r.id,
      to: r.toAddress,
      subject: r.subject,
      text: r.textBody,
      status: r.status,
      createdAt: r.createdAt,
      sentAt: r.sentAt ?? null,
    }));
  },
});
