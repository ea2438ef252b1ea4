import type { Actor } from "../../access/actor.ts";
import { allows } from "../../access/rule.ts";
import { Forbidden } from "../../shared/errors.ts";
import { COMMON_MESSAGES } from "../../shared/messages/common-messages.ts";
import {
  PROVIDER_VERIFICATION_POLICY,
  type ProviderVerificationOperation,
} from "./provider-verification-policy.ts";

/** Refuses the operation unless the actor meets its rule in the provider verification policy. */
export const assertCanVerify = (actor: Actor, operation: ProviderVerificationOperation): void => {
  if (!allows(actor, PROVIDER_VERIFICATION_POLICY[operation]))
    throw new Forbidden(COMMON_MESSAGES.say("noPermission"));
};
