import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildingKeyOf } from "#core/locations/verification/building-key.ts";
import { LocationMappingBlock } from "../../adapters/db/entities.ts";
import { newId } from "../../adapters/db/ids.ts";
import { createKnownLocation, createShipTo, shipTo } from "./location-verification-fixtures.ts";
import { noPermissionAnswer } from "./support/envelopes.ts";
import { addMember, createOrganisation, createSite } from "./support/settings-fixtures.ts";
import { startTestPortal, type TestPortal } from "./support/test-portal.ts";

let t: TestPortal;
let provider: Awaited<ReturnType<typeof createOrganisation>>;
let supplierA: Awaited<ReturnType<typeof createOrganisation>>;
let supplierB: Awaited<ReturnType<typeof createOrganisation>>;
let corporate: string;
let north: string;
let south: string;
let token: string;
let adminUserId: string;
let knownNorth: string;
let knownOak: string;
let othersRow: string;

const LIST = "/provider/locations-verification";

beforeAll(async () => {
  t = await startTestPortal();
  provider = await createOrganisation(t, "PROVIDER");
  supplierA = await createOrganisation(t, "SUPPLIER");
  supplierB = await createOrganisation(t, "SUPPLIER");
  corporate = await createSite(t, provider.id, "Corporate", { corporate: true });
  north = await createSite(t, provider.id, "North Hospital");
  south = await createSite(t, provider.id, "South Hospital");
  const admin = await addMember(t, provider.id, provider.roles.get("Administrator")!, { siteIds: null });
  adminUserId = admin.userId;
  token = (await t.signIn(admin.email)).access_token;
  knownNorth = await createKnownLocation(t, provider.id, {
    name: "North Hospital",
    address1: "100 Main St",
    providerSiteId: north,
  });
  knownOak = await createKnownLocation(t, provider.id, { name: "Oak Clinic", address1: "200 Oak Ave" });
  const other = await createOrganisation(t, "PROVIDER");
  const otherKnown = await createKnownLocation(t, other.id, { name: "Elsewhere", address1: "5 Far Rd" });
  othersRow = await createShipTo(t, supplierA.id, otherKnown, {
    name: "Elsewhere Dock",
    address1: "5 Far Rd",
  });
});
afterAll(() => t.stop());

const list = async (query = "") => (await t.call("GET", `${LIST}?pageSize=500${query}`, { token })).body.d;
const mark = (body: Record<string, unknown>, as = token) =>
  t.call("PUT", `${LIST}/mark`, { token: as, body });

