import { describe, it } from "vitest";
import { assertCanUsePreprocessor } from "#core/locations/preprocessor/authorize.ts";
import { PREPROCESSOR_POLICY, type PreprocessorOperation } from "#core/locations/preprocessor/policy.ts";
import { expectGuardsFollowPolicy } from "../testing/guards-follow-policy.ts";
import { locationsRoutes } from "./index.ts";

const OPERATION_OF: Record<string, PreprocessorOperation> = {
  uploadLocationPreprocessorFile: "upload",
  listLocationPreprocessorJobs: "listJobs",
  listLocationPreprocessorSuppliers: "listSuppliers",
  getLocationPreprocessorJob: "viewJob",
  downloadLocationPreprocessorDocument: "downloadDocument",
  downloadLocationPreprocessorResults: "exportResults",
  retryLocationPreprocessorJob: "retryJob",
  deleteLocationPreprocessorJob: "deleteJob",
  listLocationPreprocessorRows: "listRows",
  confirmLocationPreprocessorRow: "decideRow",
  rejectLocationPreprocessorRow: "decideRow",
  reopenLocationPreprocessorRow: "reopenRow",
  previewLocationPreprocessorDocument: "previewDocument",
  searchKnownLocations: "searchKnownLocations",
};

describe("location pre-processor routes", () => {
  it("are guarded by the pre-processor policy, as the use cases check it", () => {
    expectGuardsFollowPolicy(locationsRoutes, PREPROCESSOR_POLICY, OPERATION_OF, assertCanUsePreprocessor);
  });
});
