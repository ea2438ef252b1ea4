import type { Actor } from "../access/actor.ts";
import { allows } from "../access/rule.ts";
import { Forbidden } from "../shared/errors.ts";
import { COMMON_MESSAGES } from "../shared/messages/common-messages.ts";
import { ORGANISATIONS_POLICY, type OrganisationsOperation } from "./policy.ts";

/** Refuses the operation unless the actor meets its rule in the organisations policy. */
export const assertOrganisationsAccess = (actor: Actor, operation: OrganisationsOperation): void => {
  if (!allows(actor, ORGANISATIONS_POLICY[operation]))
    throw new Forbidden(COMMON_MESSAGES.say("noPermission"));
};
