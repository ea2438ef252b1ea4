import { locationVerificationMachine } from "../lifecycles/location-verification.ts";
import { preprocessorJobMachine, type PreprocessorJobState } from "../lifecycles/preprocessor-job.ts";
import { responderResponseMachine, responderRoleOf } from "../lifecycles/responder-response.ts";

/**
 * Row actions of the list screens (doc 1 §4), as pure functions of the row. The API returns them with each row,
 * so the web draws menus without knowing the rules. Statuses compare without regard to case because the
 * original stored both spellings.
 */
export type RowAction =
  | "view"
  | "edit"
  | "delete"
  | "respond"
  | "activate"
  | "inactivate"
  | "createRecall"
  | "markCovered"
  | "markEmailed"
  | "markNotCovered"
  | "markInvalid";

const upper = (status: string | null | undefined): string => (status ?? "").trim().toUpperCase();

/** Simple lists with an stt column: PENDING rows may be edited or deleted; others only edited. */
export const simpleListRowActions = (stt: string | null | undefined): readonly RowAction[] =>
  upper(stt) === "PENDING" ? ["edit", "delete"] : ["edit"];

/** Records with allow_access: CLOSED is view only, OPEN view and edit, anything else also delete; no access, no actions. */
export const allowAccessRowActions = (row: {
  readonly status: string | null | undefined;
  readonly allow_access: boolean | null | undefined;
}): readonly RowAction[] => {
  if (row.allow_access !== true) return [];
  switch (upper(row.status)) {
    case "CLOSED":
      return ["view"];
    case "OPEN":
      return ["view", "edit"];
    default:
      return ["view", "edit", "delete"];
  }
};

/** Provider-created records are editable until completed; records a supplier sent are view only. */
export const providerCreatedRowActions = (row: {
  readonly isProviderCreated: boolean | null | undefined;
  readonly status_provider: string | null | undefined;
}): readonly RowAction[] =>
  row.isProviderCreated === true && upper(row.status_provider) !== "COMPLETED" ? ["view", "edit"] : ["view"];

/** Entities with a status: ACTIVE ones can be edited or inactivated; any other can be activated. */
export const activeEntityRowActions = (status: string | null | undefined): readonly RowAction[] =>
  upper(status) === "ACTIVE" ? ["edit", "inactivate"] : ["activate"];

const RESPONSE_ORDER: readonly RowAction[] = ["edit", "respond", "view", "delete"];

/**
 * Responses: only the owning user gets actions; DRAFT or ERROR gives edit, respond, view and delete, any other
 * status view and delete. Read from the eR response lifecycle so the menu and the server cannot disagree.
 */
export const responseRowActions = (
  row: { readonly userid: string; readonly response_status: string | null | undefined },
  currentUserId: string,
): readonly RowAction[] => {
  const status = upper(row.response_status);
  const state = status === "DRAFT" || status === "ERROR" ? status : "SENT";
  const allowed: readonly string[] = responderResponseMachine.allowedActions(
    state,
    responderRoleOf(currentUserId, row.userid),
  );
  return RESPONSE_ORDER.filter((action) => allowed.includes(action));
};

/** Recall list rows offer View, and Create Recall for reference (public regulator) items. */
export const recallListRowActions = (row: { readonly isReference?: boolean | null }): readonly RowAction[] =>
  row.isReference === true ? ["view", "createRecall"] : ["view"];

export interface VerificationMark {
  readonly action: "markCovered" | "markEmailed" | "markNotCovered" | "markInvalid";
  readonly enabled: boolean;
}

/** The location-verification buttons in the spec's order; Covered is enabled only for centralised providers. */
export const locationVerificationMarks = (
  centralised: boolean | null | undefined,
): readonly VerificationMark[] => {
  const allowed: readonly string[] = locationVerificationMachine.allowedActions("UNVERIFIED", "provider", {
    centralised,
  });
  return (["markCovered", "markEmailed", "markNotCovered", "markInvalid"] as const).map((action) => ({
    action,
    enabled: allowed.includes(action),
  }));
};

/** Pre-processor jobs can be deleted (doc 1 §4) — except while running, see docs/domain-rules.md. */
export const preprocessorJobRowActions = (status: PreprocessorJobState): readonly RowAction[] =>
  preprocessorJobMachine.allowedActions(status, "operator", undefined).includes("delete")
    ? ["view", "delete"]
    : ["view"];
