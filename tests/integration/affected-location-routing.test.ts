import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { KnownLocation, Membership, SupplierLocation, User } from "../../adapters/db/entities.ts";
import {
  tagAffectedShipTos,
  type AffectedShipToRoute,
} from "../../adapters/db/locations/affected-location-routing.ts";
import { startTestPortal, type TestPortal } from "./support/test-portal.ts";
import { type DormantProvider, routingFixtures } from "./affected-location-routing-support.ts";
import { addMember, createOrganisation } from "./support/settings-fixtures.ts";

let t: TestPortal;
let supplierId: string;
let otherSupplierId: string;
/** A demo hospital of the first health system (provider.admin@example.org's), whose users are active. */
let provider1: { locationId: string; organizationId: string; siteId: string };
/** Known locations of providers this file adds: off the platform (with and without a mailbox) and dormant. */
let mailboxLocationId: string;
let paperLocationId: string;
let dormant: DormantProvider;
let deactivated: DormantProvider;
let fixtures: ReturnType<typeof routingFixtures>;
const em = () => t.portal.orm.em.fork();

beforeAll(async () => {
  t = await startTestPortal();
  fixtures = routingFixtures(t);
  const { addProvider, addDormantProvider, shipTo } = fixtures;
  supplierId = (await createOrganisation(t, "SUPPLIER")).id;
  otherSupplierId = (await createOrganisation(t, "SUPPLIER")).id;
  // The demo provider administrator's health system: it has active users and hospitals that are known locations.
  const admin = await em().findOneOrFail(User, { email: "provider.admin@example.org" });
  const memberships = await em().find(Membership, { userId: admin.id, status: "ACTIVE" });
  const hospital = await em().findOneOrFail(
    KnownLocation,
    {
      providerOrganizationId: { $in: memberships.map((m) => m.organizationId) },
      providerSiteId: { $ne: null },
    },
    { orderBy: { notisphereId: "asc" } },
  );
  provider1 = {
    locationId: hospital.id,
    organizationId: hospital.providerOrganizationId!,
    siteId: hospital.providerSiteId!,
  };
  mailboxLocationId = await addProvider({ recallEmail: "recalls@offplatform.example" });
  paperLocationId = await addProvider({});
  dormant = await addDormantProvider("deactivated membership");
  deactivated = await addDormantProvider("deactivated organisation");

  const e = em();
  const onProvider1 = { knownLocationId: provider1.locationId };
  for (const row of [
    shipTo(supplierId, "COV", {
      ...onProvider1,
      verificationStatus: "Covered",
      providerSiteId: provider1.siteId,
    }),
    shipTo(supplierId, "NOTCOV", { ...onProvider1, decision: "confirmed", verificationStatus: "NotCovered" }),
    shipTo(supplierId, "INV", { ...onProvider1, verificationStatus: "Invalid" }),
    shipTo(supplierId, "EMARK", { ...onProvider1, verificationStatus: "Emailed" }),
    shipTo(supplierId, "UNVERIFIED", onProvider1),
    shipTo(supplierId, "MAILBOX", { knownLocationId: mailboxLocationId }),
    shipTo(supplierId, "MAILBOX-COV", { knownLocationId: mailboxLocationId, verificationStatus: "Covered" }),
    shipTo(supplierId, "PAPER", { knownLocationId: paperLocationId }),
    shipTo(supplierId, "DORMANT", { decision: "confirmed", knownLocationId: dormant.locationId }),
    shipTo(supplierId, "DEACTIVATED", { knownLocationId: deactivated.locationId }),
    shipTo(supplierId, "REVIEW", { decision: "review", candidateKnownLocationId: mailboxLocationId }),
    shipTo(supplierId, "UNMATCHED", { decision: "unmatched" }),
    // A rejected row that still names a location is not mapped: no e-mail to that provider.
    shipTo(supplierId, "REJECTED", { decision: "rejected", knownLocationId: mailboxLocationId }),
    // Quotes, backslashes, commas and braces travel inside the one array parameter as they are.
    shipTo(supplierId, 'ODD "id", \\ {x}', { ...onProvider1, verificationStatus: "NotCovered" }),
    shipTo(otherSupplierId, "OTHERS-ONLY", { ...onProvider1, verificationStatus: "Covered" }),
  ])
    e.create(SupplierLocation, row);
  await e.flush();
});

afterAll(async () => {
  await fixtures.cleanUp([supplierId, otherSupplierId]);
  await t.stop();
});

const route = (fields: Partial<AffectedShipToRoute> & Pick<AffectedShipToRoute, "shipToId" | "tag">) => ({
  supplierLocationId: expect.any(String),
  knownLocationId: null,
  providerOrganizationId: null,
  providerSiteId: null,
  recallEmail: null,
  ...fields,
});

