import type { Actor } from "../../access/actor.ts";
import { Conflict, NotFound, ValidationFailed, type FieldError } from "../../shared/errors.ts";
import type { Page } from "../../shared/paging.ts";
import type { IdGenerator } from "../../shared/ports.ts";
import { assertCanManageLocationMaster } from "../master/authorize.ts";
import type {
  KnownProviderFields,
  KnownProviderInput,
  KnownProviderOption,
  KnownProviderRecord,
  KnownProviderSite,
  KnownProviderUpdate,
  ProviderOrganisationOption,
} from "./known-provider.ts";
import { KNOWN_PROVIDER_MESSAGES } from "./messages.ts";
import type { KnownProviderListRequest, KnownProviderRepository } from "./ports.ts";
import { knownProviderFields, knownProviderProblems } from "./provider-rules.ts";

type Deps = { readonly knownProviders: KnownProviderRepository };
const say = KNOWN_PROVIDER_MESSAGES.say;

const refuse = (problems: readonly FieldError[]): never => {
  const { field: _field, ...said } = problems[0]!;
  throw new ValidationFailed({ ...said, fields: problems });
};

/** Valid fields whose organisation (if any) is a provider organisation no other known provider has. */
const checkedFields = async (
  deps: Deps,
  input: KnownProviderInput,
  selfId: string | null,
): Promise<KnownProviderFields> => {
  const problems = knownProviderProblems(input);
  if (problems.length > 0) refuse(problems);
  const fields = knownProviderFields(input);
  if (fields.organizationId === null) return fields;
  const organisation = await deps.knownProviders.organisation(fields.organizationId);
  if (!organisation) refuse([{ field: "organizationId", ...say("organisationNotFound") }]);
  const holder = organisation!.knownProviderId;
  if (holder !== null && holder !== selfId) {
    const other = await deps.knownProviders.findById(holder);
    refuse([{ field: "organizationId", ...say("organisationTaken", { name: other?.name ?? "" }) }]);
  }
  return fields;
};

export const listKnownProviders = (
  deps: Deps,
  actor: Actor,
  request: KnownProviderListRequest,
): Promise<Page<KnownProviderRecord>> => {
  assertCanManageLocationMaster(actor, "providersList");
  return deps.knownProviders.list(request);
};

export const getKnownProvider = async (
  deps: Deps,
  actor: Actor,
  id: string,
): Promise<KnownProviderRecord> => {
  assertCanManageLocationMaster(actor, "providersView");
  const provider = await deps.knownProviders.findById(id);
  if (!provider) throw new NotFound(say("notFound"));
  return provider;
};

/** The location form's site picker: the sites of the provider's organisation (none when not on the platform). */
export const knownProviderSites = async (
  deps: Deps,
  actor: Actor,
  id: string,
): Promise<readonly KnownProviderSite[]> => {
  await getKnownProvider(deps, actor, id);
  return deps.knownProviders.sites(id);
};

export const knownProviderOptions = (deps: Deps, actor: Actor): Promise<readonly KnownProviderOption[]> => {
  assertCanManageLocationMaster(actor, "providerOptions");
  return deps.knownProviders.options();
};

export const providerOrganisationOptions = (
  deps: Deps,
  actor: Actor,
): Promise<readonly ProviderOrganisationOption[]> => {
  assertCanManageLocationMaster(actor, "providerOptions");
  return deps.knownProviders.organisations();
};

export const createKnownProvider = async (
  deps: Deps & { readonly ids: IdGenerator },
  actor: Actor,
  input: KnownProviderInput,
): Promise<KnownProviderRecord> => {
  assertCanManageLocationMaster(actor, "providersSave");
  return deps.knownProviders.create(deps.ids.next(), await checkedFields(deps, input, null));
};

/** PUT /notisphere/known-providers/{id}: 409 when someone saved it since the modal was opened. */
export const updateKnownProvider = async (
  deps: Deps,
  actor: Actor,
  id: string,
  input: KnownProviderUpdate,
): Promise<KnownProviderRecord> => {
  assertCanManageLocationMaster(actor, "providersSave");
  const existing = await deps.knownProviders.findById(id);
  if (!existing) throw new NotFound(say("notFound"));
  if (existing.version !== input.version) throw new Conflict(say("stale"));
  const saved = await deps.knownProviders.update(id, input.version, await checkedFields(deps, input, id));
  if (saved === "stale") throw new Conflict(say("stale"));
  return saved;
};
