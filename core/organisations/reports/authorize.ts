import type { Actor } from "../../access/actor.ts";
import { allows } from "../../access/rule.ts";
import { Forbidden } from "../../shared/errors.ts";
import { COMMON_MESSAGES } from "../../shared/messages/common-messages.ts";
import { ACCOUNT_REPORT_POLICY, type AccountReportOperation } from "./policy.ts";

/** Refuses the download unless the actor meets its rule in the account report policy. */
export const assertCanDownloadAccounts = (actor: Actor, operation: AccountReportOperation): void => {
  if (!allows(actor, ACCOUNT_REPORT_POLICY[operation])) throw new Forbidden(COMMON_MESSAGES.say("noPermission"));
};
