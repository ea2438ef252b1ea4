import type { Actor } from "../../access/actor.ts";
import { DEFAULT_ROLES } from "../../permissions-catalogue.ts";
import { Conflict, NotFound, ValidationFailed } from "../../shared/errors.ts";
import type { IdGenerator } from "../../shared/ports.ts";
import { assertCanManageProviders } from "./authorize.ts";
import { withActions, type ProviderRow } from "./list-providers.ts";
import { PROVIDER_MESSAGES } from "./messages.ts";
import { clashesWithProviderName } from "./name-rule.ts";
import type { ProviderRepository } from "./ports.ts";
import { providerFields, type ProviderInput } from "./provider.ts";

const duplicateName = () => {
  const said = PROVIDER_MESSAGES.say("duplicateName");
  return new ValidationFailed({ ...said, fields: [{ field: "name", ...said }] });
};

/** The provider with that id, or "not found" (also for ids that are not providers: suppliers stay invisible). */
export const getProvider = async (
  deps: { providers: ProviderRepository },
  actor: Actor,
  id: string,
): Promise<ProviderRow> => {
  assertCanManageProviders(actor, "providersView");
  const provider = await deps.providers.findById(id);
  if (!provider) throw new NotFound(PROVIDER_MESSAGES.say("notFound"));
  return withActions(actor, provider);
};

/**
 * POST /providers: a new health system with its built-in roles (DEFAULT_ROLES.PROVIDER, as the seed makes them)
 * and its default Corporate site, the organisation-wide site every administrator sees.
 */
export const createProvider = async (
  deps: { providers: ProviderRepository; ids: IdGenerator },
  actor: Actor,
  input: ProviderInput,
): Promise<ProviderRow> => {
  assertCanManageProviders(actor, "providersCreate");
  const fields = providerFields(input);
  const created = await deps.providers.create(
    {
      id: deps.ids.next(),
      fields,
      roles: DEFAULT_ROLES.PROVIDER.map((role) => ({
        id: deps.ids.next(),
        name: role.name,
        permissions: [...role.permissions],
      })),
      corporateSiteId: deps.ids.next(),
    },
    (others) => clashesWithProviderName(fields.name, others),
  );
  if (created === "duplicate") throw duplicateName();
  return withActions(actor, created);
};

export const updateProvider = async (
  deps: { providers: ProviderRepository },
  actor: Actor,
  id: string,
  input: ProviderInput,
): Promise<ProviderRow> => {
  assertCanManageProviders(actor, "providersUpdate");
  const fields = providerFields(input);
  const updated = await deps.providers.update(id, fields, (others) =>
    clashesWithProviderName(fields.name, others, id),
  );
  if (updated === "duplicate") throw duplicateName();
  if (!updated) throw new NotFound(PROVIDER_MESSAGES.say("notFound"));
  return withActions(actor, updated);
};

/**
 * DELETE /providers/{id} deactivates: the health system keeps its recalls, responses and people (its history is
 * evidence), and it can be activated again from the edit form.
 */
export const deactivateProvider = async (
  deps: { providers: ProviderRepository },
  actor: Actor,
  id: string,
): Promise<void> => {
  assertCanManageProviders(actor, "providersDeactivate");
  const provider = await deps.providers.findById(id);
  if (!provider) throw new NotFound(PROVIDER_MESSAGES.say("notFound"));
  if (provider.status === "DEACTIVATED") throw new Conflict(PROVIDER_MESSAGES.say("alreadyDeactivated"));
  await deps.providers.setStatus(id, "DEACTIVATED");
};
