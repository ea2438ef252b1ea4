import type { AccessRule } from "../../access/rule.ts";

/** The pre-processor is the operator's screen for whoever manages locations (the spec's route permission). */
const LOCATION_MANAGERS = {
  userTypes: ["NOTISPHERE"],
  permissions: ["Notisphere_ManageLocations"],
} as const satisfies AccessRule;

/**
 * Who may do each pre-processor operation. The routes declare these rules as their guards and the use cases
 * check them; today every operation has the same rule, named per operation so that one can change alone.
 */
export const PREPROCESSOR_POLICY = {
  upload: LOCATION_MANAGERS,
  listJobs: LOCATION_MANAGERS,
  listSuppliers: LOCATION_MANAGERS,
  viewJob: LOCATION_MANAGERS,
  downloadDocument: LOCATION_MANAGERS,
  previewDocument: LOCATION_MANAGERS,
  exportResults: LOCATION_MANAGERS,
  retryJob: LOCATION_MANAGERS,
  deleteJob: LOCATION_MANAGERS,
  listRows: LOCATION_MANAGERS,
  decideRow: LOCATION_MANAGERS,
  reopenRow: LOCATION_MANAGERS,
  searchKnownLocations: LOCATION_MANAGERS,
} as const satisfies Record<string, AccessRule>;

export type PreprocessorOperation = keyof typeof PREPROCESSOR_POLICY;
