import type { Actor } from "../../access/actor.ts";
import { allows } from "../../access/rule.ts";
import { Forbidden } from "../../shared/errors.ts";
import { COMMON_MESSAGES } from "../../shared/messages/common-messages.ts";
import { SITE_POLICY, type SiteOperation } from "./policy.ts";

/** Refuses the operation unless the actor meets its rule in the site policy. */
export const assertCanManageSites = (actor: Actor, operation: SiteOperation): void => {
  if (!allows(actor, SITE_POLICY[operation])) throw new Forbidden(COMMON_MESSAGES.say("noPermission"));
};
