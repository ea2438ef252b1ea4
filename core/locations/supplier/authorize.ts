import type { Actor } from "../../access/actor.ts";
import { allows } from "../../access/rule.ts";
import { Forbidden } from "../../shared/errors.ts";
import { COMMON_MESSAGES } from "../../shared/messages/common-messages.ts";
import { SUPPLIER_LOCATIONS_POLICY, type SupplierLocationsOperation } from "./policy.ts";

/**
 * Refuses the operation unless the actor meets its rule, and answers the supplier organisation every read and
 * write is scoped to: always the actor's own, never one named by the request.
 */
export const supplierScopeFor = (actor: Actor, operation: SupplierLocationsOperation): string => {
  if (!allows(actor, SUPPLIER_LOCATIONS_POLICY[operation]))
    throw new Forbidden(COMMON_MESSAGES.say("noPermission"));
  return actor.organizationId;
};
