import { Schema } from "effect";
import { NotFound } from "#core/shared/errors.ts";
import { PLATFORM_POLICY } from "#core/platform/policy.ts";
import { COMMON_MESSAGES } from "#core/shared/messages/common-messages.ts";
import { guardOf } from "../../contract.ts";
import { route, type PlatformContextDeps } from "./deps.ts";

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

export const readMailbox = async (
  services: Pick<PlatformContextDeps, "config" | "stores">,
  to: string | undefined,
) => {
  if (!services.config.devMailbox) throw new NotFound(COMMON_MESSAGES.say("notFound"));
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
 * The development mailbox: the outbox read as an inbox. It shows one-time codes and password links, so it
 * exists only when DEV_MAILBOX is on (which the configuration allows on a loopback address only; otherwise
 * it is not mounted and answers 404), and even then only a signed-in operator reads it.
 */
export const devMailboxRoutes = [
  route(
    {
      method: "get",
      path: "/dev/mailbox",
      operationId: "listDevMailbox",
      tag: "development",
      summary: "E-mails kept in the outbox, for a signed-in operator (development only: DEV_MAILBOX)",
      description:
        "Only served when DEV_MAILBOX is on and the portal listens on a loopback address; 404 otherwise.",
      access: guardOf(PLATFORM_POLICY.readDevMailbox),
      mountedWhen: (config) => config.devMailbox,
      query: MailboxQuery,
      response: Schema.Array(MailMessage),
      errors: [404],
    },
    async ({ query, services }) => readMailbox(services, query.to),
  ),
];
