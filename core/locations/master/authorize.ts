import type { Actor } from "../../access/actor.ts";
import { allows } from "../../access/rule.ts";
import { Forbidden } from "../../shared/errors.ts";
import { COMMON_MESSAGES } from "../../shared/messages/common-messages.ts";
import { LOCATION_MASTER_POLICY, type LocationMasterOperation } from "./policy.ts";

/** Refuses the operation unless the actor meets its rule in the location master policy. */
export const assertCanManageLocationMaster = (actor: Actor, operation: LocationMasterOperation): void => {
  if (!allows(actor, LOCATION_MASTER_POLICY[operation]))
    throw new Forbidden(COMMON_MESSAGES.say("noPermission"));
};
