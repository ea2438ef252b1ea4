import {
  listNonVerifiedUsers,
  listRoleOptions,
  listVerificationMails,
  previewVerificationMail,
  providerSummary,
  saveContacts,
} from "#core/organisations/providers/contact-info.ts";
import type { ContactInfoInput } from "#core/organisations/providers/contacts.ts";
import { permittedProviderActions } from "#core/organisations/providers/authorize.ts";
import type { MailKind } from "#core/organisations/providers/ports.ts";
import {
  sendToNonVerifiedUsers,
  sendVerification,
  type SendVerificationDeps,
} from "#core/organisations/providers/send-verification.ts";
import type { NonVerifiedUserInput, VerificationInput } from "#core/organisations/providers/verification.ts";
import { fieldFailure } from "#core/shared/errors.ts";
import { VALIDATION } from "#core/shared/validation/messages.ts";
import type { Actor } from "#core/access/actor.ts";
import { requireActor } from "../../contract.ts";
import { isoString } from "../../iso-date.ts";
import type { ProviderContextDeps, ProviderInputOf } from "./providers.deps.ts";
import { providerJson } from "./providers.handlers.ts";
import type { NonVerifiedUsersQuery, RoleMetaQuery } from "./contact-info.schemas.ts";

const contactDeps = (services: ProviderContextDeps) => {
  const stores = services.stores();
  return { providers: stores.providers, providerContacts: stores.providerContacts };
};

const sendDeps = (services: ProviderContextDeps): SendVerificationDeps => ({
  ...contactDeps(services),
  ids: services.ids,
  clock: services.clock,
  secrets: services.secrets,
  publicUrl: services.config.publicUrl,
});

export const saveContactsHandler = async ({
  actor,
  body,
  services,
}: ProviderInputOf<unknown, unknown, ContactInfoInput>) =>
  saveContacts({ ...contactDeps(services), ids: services.ids }, requireActor(actor), body);

export const summaryHandler = async ({
  actor,
  params,
  services,
}: ProviderInputOf<{ id: string }, unknown, unknown>) => {
  const who: Actor = requireActor(actor);
  const summary = await providerSummary(contactDeps(services), who, params.id);
  return {
    ...summary,
    provider: providerJson({
      ...summary.provider,
      allowedActions: permittedProviderActions(who, summary.provider.status),
    }),
    lastMailAt: summary.lastMailAt ? isoString(summary.lastMailAt) : null,
  };
};

export const templateHandler = async ({
  actor,
  params,
  services,
}: ProviderInputOf<{ id: string }, unknown, unknown>) => {
  const mail = await previewVerificationMail(contactDeps(services), requireActor(actor), params.id);
  return { to: mail.to, subject: mail.subject, text: mail.text };
};

export const verifyHandler = async ({
  actor,
  body,
  services,
}: ProviderInputOf<unknown, unknown, VerificationInput>) =>
  sendVerification(sendDeps(services), requireActor(actor), body);

export const resendHandler = async ({
  actor,
  body,
  services,
}: ProviderInputOf<unknown, unknown, NonVerifiedUserInput>) =>
  sendToNonVerifiedUsers(sendDeps(services), requireActor(actor), body);

const mailsHandler =
  (kind: MailKind) =>
  async ({ actor, params, services }: ProviderInputOf<{ id: string }, unknown, unknown>) =>
    (await listVerificationMails(contactDeps(services), requireActor(actor), params.id, kind)).map(
      (mail) => ({
        ...mail,
        sentAt: isoString(mail.sentAt),
      }),
    );

export const contactMailsHandler = mailsHandler("CONTACT");
export const userMailsHandler = mailsHandler("USER");

export const nonVerifiedHandler = async ({
  actor,
  query,
  services,
}: ProviderInputOf<unknown, typeof NonVerifiedUsersQuery.Type, unknown>) => {
  const who = requireActor(actor);
  if (query.organizationId === undefined) throw fieldFailure("organizationId", VALIDATION.say("required"));
  const page = await listNonVerifiedUsers(contactDeps(services), who, query.organizationId, query);
  return {
    ...page,
    items: page.items.map((row) => ({
      ...row,
      lastSentAt: row.lastSentAt ? isoString(row.lastSentAt) : null,
    })),
  };
};

export const roleMetaHandler = async ({
  actor,
  query,
  services,
}: ProviderInputOf<unknown, typeof RoleMetaQuery.Type, unknown>) =>
  listRoleOptions(
    contactDeps(services),
    requireActor(actor),
    query.organization_id,
    query.isNonVerifiedChecked === "true",
  );
