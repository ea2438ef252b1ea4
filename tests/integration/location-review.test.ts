import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  KnownLocation,
  KnownLocationChange,
  KnownProvider,
  LocationMappingBlock,
  SupplierLocation,
} from "../../adapters/db/entities.ts";
import { newId } from "../../adapters/db/ids.ts";
import { buildingKeyOf } from "#core/locations/verification/building-key.ts";
import { startTestPortal, type TestPortal } from "./support/test-portal.ts";
import { createSupplier, fixture, mappingsOf, settled, upload } from "./location-preprocessor-support.ts";
import { noPermissionAnswer, okAnswer, pageAnswer, refusedAnswer } from "./support/envelopes.ts";

let t: TestPortal;
let operator: string;
const filesDir = mkdtempSync(path.join(tmpdir(), "review-files-"));
const QUEUE = "/notisphere/locations-verification";

beforeAll(async () => {
  t = await startTestPortal({ workers: true, filesDir });
  operator = (await t.signIn("operator.admin@example.org")).access_token;
});
afterAll(async () => {
  await t.stop();
  rmSync(filesDir, { recursive: true, force: true });
});

const em = () => t.portal.orm.em.fork();
const rowOf = async (supplierOrganizationId: string, locationId: string) =>
  (await mappingsOf(t, supplierOrganizationId)).find((r) => r.locationId === locationId)!;
const blocksOf = (knownLocationId: string) =>
  em().find(LocationMappingBlock, { knownLocationId }, { disableIdentityMap: true });

/** Uploads the acme ship-to file for the supplier and waits for its run. */
const runFile = async (supplierId: string) => {
  const uploaded = await upload(t, operator, "acme-shipto.csv", fixture("acme-shipto.csv"), { supplierId });
  expect(uploaded.status).toBe(200);
  expect(await settled(t, operator, uploaded.json.d.id)).toMatchObject({ status: "COMPLETED" });
};

const queueOf = async (query: string) => {
  const answer = await t.call("GET", `${QUEUE}?pageSize=100&${query}`, { token: operator });
  expect(answer.body).toEqual(
    pageAnswer({ items: expect.any(Array), total: expect.any(Number), pageSize: 100 }),
  );
  return answer.body.d as { total: number; items: Array<Record<string, unknown>> };
};

