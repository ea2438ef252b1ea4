import { describe, expect, it } from "vitest";
import type { Actor } from "../../access/actor.ts";
import { Conflict, Forbidden, NotFound } from "../../shared/errors.ts";
import { createFakeAccessRequestStore } from "../../../tests/fakes/access-request-store.ts";
import type { AccessRequestTarget } from "./ports.ts";
import { ACCESS_REQUEST_REPEAT_HOURS, ACCESS_REQUESTS, requestAccess } from "./request-access.ts";

const target: AccessRequestTarget = {
  communicationId: "c-1",
  providerCommunicationId: "pc-1",
  communicationType: "RECALL",
  communicationUid: "Z-2038-2014",
  name: "Breathing Circuit Filter BB50T",
  supplierOrganizationId: "supplier",
  supplierName: "Acme Medical",
  providerOrganizationId: "prov-a",
  sites: [
    { id: "site-1", name: "North Hospital" },
    { id: "site-2", name: "South Clinic" },
  ],
};

const advisory: AccessRequestTarget = {
  ...target,
  communicationId: "c-2",
  providerCommunicationId: "pc-2",
  communicationType: "PRODUCT DISRUPTION",
  communicationUid: "ADV-7",
  name: "Saline backorder",
};

const person = (userId: string, organizationId: string, permissions: Actor["permissions"]) => ({
  userId,
  organizationId,
  permissions,
  email: `${userId}@example.org`,
  firstName: userId.toUpperCase(),
  lastName: "Tester",
});

const members = [
  person("admin-1", "prov-a", ["Provider_ManageUsers", "Provider_ManageRecalls"]),
  person("admin-2", "prov-a", ["Provider_ManageUsers"]),
  person("sourcing", "prov-a", ["Provider_ManageDisruption"]),
  person("other-admin", "prov-b", ["Provider_ManageUsers"]),
];

const actor = (overrides: Partial<Actor> = {}): Actor => ({
  userId: "sourcing",
  userType: "PROV",
  organizationId: "prov-a",
  permissions: ["Provider_ManageDisruption"],
  roleName: "Sourcing Coordinator",
  siteIds: ["site-1"],
  ...overrides,
});

const setup = (start = new Date("2026-11-22T10:00:00Z")) => {
  const store = createFakeAccessRequestStore({ targets: [target, advisory], members });
  let now = start;
  let next = 0;
  const deps = {
    store,
    clock: { now: () => now },
    ids: { next: () => `req-${(next += 1)}` },
    publicUrl: "https://portal.example.org",
  };
  return { store, deps, advance: (hours: number) => (now = new Date(now.getTime() + hours * 3600 * 1000)) };
};

