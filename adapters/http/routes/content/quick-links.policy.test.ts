import { describe, it } from "vitest";
import { assertCanManageQuickLinks } from "#core/content/quick-links/authorize.ts";
import { QUICK_LINK_POLICY, type QuickLinkOperation } from "#core/content/quick-links/policy.ts";
import { expectGuardsFollowPolicy } from "../testing/guards-follow-policy.ts";
import { quickLinkRoutes } from "./quick-links.routes.ts";

const OPERATION_OF: Record<string, QuickLinkOperation> = {
  listQuickLinks: "list",
  getQuickLinkMeta: "meta",
  listAccountLinks: "listAccountLinks",
  getQuickLink: "view",
  saveQuickLink: "save",
  deleteQuickLink: "delete",
};

describe("quick-link routes", () => {
  it("are guarded by the quick-link policy, as the use cases check it", () => {
    expectGuardsFollowPolicy(quickLinkRoutes, QUICK_LINK_POLICY, OPERATION_OF, assertCanManageQuickLinks);
  });
});
