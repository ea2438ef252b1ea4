import { Schema } from "effect";
import { NotFound } from "../../../../core/shared/errors.ts";
import { route } from "../../contract.ts";
import type { Services } from "../../services.ts";

export const MailMessage = Schema.Struct({
  id: Schema.String,
  to: Schema.String,
  subject: Schema.String,
  text: Schema.String,
  status: Schema.String,
  createdAt: Schema.String,
  sentAt: Schema.NullOr(Schema.String),
}).annotate({ identifier: "MailMessage" });

const MailboxQuery = Schema.Struct({
  to: Schema.optional(Schema.String).annotate({ description: "Only mail sent to this address" }),
});

export const readMailbox = async (services: Services, to: string | undefined) => {
  if (!services.config.devMailbox) throw new NotFound({ message: "Not found" });
  const mails = await services
    .stores()
    .mailbox.list({ to: to?.trim().toLowerCase() || undefined, limit: 200 });
  return mails.map((m) => ({
    ...m,
    createdAt: m.createdAt.toISOString(),
    sentAt: m.sentAt?.toISOString() ?? null,
  }));
};

/**
 * The development mailbox: without an SMTP server the outbox is the inbox. It exists only while SMTP_URL
 * is unset (then it answers 404), because it shows one-time codes to whoever asks.
 */
export const devMailboxRoutes = [
  route(
    {
      method: "get",
      path: "/dev/mailbox",
      operationId: "listDevMailbox",
      tag: "development",
      summary: "E-mails kept in the outbox when no SMTP server is configured (development only)",
      access: { kind: "public" },
      query: MailboxQuery,
      response: Schema.Array(MailMessage),
      errors: [404],
    },
    async ({ query, services }) => readMailbox(services, query.to),
  ),
];