describe("requestAccess", () => {
  it("mails every user administrator of the organisation, not the requester nor other tenants", async () => {
    const { store, deps } = setup();
    const result = await requestAccess(deps, actor(), "c-1", "pc-1");
    expect(result).toEqual({
      requestedAt: new Date("2026-11-22T10:00:00Z"),
      administratorsNotified: 2,
      administrators: ["ADMIN-1 Tester", "ADMIN-2 Tester"],
      repeated: false,
    });
    expect(store.outbox.map((mail) => mail.to)).toEqual(["admin-1@example.org", "admin-2@example.org"]);
    expect(store.requests).toEqual([
      {
        id: "req-1",
        userId: "sourcing",
        providerCommunicationId: "pc-1",
        requestedAt: new Date("2026-11-22T10:00:00Z"),
        notified: 2,
      },
    ]);
    const [mail] = store.outbox;
    expect(mail?.subject).toBe("Access request: SOURCING Tester asks to open recall Z-2038-2014");
    expect(mail?.text).toContain('received the recall "Breathing Circuit Filter BB50T" (ID Z-2038-2014)');
    expect(mail?.text).toContain("from Acme Medical");
    expect(mail?.text).toContain("Affected sites of your organization:\n- North Hospital\n- South Clinic\n");
    // The sourcing coordinator is assigned to an affected site: only the permission is missing.
    expect(mail?.text).toContain(
      "give SOURCING:\n- a role with Recalls: SOURCING's role now is Sourcing Coordinator, and a user has one role",
    );
    expect(mail?.text).not.toContain("affected sites listed above");
    expect(mail?.text).toContain("https://portal.example.org/provider/users");
    expect(mail?.text).toContain("https://portal.example.org/provider/recalls/view/c-1/pc-1");
  });

  it("names supply advisories and links to the advisory view", async () => {
    const { store, deps } = setup();
    const recallsOnly = actor({ permissions: ["Provider_ManageRecalls"] });
    await requestAccess(deps, recallsOnly, "c-2", "pc-2");
    const [mail] = store.outbox;
    expect(mail?.subject).toContain("asks to open supply advisory ADV-7");
    expect(mail?.text).toContain("a role with Supply Advisories");
    expect(mail?.text).toContain("https://portal.example.org/provider/product-disruption/view/c-2/pc-2");
  });

  it("accepts a user who holds the permission but none of the affected sites", async () => {
    const { store, deps } = setup();
    const otherSites = actor({ permissions: ["Provider_ManageRecalls"], siteIds: ["site-9"] });
    const result = await requestAccess(deps, otherSites, "c-1", "pc-1");
    expect(result.administratorsNotified).toBe(2);
    expect(store.outbox).toHaveLength(2);
    expect(store.outbox[0]?.text).toContain(
      "give SOURCING:\n- at least one of the affected sites listed above\n",
    );
    expect(store.outbox[0]?.text).not.toContain("a role with");
  });

  it("names both gaps when the user lacks the permission and every affected site", async () => {
    const { store, deps } = setup();
    await requestAccess(deps, actor({ siteIds: ["site-9"] }), "c-1", "pc-1");
    expect(store.outbox[0]?.text).toContain("- a role with Recalls");
    expect(store.outbox[0]?.text).toContain("- at least one of the affected sites listed above");
  });

  it("says so when the copy lists no affected site yet", async () => {
    const store = createFakeAccessRequestStore({ targets: [{ ...target, sites: [] }], members });
    const deps = { store, clock: { now: () => new Date() }, ids: { next: () => "x" }, publicUrl: "" };
    await requestAccess(deps, actor(), "c-1", "pc-1");
    expect(store.outbox[0]?.text).toContain("Affected sites of your organization:\n- none listed yet\n");
    expect(store.outbox[0]?.text).toContain(
      "- the affected sites, once the recall lists some for your organization",
    );
  });

  it("mails the other administrators when an administrator without the area's permission asks", async () => {
    const { store, deps } = setup();
    const admin = actor({ userId: "admin-2", permissions: ["Provider_ManageUsers"], siteIds: "all" });
    const result = await requestAccess(deps, admin, "c-1", "pc-1");
    expect(result.administratorsNotified).toBe(1);
    expect(store.outbox.map((mail) => mail.to)).toEqual(["admin-1@example.org"]);
  });

  it("sends nothing again within the repeat window, and again after it", async () => {
    const { store, deps, advance } = setup();
    await requestAccess(deps, actor(), "c-1", "pc-1");
    advance(ACCESS_REQUEST_REPEAT_HOURS - 1);
    const repeated = await requestAccess(deps, actor(), "c-1", "pc-1");
    expect(repeated).toEqual({
      requestedAt: new Date("2026-11-22T10:00:00Z"),
      administratorsNotified: 2,
      administrators: ["ADMIN-1 Tester", "ADMIN-2 Tester"],
      repeated: true,
    });
    expect(store.outbox).toHaveLength(2);
    advance(2);
    const later = await requestAccess(deps, actor(), "c-1", "pc-1");
    expect(later.repeated).toBe(false);
    expect(store.outbox).toHaveLength(4);
    expect(store.requests).toHaveLength(2);
  });

  it("refuses users who are not providers", async () => {
    const { store, deps } = setup();
    for (const userType of ["SUPP", "NOTISPHERE"] as const) {
      await expect(requestAccess(deps, actor({ userType }), "c-1", "pc-1")).rejects.toEqual(
        new Forbidden(ACCESS_REQUESTS.say("notProvider")),
      );
    }
    expect(store.outbox).toEqual([]);
  });

  it("answers not found for unknown ids, mismatched ids and another organisation's copy", async () => {
    const { store, deps } = setup();
    const notFound = new NotFound(ACCESS_REQUESTS.say("notFound"));
    await expect(requestAccess(deps, actor(), "c-1", "pc-404")).rejects.toEqual(notFound);
    await expect(requestAccess(deps, actor(), "c-2", "pc-1")).rejects.toEqual(notFound);
    const otherTenant = actor({ organizationId: "prov-b", userId: "other-admin" });
    await expect(requestAccess(deps, otherTenant, "c-1", "pc-1")).rejects.toEqual(notFound);
    expect(store.outbox).toEqual([]);
    expect(store.requests).toEqual([]);
  });

  it("refuses a user who can already open the notice, through a site or as an all-sites user", async () => {
    const { store, deps } = setup();
    for (const siteIds of [["site-2"], "all"] as const) {
      const allowed = actor({ permissions: ["Provider_ManageRecalls"], siteIds });
      await expect(requestAccess(deps, allowed, "c-1", "pc-1")).rejects.toEqual(
        new Conflict(ACCESS_REQUESTS.say("alreadyAllowed")),
      );
    }
    expect(store.outbox).toEqual([]);
  });

  it("refuses when nobody but the requester could grant access, and records nothing", async () => {
    const store = createFakeAccessRequestStore({
      targets: [target],
      members: [person("lonely", "prov-a", ["Provider_ManageUsers"])],
    });
    const deps = { store, clock: { now: () => new Date() }, ids: { next: () => "x" }, publicUrl: "" };
    const lonely = actor({ userId: "lonely", permissions: ["Provider_ManageUsers"] });
    await expect(requestAccess(deps, lonely, "c-1", "pc-1")).rejects.toEqual(
      new Conflict(ACCESS_REQUESTS.say("selfAdministrator")),
    );
    const colleague = actor({ userId: "sourcing" });
    const noAdmins = createFakeAccessRequestStore({
      targets: [target],
      members: [person("sourcing", "prov-a", [])],
    });
    await expect(requestAccess({ ...deps, store: noAdmins }, colleague, "c-1", "pc-1")).rejects.toEqual(
      new Conflict(ACCESS_REQUESTS.say("noAdministrator")),
    );
    expect(store.requests).toEqual([]);
    expect(noAdmins.requests).toEqual([]);
  });

  it("treats a requester without a user record as not found", async () => {
    const { deps } = setup();
    await expect(requestAccess(deps, actor({ userId: "ghost" }), "c-1", "pc-1")).rejects.toBeInstanceOf(
      NotFound,
    );
  });
});