describe("tagging an event's affected ship-to ids", () => {
  it("tags a row in every state, each id once in the order given, with where its notice goes", async () => {
    const ids = [
      " COV",
      "NOTCOV",
      "INV",
      "EMARK",
      "UNVERIFIED",
      "MAILBOX",
      "MAILBOX-COV",
      "PAPER",
      "DORMANT",
      "DEACTIVATED",
      "REVIEW",
      "UNMATCHED",
      "REJECTED",
      "GHOST",
      "OTHERS-ONLY",
      'ODD "id", \\ {x}',
      "COV ",
      "",
      "MAILBOX",
    ];
    const result = await tagAffectedShipTos(em(), supplierId, ids);
    const onProvider1 = {
      knownLocationId: provider1.locationId,
      providerOrganizationId: provider1.organizationId,
    };
    const offPlatform = { knownLocationId: mailboxLocationId, recallEmail: "recalls@offplatform.example" };
    const dormantMailbox = { recallEmail: "recalls@dormant.example" };
    expect(result.items).toEqual([
      route({ shipToId: "COV", tag: "Covered", ...onProvider1, providerSiteId: provider1.siteId }),
      route({ shipToId: "NOTCOV", tag: "NotCovered", ...onProvider1 }),
      route({ shipToId: "INV", tag: "Invalid", ...onProvider1 }),
      route({ shipToId: "EMARK", tag: "Emailed", ...onProvider1 }),
      route({ shipToId: "UNVERIFIED", tag: "NotCovered", ...onProvider1 }),
      route({ shipToId: "MAILBOX", tag: "Emailed", ...offPlatform }),
      route({ shipToId: "MAILBOX-COV", tag: "Covered", ...offPlatform }),
      route({ shipToId: "PAPER", tag: "NotCovered", knownLocationId: paperLocationId }),
      route({
        shipToId: "DORMANT",
        tag: "Emailed",
        knownLocationId: dormant.locationId,
        providerOrganizationId: dormant.organizationId,
        ...dormantMailbox,
      }),
      route({
        shipToId: "DEACTIVATED",
        tag: "Emailed",
        knownLocationId: deactivated.locationId,
        providerOrganizationId: deactivated.organizationId,
        ...dormantMailbox,
      }),
      route({ shipToId: "REVIEW", tag: "NotCovered" }),
      route({ shipToId: "UNMATCHED", tag: "NotCovered" }),
      route({ shipToId: "REJECTED", tag: "NotCovered" }),
      route({ shipToId: "GHOST", tag: "Unrecognized", supplierLocationId: null }),
      route({ shipToId: "OTHERS-ONLY", tag: "Unrecognized", supplierLocationId: null }),
      route({ shipToId: 'ODD "id", \\ {x}', tag: "NotCovered", ...onProvider1 }),
    ]);
    expect(result.counts).toEqual({ Covered: 2, NotCovered: 7, Invalid: 1, Emailed: 4, Unrecognized: 2 });
  });

  it("stops e-mailing a provider once someone there has an active membership", async () => {
    const before = await tagAffectedShipTos(em(), supplierId, ["DORMANT"]);
    expect(before.items[0]?.tag).toBe("Emailed");
    const member = await addMember(t, dormant.organizationId, dormant.administratorRoleId, { siteIds: null });
    const after = await tagAffectedShipTos(em(), supplierId, ["DORMANT"]);
    expect(after.items[0]).toEqual(
      route({
        shipToId: "DORMANT",
        tag: "NotCovered",
        knownLocationId: dormant.locationId,
        providerOrganizationId: dormant.organizationId,
        recallEmail: "recalls@dormant.example",
      }),
    );
    await em().nativeUpdate(Membership, { id: member.membershipId }, { status: "DEACTIVATED" });
    expect((await tagAffectedShipTos(em(), supplierId, ["DORMANT"])).items[0]?.tag).toBe("Emailed");
  });

  it("takes a list longer than PostgreSQL's bind-parameter limit in one read", async () => {
    const ids = Array.from({ length: 70_000 }, (_, i) => `BULK-${i}`).concat("COV", "INV");
    const result = await tagAffectedShipTos(em(), supplierId, ids);
    expect(result.items).toHaveLength(70_002);
    expect(result.counts).toEqual({
      Covered: 1,
      NotCovered: 0,
      Invalid: 1,
      Emailed: 0,
      Unrecognized: 70_000,
    });
    expect(result.items.at(-1)).toEqual(
      route({
        shipToId: "INV",
        tag: "Invalid",
        knownLocationId: provider1.locationId,
        providerOrganizationId: provider1.organizationId,
      }),
    );
  });

  it("reads inside the caller's transaction, so rows it wrote are already seen", async () => {
    const rolledBack = new Error("roll back");
    await expect(
      em().transactional(async (tx) => {
        tx.create(SupplierLocation, fixtures.shipTo(supplierId, "IN-TX", { verificationStatus: "Invalid" }));
        await tx.flush();
        const inside = await tagAffectedShipTos(tx, supplierId, ["IN-TX"]);
        expect(inside.items.map((item) => item.tag)).toEqual(["Invalid"]);
        throw rolledBack;
      }),
    ).rejects.toBe(rolledBack);
    const after = await tagAffectedShipTos(em(), supplierId, ["IN-TX"]);
    expect(after.items.map((item) => item.tag)).toEqual(["Unrecognized"]);
  });

  it("answers an empty list without reading", async () => {
    const result = await tagAffectedShipTos(em(), supplierId, [" ", ""]);
    expect(result).toEqual({
      items: [],
      counts: { Covered: 0, NotCovered: 0, Invalid: 0, Emailed: 0, Unrecognized: 0 },
    });
  });
});
