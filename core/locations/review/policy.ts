import type { AccessRule } from "../../access/rule.ts";

/** The review queue is the operators' location work, like the pre-processor (the spec's route permission). */
const LOCATION_MANAGERS = {
  userTypes: ["NOTISPHERE"],
  permissions: ["Notisphere_ManageLocations"],
} as const satisfies AccessRule;

/** Who may do each review operation; one rule today, named per operation so one can change alone. */
export const LOCATION_REVIEW_POLICY = {
  listQueue: LOCATION_MANAGERS,
  viewRow: LOCATION_MANAGERS,
  decideRow: LOCATION_MANAGERS,
  createLocation: LOCATION_MANAGERS,
  knownProviderOptions: LOCATION_MANAGERS,
} as const satisfies Record<string, AccessRule>;

export type LocationReviewOperation = keyof typeof LOCATION_REVIEW_POLICY;