describe("provider location verification", () => {
  it("lists only rows mapped to the caller's organisation, not Invalid ones, with suppliers and their counts", async () => {
    const mine = await createShipTo(t, supplierA.id, knownNorth, {
      name: "Listed Dock",
      address1: "100 Main St",
    });
    const invalid = await createShipTo(t, supplierA.id, knownNorth, {
      name: "Listed Invalid",
      address1: "100 Main St",
      verificationStatus: "Invalid",
    });
    const review = await createShipTo(t, supplierB.id, null, {
      name: "Listed Review",
      address1: "100 Main St",
      decision: "review",
    });
    const ids = (await list()).items.map((row: { id: string }) => row.id);
    expect(ids).toContain(mine);
    expect(ids).not.toContain(invalid);
    expect(ids).not.toContain(review);
    expect(ids).not.toContain(othersRow);
    const onlyB = await list(`&supplierId=${supplierB.id}`);
    expect(onlyB.items.every((row: { supplierName: string }) => row.supplierName === supplierB.name)).toBe(
      true,
    );
    const suppliers = (await t.call("GET", `${LIST}/suppliers`, { token })).body.d;
    const countA = suppliers.find(
      (s: { supplierOrganizationId: string }) => s.supplierOrganizationId === supplierA.id,
    );
    expect(countA).toMatchObject({ supplierName: supplierA.name });
    expect(countA.total).toBe((await list(`&supplierId=${supplierA.id}`)).total);
  });

  it("marks Covered with the site, records who and when, and proposes it for another supplier's row", async () => {
    const first = await createShipTo(t, supplierA.id, knownNorth, {
      name: "Prop A",
      address1: "100 Main St",
    });
    const second = await createShipTo(t, supplierB.id, knownNorth, {
      name: "Prop B",
      address1: "100 Main St",
    });
    const answer = await mark({ ids: [first], status: "Covered", siteId: north });
    expect(answer.body).toMatchObject({ ok: true, m: "Rows marked", d: { marked: 1, sentToReview: 0 } });
    const stored = await shipTo(t, first);
    expect(stored).toMatchObject({
      verificationStatus: "Covered",
      providerSiteId: north,
      verifiedByUserId: adminUserId,
    });
    expect(stored.verifiedAt).toBeInstanceOf(Date);
    const proposed = (await list("&status=proposed")).items.find((row: { id: string }) => row.id === second);
    expect(proposed.proposal).toEqual({
      status: "Covered",
      siteId: north,
      siteName: "North Hospital",
      supplierName: supplierA.name,
    });
    const accepted = await t.call("POST", `${LIST}/accept-proposals`, { token, body: { ids: [second] } });
    expect(accepted.body).toMatchObject({ ok: true, d: { marked: 1 } });
    expect(await shipTo(t, second)).toMatchObject({ verificationStatus: "Covered", providerSiteId: north });
    // Accepted once, there is nothing left to accept.
    const again = await t.call("POST", `${LIST}/accept-proposals`, { token, body: { ids: [second] } });
    expect(again.status).toBe(409);
    expect(again.body.m).toContain("Prop B has no proposal");
  });

  it("refuses a whole bulk mark when one id is another provider's or malformed, and changes nothing", async () => {
    const a = await createShipTo(t, supplierA.id, knownNorth, { name: "Bulk A", address1: "100 Main St" });
    const b = await createShipTo(t, supplierB.id, knownNorth, { name: "Bulk B", address1: "100 Main St" });
    for (const intruder of [othersRow, "not-a-uuid", newId()]) {
      const answer = await mark({ ids: [a, b, intruder], status: "NotCovered" });
      expect(answer.status).toBe(404);
      expect(answer.body.m).toBe(
        "1 of the chosen rows are not in your list (another organisation's, marked Invalid, or no longer mapped to you); nothing was marked",
      );
    }
    expect((await shipTo(t, a)).verificationStatus).toBeNull();
    expect((await shipTo(t, othersRow)).verificationStatus).toBeNull();
    const ok = await mark({ ids: [a, b], status: "Emailed" });
    expect(ok.body.d).toEqual({ marked: 2, sentToReview: 0 });
    expect((await shipTo(t, b)).verificationStatus).toBe("Emailed");
  });

  it("asks for one of the organisation's own sites (not Corporate while others exist) for Covered only", async () => {
    const row = await createShipTo(t, supplierA.id, knownNorth, {
      name: "Site Check",
      address1: "100 Main St",
    });
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ status: "Covered" }, "Choose the site that handles these rows"],
      [{ status: "Covered", siteId: corporate }, "Choose one of your organisation's sites"],
      [{ status: "Covered", siteId: newId() }, "Choose one of your organisation's sites"],
      [{ status: "NotCovered", siteId: south }, "A site is chosen only when marking Covered"],
    ];
    for (const [body, message] of cases) {
      const answer = await mark({ ids: [row], ...body });
      expect(answer.status).toBe(400);
      expect(answer.body.m).toBe(message);
    }
    const sites = (await t.call("GET", `${LIST}/sites`, { token })).body.d;
    expect(sites).toEqual({
      centralised: true,
      sites: [
        { id: north, name: "North Hospital", isCorporate: false, mayCover: true },
        { id: south, name: "South Hospital", isCorporate: false, mayCover: true },
      ],
    });
  });

  it("Invalid blocks the building and sends other suppliers' rows mapped there to the operator's review", async () => {
    const marked = await createShipTo(t, supplierA.id, knownOak, {
      name: "Oak Dock",
      address1: "200 Oak Ave",
    });
    const sameBuilding = await createShipTo(t, supplierB.id, knownOak, {
      name: "Oak Receiving",
      address1: "200 OAK AVENUE",
      address2: "Dock 4",
    });
    const otherBuilding = await createShipTo(t, supplierB.id, knownOak, {
      name: "Oak Annex",
      address1: "900 Pine St",
    });
    const answer = await mark({ ids: [marked], status: "Invalid" });
    expect(answer.body.d).toEqual({ marked: 1, sentToReview: 1 });
    expect((await shipTo(t, marked)).verificationStatus).toBe("Invalid");
    expect(await shipTo(t, sameBuilding)).toMatchObject({
      decision: "review",
      knownLocationId: null,
      candidateKnownLocationId: knownOak,
      verificationStatus: null,
      reason: "Marked Invalid by the provider for another supplier's row at this building",
    });
    expect(await shipTo(t, otherBuilding)).toMatchObject({ decision: "matched", knownLocationId: knownOak });
    const blocks = await t.portal.orm.em.fork().find(LocationMappingBlock, { knownLocationId: knownOak });
    expect(blocks).toHaveLength(1);
    expect(blocks[0]).toMatchObject({
      kind: "INVALID",
      supplierOrganizationId: null,
      buildingKey: buildingKeyOf({ address1: "200 Oak Ave", zip: "36604" }),
      sourceSupplierLocationId: marked,
      createdByUserId: adminUserId,
    });
    // The Invalid row left the provider's list; marking it again is refused like any row not in it.
    expect((await list()).items.map((row: { id: string }) => row.id)).not.toContain(marked);
    expect((await mark({ ids: [marked], status: "Covered", siteId: north })).status).toBe(404);
  });

  it("shows an Invalid mark in the operator's review queue total within a second, not after the cache expires", async () => {
    const operator = (await t.signIn("operator.admin@example.org")).access_token;
    const queueTotal = async () =>
      (
        await t.call("GET", `/notisphere/locations-verification?supplierId=${supplierA.id}&kind=invalid`, {
          token: operator,
        })
      ).body.d.total as number;
    const row = await createShipTo(t, supplierA.id, knownOak, {
      name: "Oak Loading",
      address1: "200 Oak Ave",
    });
    const before = await queueTotal();
    expect(await queueTotal()).toBe(before); // the total is now cached (10 s)
    expect((await mark({ ids: [row], status: "Invalid" })).status).toBe(200);
    // Every process reads the shared write generations each second (ADR 5); allow three.
    const deadline = Date.now() + 3_000;
    let after = await queueTotal();
    while (after === before && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      after = await queueTotal();
    }
    expect(after).toBe(before + 1);
  });

  it("refuses callers without Provider_ManageLocations", async () => {
    const coordinator = await addMember(t, provider.id, provider.roles.get("Recall Coordinator")!, {
      siteIds: null,
    });
    const coordinatorToken = (await t.signIn(coordinator.email)).access_token;
    expect((await t.call("GET", LIST, { token: coordinatorToken })).body).toEqual(noPermissionAnswer);
    const supplierAdmin = await addMember(t, supplierA.id, supplierA.roles.get("Administrator")!, {
      siteIds: null,
    });
    const supplierToken = (await t.signIn(supplierAdmin.email)).access_token;
    expect((await mark({ ids: [othersRow], status: "Emailed" }, supplierToken)).body).toEqual(
      noPermissionAnswer,
    );
  });
});

