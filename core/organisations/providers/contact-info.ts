import type { Actor } from "../../access/actor.ts";
import { NotFound, ValidationFailed } from "../../shared/errors.ts";
import type { Page } from "../../shared/paging.ts";
import type { IdGenerator, OutgoingMail } from "../../shared/ports.ts";
import { assertCanManageProviders } from "./authorize.ts";
import { contactFields, contactListProblems, type ContactInfoInput } from "./contacts.ts";
import { PROVIDER_MESSAGES } from "./messages.ts";
import type {
  ContactRecord,
  MailKind,
  NonVerifiedUserRow,
  ProviderContactStore,
  ProviderRepository,
  ProviderSummaryFacts,
  RoleOption,
  VerificationMailRow,
} from "./ports.ts";
import type { ProviderRecord } from "./provider.ts";
import { PREVIEW_PLACEHOLDERS, verificationMail } from "./verification.ts";

export interface ContactInfoDeps {
  readonly providers: ProviderRepository;
  readonly providerContacts: ProviderContactStore;
}

/** The provider the contact-info page is about; any other id (a supplier's too) is "not found". */
export const requireProvider = async (deps: ContactInfoDeps, id: string): Promise<ProviderRecord> => {
  const provider = await deps.providers.findById(id);
  if (!provider) throw new NotFound(PROVIDER_MESSAGES.say("notFound"));
  return provider;
};

/** POST /contact-info/step0: replaces the provider's contacts (one to five, no e-mail twice). */
export const saveContacts = async (
  deps: ContactInfoDeps & { ids: IdGenerator },
  actor: Actor,
  input: ContactInfoInput,
): Promise<readonly ContactRecord[]> => {
  assertCanManageProviders(actor, "contactInfoSave");
  await requireProvider(deps, input.organizationId);
  const problems = contactListProblems(input.contacts);
  if (problems.length > 0)
    throw new ValidationFailed({ message: problems[0]!.message, fields: problems.map((p) => ({ ...p })) });
  return deps.providerContacts.replaceContacts(
    input.organizationId,
    input.contacts.map((contact) => ({ id: deps.ids.next(), ...contactFields(contact) })),
  );
};

export interface ProviderSummary extends ProviderSummaryFacts {
  readonly provider: ProviderRecord;
}

/** GET /providerdocdata/{id}: the account at a glance for the contact-info page. */
export const providerSummary = async (
  deps: ContactInfoDeps,
  actor: Actor,
  id: string,
): Promise<ProviderSummary> => {
  assertCanManageProviders(actor, "providersSummary");
  const provider = await requireProvider(deps, id);
  return { provider, ...(await deps.providerContacts.summaryFacts(id)) };
};

/**
 * GET /emailTemplate/{id}: the verification e-mail as it will be sent for this provider, greeting the primary
 * contact when there is one; the link and role are placeholders, filled per recipient when sending.
 */
export const previewVerificationMail = async (
  deps: ContactInfoDeps,
  actor: Actor,
  id: string,
): Promise<OutgoingMail> => {
  assertCanManageProviders(actor, "contactInfoTemplate");
  const provider = await requireProvider(deps, id);
  const [primary] = await deps.providerContacts.listContacts(id);
  return verificationMail(primary?.email ?? "", {
    providerName: provider.name,
    firstName: primary?.firstName ?? PREVIEW_PLACEHOLDERS.firstName,
    roleName: PREVIEW_PLACEHOLDERS.roleName,
    link: PREVIEW_PLACEHOLDERS.link,
  });
};

export const listVerificationMails = async (
  deps: ContactInfoDeps,
  actor: Actor,
  id: string,
  kind: MailKind,
): Promise<readonly VerificationMailRow[]> => {
  assertCanManageProviders(actor, "contactInfoMails");
  await requireProvider(deps, id);
  return deps.providerContacts.listMails(id, kind);
};

export const listNonVerifiedUsers = async (
  deps: ContactInfoDeps,
  actor: Actor,
  id: string,
  page: { pageNumber: number; pageSize: number; search: string | undefined },
): Promise<Page<NonVerifiedUserRow>> => {
  assertCanManageProviders(actor, "contactInfoNonVerified");
  await requireProvider(deps, id);
  return deps.providerContacts.listNonVerified(id, page);
};

/** GET /role-meta: the provider's roles for the pickers; with the flag, only roles some non-verified member holds. */
export const listRoleOptions = async (
  deps: ContactInfoDeps,
  actor: Actor,
  id: string,
  onlyWithNonVerified: boolean,
): Promise<readonly RoleOption[]> => {
  assertCanManageProviders(actor, "contactInfoRoles");
  await requireProvider(deps, id);
  return deps.providerContacts.roles(id, onlyWithNonVerified);
};
