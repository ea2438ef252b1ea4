import type { Actor } from "../../access/actor.ts";
import { allows } from "../../access/rule.ts";
import { Forbidden } from "../../shared/errors.ts";
import { COMMON_MESSAGES } from "../../shared/messages/common-messages.ts";
import { USER_ADMINISTRATION_POLICY, type UserAdministrationOperation } from "./policy.ts";

/** Refuses the operation unless the actor meets its rule in the users policy. */
export const assertCanAdministerUsers = (actor: Actor, operation: UserAdministrationOperation): void => {
  if (!allows(actor, USER_ADMINISTRATION_POLICY[operation]))
    throw new Forbidden(COMMON_MESSAGES.say("noPermission"));
};
