import type { AccessRule } from "../../access/rule.ts";

/**
 * Who may ask for access to a communication: provider users only. The use case refuses anyone else with this
 * message (the route lets every signed-in user reach it so the caller reads why).
 */
export const ACCESS_REQUEST_POLICY = {
  requestAccess: {
    userTypes: ["PROV"],
    refusal: "Only provider users can request access to a recall or supply advisory.",
  },
  /** Reading what the permission-denied modal names (the notice, its supplier, who could grant access). */
  describeDeniedNotice: {
    userTypes: ["PROV"],
    refusal: "Only provider users can request access to a recall or supply advisory.",
  },
} as const satisfies Record<string, AccessRule>;

export type AccessRequestOperation = keyof typeof ACCESS_REQUEST_POLICY;
