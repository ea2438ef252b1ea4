import { describe, expect, it } from "vitest";
import fc from "fast-check";
import type { OrganisationUserStatus } from "../users/organisation-user-status.ts";
import {
  changedSiteAssignments,
  sitesLeftWithoutVerifiedUser,
  visibleSites,
  type SiteChange,
  type SiteMemberRef,
  type SiteRef,
} from "./site-membership.ts";

const STATUSES: OrganisationUserStatus[] = [
  "VERIFIED",
  "VERIFICATION",
  "NONVERIFIED",
  "DEACTIVATED",
  "LOCKED",
  "PENDING",
  "SSO",
];

const corporate: SiteRef = { id: "corp", name: "Corporate", isCorporate: true };
const pharmacy: SiteRef = { id: "pharm", name: "Pharmacy", isCorporate: false };
const er: SiteRef = { id: "er", name: "Emergency", isCorporate: false };
const SITES = [corporate, pharmacy, er];
const member = (
  id: string,
  siteIds: string[] | null,
  status: OrganisationUserStatus = "VERIFIED",
): SiteMemberRef => ({
  membershipId: id,
  siteIds,
  status,
});

describe("visibleSites", () => {
  it("shows every site to a member of all sites or of Corporate, else the listed ones", () => {
    expect(visibleSites({ siteIds: null }, SITES)).toEqual(SITES);
    expect(visibleSites({ siteIds: ["corp"] }, SITES)).toEqual(SITES);
    expect(visibleSites({ siteIds: ["er", "pharm"] }, SITES)).toEqual([pharmacy, er]);
    expect(visibleSites({ siteIds: ["gone"] }, SITES)).toEqual([]);
    expect(visibleSites({ siteIds: [] }, SITES)).toEqual([]);
  });
});

describe("sitesLeftWithoutVerifiedUser, examples from the rule", () => {
  const members = [
    member("admin", null, "PENDING"),
    member("ann", ["pharm"]),
    member("bob", ["pharm", "er"], "VERIFICATION"),
  ];

  it("refuses taking the last verified member off a site, and names only that site", () => {
    expect(
      sitesLeftWithoutVerifiedUser(SITES, members, {
        type: "setSiteMembers",
        siteId: "pharm",
        membershipIds: ["bob"],
      }),
    ).toEqual([pharmacy]);
    expect(
      sitesLeftWithoutVerifiedUser(SITES, members, {
        type: "updateMembership",
        membershipId: "ann",
        status: "DEACTIVATED",
      }),
    ).toEqual([pharmacy]);
    expect(
      sitesLeftWithoutVerifiedUser(SITES, members, {
        type: "updateMembership",
        membershipId: "ann",
        siteIds: ["er"],
      }),
    ).toEqual([pharmacy]);
    expect(
      sitesLeftWithoutVerifiedUser(SITES, members, { type: "removeMembership", membershipId: "ann" }),
    ).toEqual([pharmacy]);
  });

  it("lets a change through when another verified member stays, or the member moves to all sites", () => {
    const withCarl = [...members, member("carl", ["pharm"])];
    expect(
      sitesLeftWithoutVerifiedUser(SITES, withCarl, { type: "removeMembership", membershipId: "ann" }),
    ).toEqual([]);
    expect(
      sitesLeftWithoutVerifiedUser(SITES, members, {
        type: "updateMembership",
        membershipId: "ann",
        siteIds: null,
      }),
    ).toEqual([]);
    expect(sitesLeftWithoutVerifiedUser(SITES, members, { type: "deleteSite", siteId: "pharm" })).toEqual([]);
  });

  it("counts a verified all-sites member for every site, so only they protect Corporate", () => {
    const admins = [member("root", null), member("ann", ["pharm"])];
    expect(
      sitesLeftWithoutVerifiedUser(SITES, admins, {
        type: "updateMembership",
        membershipId: "root",
        status: "LOCKED",
      }),
    ).toEqual([corporate, er]);
    expect(
      sitesLeftWithoutVerifiedUser(SITES, admins, {
        type: "setSiteMembers",
        siteId: "pharm",
        membershipIds: [],
      }),
    ).toEqual([]);
  });

  it("does not blame a change for a site that had no verified member before it", () => {
    expect(
      sitesLeftWithoutVerifiedUser(SITES, members, {
        type: "setSiteMembers",
        siteId: "er",
        membershipIds: [],
      }),
    ).toEqual([]);
  });
});

