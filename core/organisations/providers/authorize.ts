import type { Actor } from "../../access/actor.ts";
import { allows } from "../../access/rule.ts";
import { Forbidden } from "../../shared/errors.ts";
import { COMMON_MESSAGES } from "../../shared/messages/common-messages.ts";
import { PROVIDER_POLICY, type ProviderOperation } from "./policy.ts";
import { providerActions, type ProviderAction, type ProviderStatus } from "./provider.ts";

/** Refuses the operation unless the actor meets its rule in the provider policy. */
export const assertCanManageProviders = (actor: Actor, operation: ProviderOperation): void => {
  if (!allows(actor, PROVIDER_POLICY[operation])) throw new Forbidden(COMMON_MESSAGES.say("noPermission"));
};

const ACTION_NEEDS: Record<ProviderAction, ProviderOperation> = {
  edit: "providersUpdate",
  contactInfo: "contactInfoSave",
  activate: "providersUpdate",
  deactivate: "providersDeactivate",
};

export const permittedProviderActions = (actor: Actor, status: ProviderStatus): ProviderAction[] =>
  providerActions(status).filter((action) => allows(actor, PROVIDER_POLICY[ACTION_NEEDS[action]]));