describe("operator review queue", () => {
  it("lists a supplier's review and unmatched rows with their candidates, and confirm/reject feed the next run", async () => {
    const supplier = await createSupplier(t, "Review queue");
    await runFile(supplier.id);

    const queue = await queueOf(`supplierId=${supplier.id}`);
    expect(queue.total).toBe(3);
    // By name: Corner Pharmacy, Mayo Clinic Red Wing, Ochsner LSU Health.
    expect(queue.items.map((r) => [r.locationId, r.kind])).toEqual([
      ["AC-1005", "unmatched"],
      ["AC-1006", "review"],
      ["AC-1004", "review"],
    ]);
    const review = queue.items[1]!;
    expect(review).toMatchObject({
      supplierName: supplier.name,
      name: "Mayo Clinic Red Wing",
      decision: "review",
      knownLocationId: null,
      candidateKnownLocationId: expect.any(String),
      candidate: { id: review.candidateKnownLocationId, notisphereId: expect.stringMatching(/^NS-\d{6}$/) },
      allowedActions: ["confirm", "pick", "createLocation", "reject"],
    });
    // Unmatched without a candidate: nothing to confirm or reject, only pick or create.
    expect(queue.items[0]).toMatchObject({ candidate: null, allowedActions: ["pick", "createLocation"] });
    expect(
      (await queueOf(`supplierId=${supplier.id}&kind=unmatched`)).items.map((r) => r.locationId),
    ).toEqual(["AC-1005"]);
    expect(
      (await queueOf(`supplierId=${supplier.id}&search=red wing`)).items.map((r) => r.locationId),
    ).toEqual(["AC-1006"]);

    const detail = await t.call("GET", `${QUEUE}/${review.id}`, { token: operator });
    expect(detail.status).toBe(200);
    expect(detail.body.d.candidates[0]).toMatchObject({
      id: review.candidateKnownLocationId,
      score: expect.any(Number),
      blocked: null,
    });

    // Reject AC-1004's candidate: rejected, unmapped, and blocked for this supplier's ship-to.
    const other = queue.items[2]!;
    const rejected = await t.call("PUT", `${QUEUE}/${other.id}/reject`, { token: operator });
    expect(rejected.body).toEqual(
      okAnswer(
        expect.objectContaining({
          decision: "rejected",
          knownLocationId: null,
          kind: null,
          allowedActions: [],
        }),
        "Location rejected",
      ),
    );
    // Only this supplier's blocks: the demo's provider marked another building of the same location Invalid.
    const ownBlocks = (await blocksOf(other.candidateKnownLocationId as string)).filter(
      (b) => b.supplierOrganizationId === supplier.id,
    );
    expect(ownBlocks).toEqual([
      expect.objectContaining({
        kind: "REJECTED",
        supplierOrganizationId: supplier.id,
        locationId: "AC-1004",
      }),
    ]);

    // Confirm AC-1006 to its candidate.
    const confirmed = await t.call("PUT", `${QUEUE}/${review.id}/confirm`, { token: operator, body: {} });
    expect(confirmed.body.d).toMatchObject({
      decision: "confirmed",
      knownLocationId: review.candidateKnownLocationId,
    });
    const decided = await rowOf(supplier.id, "AC-1006");
    expect(decided.decidedByUserId).toEqual(expect.any(String));
    expect(decided.decidedAt).toBeInstanceOf(Date);

    // A decided row has left the queue: a second decision is refused as not found.
    const again = await t.call("PUT", `${QUEUE}/${review.id}/reject`, { token: operator });
    expect(again.status).toBe(404);

    // A provider says AC-1001's building is not theirs: the next run keeps that match for review.
    const ac1001 = await rowOf(supplier.id, "AC-1001");
    expect(ac1001.decision).toBe("matched");
    const invalidFor = ac1001.knownLocationId as string;
    const invalidBlock = em();
    invalidBlock.create(LocationMappingBlock, {
      id: newId(),
      kind: "INVALID",
      supplierOrganizationId: null,
      locationId: null,
      buildingKey: buildingKeyOf(ac1001),
      knownLocationId: invalidFor,
      sourceSupplierLocationId: null,
      createdByUserId: null,
    });
    await invalidBlock.flush();
    await runFile(supplier.id);
    const after = await mappingsOf(t, supplier.id);
    const byId = new Map(after.map((r) => [r.locationId, r]));
    expect(byId.get("AC-1001")).toMatchObject({
      decision: "review",
      knownLocationId: null,
      candidateKnownLocationId: invalidFor,
      reason: expect.stringMatching(/^blocked: the provider marked this location Invalid/),
    });
    // The rejection holds (same candidate proposed again) and the confirmation is kept.
    expect(byId.get("AC-1004")).toMatchObject({ decision: "rejected", knownLocationId: null });
    expect(byId.get("AC-1006")).toMatchObject({
      decision: "confirmed",
      knownLocationId: review.candidateKnownLocationId,
    });

    // Confirming the blocked pair lifts the provider's Invalid block for the building.
    const blocked = (await queueOf(`supplierId=${supplier.id}&search=AC-1001`)).items[0]!;
    const blockedDetail = await t.call("GET", `${QUEUE}/${blocked.id}`, { token: operator });
    expect(blockedDetail.body.d.candidates[0]).toMatchObject({ id: invalidFor, blocked: "INVALID" });
    await t.call("PUT", `${QUEUE}/${blocked.id}/confirm`, { token: operator, body: {} });
    expect((await blocksOf(invalidFor)).filter((b) => b.kind === "INVALID")).toEqual([]);
    expect(await rowOf(supplier.id, "AC-1001")).toMatchObject({
      decision: "confirmed",
      knownLocationId: invalidFor,
    });
  });

  it("queues rows a provider marked Invalid; pick another location clears the verification", async () => {
    const supplier = await createSupplier(t, "Review invalid");
    await runFile(supplier.id);
    const matched = await rowOf(supplier.id, "AC-1002");
    expect(matched.decision).toBe("matched");
    await em().nativeUpdate(SupplierLocation, { id: matched.id }, { verificationStatus: "Invalid" });

    const invalid = await queueOf(`supplierId=${supplier.id}&kind=invalid`);
    expect(invalid.items.map((r) => [r.locationId, r.kind, (r.candidate as { id: string }).id])).toEqual([
      ["AC-1002", "invalid", matched.knownLocationId],
    ]);
    const other = await em().findOneOrFail(
      KnownLocation,
      { id: { $ne: matched.knownLocationId as string }, status: "ACTIVE" },
      { disableIdentityMap: true },
    );
    const picked = await t.call("PUT", `${QUEUE}/${matched.id}/confirm`, {
      token: operator,
      body: { knownLocationId: other.notisphereId },
    });
    expect(picked.status).toBe(200);
    expect(await rowOf(supplier.id, "AC-1002")).toMatchObject({
      decision: "confirmed",
      knownLocationId: other.id,
      verificationStatus: null,
    });
  });

  it("creates a known location from an unmatched row and maps the row to it", async () => {
    const supplier = await createSupplier(t, "Review create");
    // A row only this test uses: the location it creates joins the shared master, and a row of the shared
    // fixture (AC-1005) would then match it in every file that runs after this one.
    const street = `${Math.floor(Math.random() * 90_000) + 10_000} Quarry Bend Rd`;
    const own = new TextEncoder().encode(
      `Ship To Number,Ship To Name,Address 1,Address 2,City,State,Zip Code,Phone\nRC-1,Quarry Bend Apothecary,${street},,Cedar Rapids,IA,52401,\n`,
    );
    const uploaded = await upload(t, operator, "review-create.csv", own, { supplierId: supplier.id });
    expect(await settled(t, operator, uploaded.json.d.id)).toMatchObject({ status: "COMPLETED" });
    const unmatched = await rowOf(supplier.id, "RC-1");
    expect(unmatched).toMatchObject({ decision: "unmatched" });
    const provider = await em().findOneOrFail(
      KnownProvider,
      { status: "ACTIVE" },
      { disableIdentityMap: true },
    );

    const refused = await t.call("POST", `${QUEUE}/${unmatched.id}/create-location`, {
      token: operator,
      body: { knownProviderId: provider.id, state: "Illinois" },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error?.fields).toEqual([
      { field: "state", message: "Use the two-letter state code", messageKey: "locationReview.stateCode" },
    ]);

    const created = await t.call("POST", `${QUEUE}/${unmatched.id}/create-location`, {
      token: operator,
      body: { knownProviderId: provider.id, type: "NON_ACUTE" },
    });
    expect(created.body).toEqual(
      okAnswer(
        {
          row: expect.objectContaining({
            decision: "confirmed",
            knownLocationId: created.body.d.location.id,
          }),
          location: expect.objectContaining({
            notisphereId: expect.stringMatching(/^NS-\d{6}$/),
            name: "Quarry Bend Apothecary",
            providerName: provider.name,
            state: "IA",
          }),
        },
        "Location created and mapped",
      ),
    );
    const location = await em().findOneOrFail(KnownLocation, { id: created.body.d.location.id });
    expect(location).toMatchObject({ type: "NON_ACUTE", knownProviderId: provider.id, status: "ACTIVE" });
    expect(
      await em().count(KnownLocationChange, { knownLocationId: location.id, changeType: "CREATED" }),
    ).toBe(1);
  });

  it("refuses unknown rows, closed locations and callers without the permission", async () => {
    expect((await t.call("GET", `${QUEUE}/${newId()}`, { token: operator })).body).toEqual(
      refusedAnswer("Ship-to row not found in the review queue", {
        code: "NotFound",
        messageKey: "locationReview.rowNotFound",
      }),
    );
    // A supplier filter that is no id names no supplier: an empty queue, not a server error.
    for (const supplierId of ["-1", "99999999999999999999999999", "%19%0E"])
      expect((await t.call("GET", `${QUEUE}?supplierId=${supplierId}`, { token: operator })).body).toEqual(
        pageAnswer({ items: [], total: 0, pageSize: expect.any(Number) }),
      );
    const supplier = await createSupplier(t, "Review closed");
    await runFile(supplier.id);
    // AC-1004 waits in review: a row of the queue to decide.
    const queued = await rowOf(supplier.id, "AC-1004");
    const closed = await em().findOneOrFail(
      KnownLocation,
      { status: "ACTIVE" },
      { disableIdentityMap: true },
    );
    await em().nativeUpdate(KnownLocation, { id: closed.id }, { status: "CLOSED" });
    try {
      const answer = await t.call("PUT", `${QUEUE}/${queued.id}/confirm`, {
        token: operator,
        body: { knownLocationId: closed.id },
      });
      expect(answer.status).toBe(400);
      expect(answer.body.m).toBe(`${closed.name} is CLOSED; choose an active location`);
    } finally {
      await em().nativeUpdate(KnownLocation, { id: closed.id }, { status: "ACTIVE" });
    }
    const supplierUser = (await t.signIn("supplier.admin@example.org")).access_token;
    expect((await t.call("GET", QUEUE, { token: supplierUser })).body).toEqual(noPermissionAnswer);
    expect((await t.call("PUT", `${QUEUE}/${queued.id}/reject`, { token: supplierUser })).body).toEqual(
      noPermissionAnswer,
    );
  });
});
