import type { Actor } from "../../access/actor.ts";
import { allows } from "../../access/rule.ts";
import { Forbidden } from "../../shared/errors.ts";
import { COMMON_MESSAGES } from "../../shared/messages/common-messages.ts";
import { SUPPLIER_MASTER_POLICY, type SupplierMasterOperation } from "./policy.ts";
import type { SupplierMasterAction } from "./status-transitions.ts";

/** Refuses the operation unless the actor meets its rule in the supplier master policy. */
export const assertCanUseSupplierMaster = (actor: Actor, operation: SupplierMasterOperation): void => {
  if (!allows(actor, SUPPLIER_MASTER_POLICY[operation]))
    throw new Forbidden(COMMON_MESSAGES.say("noPermission"));
};

const ACTION_NEEDS = (action: SupplierMasterAction): SupplierMasterOperation =>
  action === "link" ? "link" : action === "edit" ? "save" : "changeStatus";

/** The row actions this actor may take: the entry's own actions, kept where the policy allows them. */
export const permittedSupplierMasterActions = (
  actor: Actor,
  actions: readonly SupplierMasterAction[],
): SupplierMasterAction[] =>
  actions.filter((action) => allows(actor, SUPPLIER_MASTER_POLICY[ACTION_NEEDS(action)]));