describe("a decentralised provider", () => {
  it("lets only a member of the chosen site mark Covered for it", async () => {
    const org = await createOrganisation(t, "PROVIDER", { centralized: false });
    await createSite(t, org.id, "Corporate", { corporate: true });
    const east = await createSite(t, org.id, "East Hospital");
    const west = await createSite(t, org.id, "West Hospital");
    const eastAdmin = await addMember(t, org.id, org.roles.get("Administrator")!, { siteIds: [east] });
    const eastToken = (await t.signIn(eastAdmin.email)).access_token;
    const known = await createKnownLocation(t, org.id, {
      name: "East",
      address1: "1 East Rd",
      providerSiteId: east,
    });
    const row = await createShipTo(t, supplierA.id, known, { name: "East Dock", address1: "1 East Rd" });
    const refused = await mark({ ids: [row], status: "Covered", siteId: west }, eastToken);
    expect(refused.status).toBe(403);
    expect(refused.body.m).toBe(
      "Your organisation handles recalls per site: only a member of West Hospital may mark rows Covered for it",
    );
    expect((await shipTo(t, row)).verificationStatus).toBeNull();
    const sites = (await t.call("GET", `${LIST}/sites`, { token: eastToken })).body.d;
    expect(sites.centralised).toBe(false);
    expect(sites.sites.map((s: { name: string; mayCover: boolean }) => [s.name, s.mayCover])).toEqual([
      ["East Hospital", true],
      ["West Hospital", false],
    ]);
    expect((await mark({ ids: [row], status: "Covered", siteId: east }, eastToken)).status).toBe(200);
    expect(await shipTo(t, row)).toMatchObject({ verificationStatus: "Covered", providerSiteId: east });
  });
});
