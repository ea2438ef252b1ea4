import { describe, expect, it } from "vitest";
import type { AccessClaims } from "./claims.ts";
import type { SessionState } from "./ports.ts";
import { sessionStillGrants } from "./session-liveness.ts";

const claims: AccessClaims = {
  sub: "u-1",
  exp: 2_000_000_000,
  permission: ["Provider_ManageRecalls", "Provider_ManageUsers"],
  allPermissionCount: 2,
  role_name: "Administrator",
  org_id: "org-1",
  user_type: "PROV",
  sid: "s-1",
  mid: "m-1",
  sites: ["site-a", "site-b"],
};
const live: SessionState = {
  revoked: false,
  userStatus: "VERIFIED",
  membership: {
    userId: "u-1",
    organizationId: "org-1",
    roleName: "Administrator",
    permissions: ["Provider_ManageUsers", "Provider_ManageRecalls"],
    siteIds: ["site-b", "site-a"],
  },
};
const withMembership = (changes: Partial<NonNullable<SessionState["membership"]>>): SessionState => ({
  ...live,
  membership: { ...live.membership!, ...changes },
});

describe("sessionStillGrants", () => {
  it("accepts a live session whose membership grants what the token says, in any order", () => {
    expect(sessionStillGrants(claims, live)).toBe(true);
    expect(sessionStillGrants(claims, { ...live, userStatus: "LOCKED" })).toBe(true);
    expect(sessionStillGrants({ ...claims, sites: "all" }, withMembership({ siteIds: "all" }))).toBe(true);
  });

  it.each<[string, SessionState | undefined]>([
    ["an unknown session", undefined],
    ["a revoked session (logout, password change)", { ...live, revoked: true }],
    ["a deactivated user", { ...live, userStatus: "DEACTIVATED" }],
    ["a membership no longer active", { ...live, membership: null }],
    ["another user's membership", withMembership({ userId: "u-2" })],
    ["another organisation", withMembership({ organizationId: "org-2" })],
    ["another role", withMembership({ roleName: "Responder" })],
    ["a permission taken away", withMembership({ permissions: ["Provider_ManageRecalls"] })],
    [
      "a permission swapped",
      withMembership({ permissions: ["Provider_ManageRecalls", "Provider_ManageLocations"] }),
    ],
    [
      "a permission added",
      withMembership({ permissions: [...claims.permission, "Provider_ManageLocations"] }),
    ],
    ["a site taken away", withMembership({ siteIds: ["site-a"] })],
    ["all sites where the token lists some", withMembership({ siteIds: "all" })],
  ])("refuses %s", (_name, state) => {
    expect(sessionStillGrants(claims, state)).toBe(false);
  });

  it("refuses a token for all sites once the membership lists some", () => {
    expect(sessionStillGrants({ ...claims, sites: "all" }, live)).toBe(false);
  });
});
