import { describe, expect, it } from "vitest";
import {
  listProviderVerification,
  listVerificationSites,
  listVerificationSuppliers,
} from "./list-provider-verification.ts";
import {
  CORPORATE,
  fakeProviderVerification,
  listRecord,
  listRequest,
  NORTH,
  SOUTH,
  verifier,
} from "./testing/provider-verification-fakes.ts";

const notAVerifier = verifier({ permissions: [] });

describe("listProviderVerification", () => {
  it("answers the page the request asks for, of the caller's organisation", async () => {
    const records = [
      listRecord("a"),
      listRecord("b", { supplierOrganizationId: "supplier-b" }),
      listRecord("c", { supplierOrganizationId: "supplier-b" }),
    ];
    const { stores } = fakeProviderVerification({ records });
    const page = await listProviderVerification(
      stores,
      verifier(),
      listRequest({ supplierId: "supplier-b", pageNumber: 2, pageSize: 1 }),
    );
    expect(page).toEqual({ items: [records[2]], total: 2, pageNumber: 2, pageSize: 1 });
    expect(
      (await listProviderVerification(stores, verifier({ organizationId: "org-2" }), listRequest())).total,
    ).toBe(0);
  });

  it("refuses a user who may not verify", async () => {
    const { stores } = fakeProviderVerification({ records: [listRecord("a")] });
    await expect(listProviderVerification(stores, notAVerifier, listRequest())).rejects.toMatchObject({
      _tag: "Forbidden",
    });
  });
});

describe("listVerificationSuppliers", () => {
  const counts = [
    { supplierOrganizationId: "supplier-a", supplierName: "A", total: 3, unverified: 2, proposed: 1 },
  ];

  it("answers the caller's organisation's supplier counts", async () => {
    const { stores } = fakeProviderVerification({ supplierCounts: counts });
    expect(await listVerificationSuppliers(stores, verifier())).toEqual(counts);
    expect(await listVerificationSuppliers(stores, verifier({ organizationId: "org-2" }))).toEqual([]);
  });

  it("refuses a user who may not verify", async () => {
    const { stores } = fakeProviderVerification({ supplierCounts: counts });
    await expect(listVerificationSuppliers(stores, notAVerifier)).rejects.toMatchObject({
      _tag: "Forbidden",
    });
  });
});

describe("listVerificationSites", () => {
  it("offers the real sites, not Corporate, each coverable by anyone while the setting is unset", async () => {
    const { stores } = fakeProviderVerification({ centralised: null, sites: [CORPORATE, NORTH, SOUTH] });
    expect(await listVerificationSites(stores, verifier({ siteIds: [] }))).toEqual({
      centralised: true,
      sites: [
        { ...NORTH, mayCover: true },
        { ...SOUTH, mayCover: true },
      ],
    });
  });

  it("says centralised when the organisation set it so", async () => {
    const { stores } = fakeProviderVerification({ centralised: true, sites: [NORTH] });
    expect(await listVerificationSites(stores, verifier({ siteIds: ["south"] }))).toEqual({
      centralised: true,
      sites: [{ ...NORTH, mayCover: true }],
    });
  });

  it("in a decentralised organisation lets the user cover only the sites they belong to", async () => {
    const { stores } = fakeProviderVerification({ centralised: false, sites: [CORPORATE, NORTH, SOUTH] });
    expect(await listVerificationSites(stores, verifier({ siteIds: ["south"] }))).toEqual({
      centralised: false,
      sites: [
        { ...NORTH, mayCover: false },
        { ...SOUTH, mayCover: true },
      ],
    });
    // A membership of every site (administrators) covers them all.
    const all = await listVerificationSites(stores, verifier({ siteIds: "all" }));
    expect(all.sites.map((site) => site.mayCover)).toEqual([true, true]);
  });

  it("offers Corporate when it is the organisation's only site", async () => {
    const { stores } = fakeProviderVerification({ sites: [CORPORATE] });
    expect((await listVerificationSites(stores, verifier())).sites).toEqual([
      { ...CORPORATE, mayCover: true },
    ]);
  });

  it("refuses a user who may not verify", async () => {
    const { stores } = fakeProviderVerification();
    await expect(listVerificationSites(stores, notAVerifier)).rejects.toMatchObject({ _tag: "Forbidden" });
  });
});