/** Written apart from the code: whether `m` counts as a verified member of `siteId` after `change`. */
const verifiedAfter = (m: SiteMemberRef, siteId: string, change: SiteChange): boolean => {
  let siteIds = m.siteIds;
  let status = m.status;
  if (change.type === "removeMembership" && change.membershipId === m.membershipId) return false;
  if (change.type === "updateMembership" && change.membershipId === m.membershipId) {
    if (change.siteIds !== undefined) siteIds = change.siteIds;
    if (change.status !== undefined) status = change.status;
  }
  if (change.type === "setSiteMembers" && siteIds !== null && change.siteId === siteId)
    siteIds = change.membershipIds.includes(m.membershipId) ? [siteId] : [];
  if (change.type === "deleteSite" && change.siteId === siteId) return false;
  return status === "VERIFIED" && (siteIds === null || siteIds.includes(siteId));
};

const siteIdArb: fc.Arbitrary<string> = fc.constantFrom("corp", "pharm", "er", "lab");
const sitesArb = fc.constant<SiteRef[]>([...SITES, { id: "lab", name: "Lab", isCorporate: false }]);
const membersArb = fc
  .array(
    fc.record({
      siteIds: fc.option(fc.uniqueArray(siteIdArb, { maxLength: 4 }), { nil: null }),
      status: fc.constantFrom(...STATUSES),
    }),
    { maxLength: 8 },
  )
  .map((rows) => rows.map((row, i) => ({ membershipId: `m${i}`, ...row })));
const memberIdArb = fc.constantFrom("m0", "m1", "m2", "m3", "m4", "m5", "m6", "m7", "nobody");
const changeArb: fc.Arbitrary<SiteChange> = fc.oneof(
  fc.record({
    type: fc.constant("setSiteMembers" as const),
    siteId: siteIdArb,
    membershipIds: fc.uniqueArray(memberIdArb),
  }),
  fc.record(
    {
      type: fc.constant("updateMembership" as const),
      membershipId: memberIdArb,
      siteIds: fc.option(fc.uniqueArray(siteIdArb, { maxLength: 4 }), { nil: null }),
      status: fc.constantFrom(...STATUSES),
    },
    { requiredKeys: ["type", "membershipId"] },
  ),
  fc.record({ type: fc.constant("removeMembership" as const), membershipId: memberIdArb }),
  fc.record({ type: fc.constant("deleteSite" as const), siteId: siteIdArb }),
);

describe("sitesLeftWithoutVerifiedUser, properties", () => {
  it("reports exactly the remaining sites that had a verified member and have none after", () => {
    fc.assert(
      fc.property(sitesArb, membersArb, changeArb, (sites, members, change) => {
        const expected = sites.filter(
          (site) =>
            !(change.type === "deleteSite" && change.siteId === site.id) &&
            members.some(
              (m) => m.status === "VERIFIED" && (m.siteIds === null || m.siteIds.includes(site.id)),
            ) &&
            !members.some((m) => verifiedAfter(m, site.id, change)),
        );
        expect(sitesLeftWithoutVerifiedUser(sites, members, change)).toEqual(expected);
      }),
    );
  });

  it("never refuses deleting a site, nor keeping every verified member of the site being edited", () => {
    fc.assert(
      fc.property(sitesArb, membersArb, siteIdArb, (sites, members, siteId) => {
        expect(sitesLeftWithoutVerifiedUser(sites, members, { type: "deleteSite", siteId })).toEqual([]);
        const keep = members.filter((m) => m.siteIds?.includes(siteId)).map((m) => m.membershipId);
        expect(
          sitesLeftWithoutVerifiedUser(sites, members, {
            type: "setSiteMembers",
            siteId,
            membershipIds: keep,
          }),
        ).toEqual([]);
      }),
    );
  });

  it("always refuses deactivating the only verified member of a site", () => {
    fc.assert(
      fc.property(membersArb, siteIdArb, (others, siteId) => {
        const bystanders = others.map((m) => ({
          ...m,
          status: m.status === "VERIFIED" ? ("PENDING" as const) : m.status,
        }));
        const members = [...bystanders, member("only", [siteId])];
        const left = sitesLeftWithoutVerifiedUser(
          SITES.concat({ id: "lab", name: "Lab", isCorporate: false }),
          members,
          {
            type: "updateMembership",
            membershipId: "only",
            status: "DEACTIVATED",
          },
        );
        expect(left.map((s) => s.id)).toEqual([siteId]);
      }),
    );
  });
});

describe("changedSiteAssignments", () => {
  it("writes only members whose set of sites changed, whatever the order", () => {
    const before = [member("a", ["x", "y"]), member("b", null), member("c", ["x"])];
    const after = [member("a", ["y", "x"]), member("b", null), member("c", [])];
    expect(changedSiteAssignments(before, after)).toEqual([{ membershipId: "c", siteIds: [] }]);
  });
});
