import { describe, it } from "vitest";
import {
  ACCESS_REQUEST_POLICY,
  type AccessRequestOperation,
} from "#core/communications/access-requests/policy.ts";
import { assertMayRequestAccess } from "#core/communications/access-requests/request-access.ts";
import { expectGuardsFollowPolicy } from "../testing/guards-follow-policy.ts";
import { communicationsRoutes } from "./index.ts";

const OPERATION_OF: Record<string, AccessRequestOperation> = {
  requestAccess: "requestAccess",
  getDeniedNotice: "describeDeniedNotice",
};

describe("communications routes", () => {
  it("are guarded by the access-request policy, whose refusal the use case gives", () => {
    expectGuardsFollowPolicy<AccessRequestOperation>(
      communicationsRoutes,
      ACCESS_REQUEST_POLICY,
      OPERATION_OF,
      assertMayRequestAccess,
    );
  });
});
