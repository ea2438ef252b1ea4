import { describe, expect, it } from "vitest";
import type { Actor } from "../../access/actor.ts";
import { PERMISSIONS_BY_ORGANIZATION_TYPE } from "../../permissions-catalogue.ts";
import { createFakeSiteStores } from "../../../tests/fakes/site-stores.ts";
import type { SiteMemberRecord, SiteRecord } from "./site.ts";
import { createSite, updateSite } from "./save-site.ts";
import { deleteSite } from "./delete-site.ts";
import { setSiteMembers } from "./site-members.ts";
import { listSites } from "./list-sites.ts";
import { getSite } from "./get-site.ts";

const ORG = "org-1";
const site = (id: string, name: string, isCorporate = false): SiteRecord => ({
  id,
  organizationId: ORG,
  name,
  kind: isCorporate ? "CORPORATE" : "HOSPITAL",
  isCorporate,
  address1: "1 Main",
  address2: null,
  city: "Austin",
  state: "TX",
  zip: "78701",
  phone: null,
});
const member = (id: string, siteIds: string[] | null, status: SiteMemberRecord["status"] = "VERIFIED") => ({
  organizationId: ORG,
  membershipId: id,
  userId: `u-${id}`,
  firstName: id,
  lastName: id,
  email: `${id}@example.org`,
  roleName: "Administrator",
  siteIds,
  status,
});
const admin: Actor = {
  userId: "u-admin",
  userType: "PROV",
  organizationId: ORG,
  permissions: [...PERMISSIONS_BY_ORGANIZATION_TYPE.PROVIDER],
  roleName: "Administrator",
  siteIds: "all",
};
let n = 0;
const ids = { next: () => `new-${++n}` };
const page = {
  pageNumber: 1,
  pageSize: 50,
  sortField: "name" as const,
  sortDirection: "asc" as const,
  search: undefined,
  filters: {},
};

const setup = () =>
  createFakeSiteStores(
    [site("corp", "Corporate", true), site("er", "Emergency"), site("lab", "Lab")],
    [
      member("boss", ["corp"]),
      member("ann", ["er"]),
      member("bob", ["er", "lab"], "VERIFICATION"),
      member("cy", ["lab"]),
    ],
  );

describe("site use cases", () => {
  it("refuses to take the last verified member off a site and leaves every assignment as it was", async () => {
    const fake = setup();
    await expect(setSiteMembers({ unitOfWork: fake.unitOfWork }, admin, "er", ["bob"])).rejects.toMatchObject(
      {
        _tag: "Conflict",
        code: "sites.leftWithoutVerified",
        params: { sites: "'Emergency'" },
      },
    );
    expect(fake.state.members.map((m) => m.siteIds)).toEqual([["corp"], ["er"], ["er", "lab"], ["lab"]]);
  });

  it("sets a site's members, touching only the assignments that change", async () => {
    const fake = setup();
    const rows = await setSiteMembers({ unitOfWork: fake.unitOfWork }, admin, "lab", ["cy", "ann"]);
    expect(rows.filter((r) => r.belongs).map((r) => r.membershipId)).toEqual(["ann", "cy"]);
    expect(fake.state.members.map((m) => m.siteIds)).toEqual([["corp"], ["er", "lab"], ["er"], ["lab"]]);
  });

  it("creates a site only with a verified first member, and assigns them", async () => {
    const fake = setup();
    await expect(
      createSite({ unitOfWork: fake.unitOfWork, ids }, admin, {
        name: "Pharmacy",
        kind: "DEPARTMENT",
        memberIds: ["bob"],
      }),
    ).rejects.toMatchObject({ _tag: "ValidationFailed", code: "sites.newSiteNeedsVerified" });
    expect(fake.state.sites).toHaveLength(3);
    const created = await createSite({ unitOfWork: fake.unitOfWork, ids }, admin, {
      name: " Pharmacy ",
      kind: "DEPARTMENT",
      memberIds: ["bob", "ann"],
    });
    expect(created).toMatchObject({ name: "Pharmacy", kind: "DEPARTMENT", address1: null });
    expect(fake.state.members.find((m) => m.membershipId === "ann")?.siteIds).toEqual(["er", created.id]);
  });

  it("needs a full address for a hospital, not for a department", async () => {
    const fake = setup();
    await expect(
      createSite({ unitOfWork: fake.unitOfWork, ids }, admin, {
        name: "North",
        kind: "HOSPITAL",
        city: "Austin",
        memberIds: ["ann"],
      }),
    ).rejects.toMatchObject({
      _tag: "ValidationFailed",
      fields: [
        { field: "address1", message: "Field required" },
        { field: "state", message: "Field required" },
        { field: "zip", message: "Field required" },
      ],
    });
  });

  it("keeps Corporate undeletable and of its own kind, and names unique", async () => {
    const fake = setup();
    await expect(deleteSite({ unitOfWork: fake.unitOfWork }, admin, "corp")).rejects.toMatchObject({
      _tag: "Conflict",
    });
    const renamed = await updateSite({ unitOfWork: fake.unitOfWork }, admin, "corp", {
      name: "Head Office",
      kind: "HOSPITAL",
    });
    expect(renamed).toMatchObject({ kind: "CORPORATE", name: "Head Office" });
    await expect(
      updateSite({ unitOfWork: fake.unitOfWork }, admin, "lab", { name: "EMERGENCY", kind: "DEPARTMENT" }),
    ).rejects.toMatchObject({
      _tag: "ValidationFailed",
      code: "sites.nameTaken",
    });
  });

  it("deletes a site and its assignments, but not one recalls were addressed to", async () => {
    const fake = setup();
    fake.recalled.add("er");
    await expect(deleteSite({ unitOfWork: fake.unitOfWork }, admin, "er")).rejects.toMatchObject({
      _tag: "Conflict",
      code: "sites.hasRecalls",
    });
    await deleteSite({ unitOfWork: fake.unitOfWork }, admin, "lab");
    expect(fake.state.sites.map((s) => s.id)).toEqual(["corp", "er"]);
    expect(fake.state.members.map((m) => m.siteIds)).toEqual([["corp"], ["er"], ["er"], []]);
  });

  it("shows a site-scoped manager only their sites, all of them through Corporate", async () => {
    const fake = setup();
    const scoped = { ...admin, siteIds: ["er"] };
    expect((await listSites(fake.stores, scoped, page)).items.map((s) => s.id)).toEqual(["er"]);
    await expect(getSite(fake.stores, scoped, "lab")).rejects.toMatchObject({ _tag: "NotFound" });
    expect((await listSites(fake.stores, { ...admin, siteIds: ["corp"] }, page)).total).toBe(3);
  });

  it("refuses every operation to a supplier and to a provider without the sites permission", async () => {
    const fake = setup();
    const responder = { ...admin, permissions: ["Provider_ResponderRole" as const] };
    const supplier = {
      ...admin,
      userType: "SUPP" as const,
      permissions: [...PERMISSIONS_BY_ORGANIZATION_TYPE.SUPPLIER],
    };
    for (const actor of [responder, supplier]) {
      await expect(listSites(fake.stores, actor, page)).rejects.toMatchObject({ _tag: "Forbidden" });
      await expect(setSiteMembers({ unitOfWork: fake.unitOfWork }, actor, "er", [])).rejects.toMatchObject({
        _tag: "Forbidden",
      });
    }
  });
});
