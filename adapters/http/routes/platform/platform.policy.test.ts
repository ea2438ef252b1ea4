import { describe, it } from "vitest";
import { allows } from "#core/access/rule.ts";
import { PLATFORM_POLICY, type PlatformOperation } from "#core/platform/policy.ts";
import { expectGuardsFollowPolicy } from "../testing/guards-follow-policy.ts";
import { platformRoutes } from "./index.ts";

const OPERATION_OF: Record<string, PlatformOperation | "public"> = {
  getLiveness: "public",
  getHealth: "public",
  listDevMailbox: "readDevMailbox",
};

describe("platform routes", () => {
  it("are public or guarded by the platform policy", () => {
    // The mailbox is read by the route itself (no use case), so the rule is its whole check.
    expectGuardsFollowPolicy(platformRoutes, PLATFORM_POLICY, OPERATION_OF, (actor, operation) => {
      if (!allows(actor, PLATFORM_POLICY[operation])) throw new Error("refused");
    });
  });
});
