import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLocationMatcher } from "#core/locations/matching/match-locations.ts";
import type { ShipToRow } from "#core/locations/matching/location-schemas.ts";
import { buildingKeyOf } from "#core/locations/verification/building-key.ts";
import {
  KnownLocation,
  KnownLocationChange,
  KnownProvider,
  LocationMappingBlock,
  PreprocessorJob,
  PreprocessorJobRow,
  SupplierLocation,
  User,
} from "../../adapters/db/entities.ts";
import { ensureDemoShipTo, storeDemoShipToDocuments } from "../../adapters/db/seed/demo-ship-to.ts";
import { createLocalFileStore } from "../../adapters/files/local-file-store.ts";
import { readLocationRows } from "../../adapters/locations/read-location-rows.ts";
import {
  ACME_SHIP_TOS,
  NORTHWIND_SHIP_TOS,
  type DemoShipTo,
  type ShipToIntent,
} from "../../adapters/db/seed/demo-ship-to-data.ts";
import { startTestPortal, type TestPortal } from "./support/test-portal.ts";

let t: TestPortal;
const em = () => t.portal.orm.em.fork();

beforeAll(async () => {
  t = await startTestPortal();
});
afterAll(async () => {
  await t.stop();
});

/** The supplier's demo rows as stored, by ship-to id. */
const rowsOf = async (supplier: string, list: readonly DemoShipTo[]) => {
  const rows = await em().find(SupplierLocation, {
    supplierOrganizationId: await t.organizationId(supplier),
    locationId: { $in: list.map((r) => r.locationId) },
  });
  return new Map(rows.map((r) => [r.locationId, r]));
};

/** The state a stored row is in, in the words of the seed's intents. */
const stateOf = (row: { decision: string; verificationStatus?: string | null }): ShipToIntent => {
  if (row.decision === "matched") return (row.verificationStatus as ShipToIntent | null) ?? "unverified";
  return row.decision as ShipToIntent;
};

describe("demo ship-to lists", () => {
  it("leaves every Northwind row in the state the demo means, with every state present", async () => {
    const rows = await rowsOf("Northwind Distribution", NORTHWIND_SHIP_TOS);
    expect(rows.size).toBe(NORTHWIND_SHIP_TOS.length);
    // The matcher decides each row when the seed runs: a matcher change that moves a demo row fails here.
    const states = NORTHWIND_SHIP_TOS.map((r) => [r.locationId, stateOf(rows.get(r.locationId)!)]);
    expect(states).toEqual(NORTHWIND_SHIP_TOS.map((r) => [r.locationId, r.intent]));
    const present = new Set(states.map(([, state]) => state));
    for (const state of [
      "Covered",
      "NotCovered",
      "Invalid",
      "Emailed",
      "unverified",
      "confirmed",
      "review",
      "unmatched",
    ])
      expect(present, state).toContain(state);
    const acme = await rowsOf("Acme Medical", ACME_SHIP_TOS);
    expect(ACME_SHIP_TOS.map((r) => stateOf(acme.get(r.locationId)!))).toEqual(
      ACME_SHIP_TOS.map((r) => r.intent),
    );
  });

  it("fills the fields each state needs: site and verifier, candidate and reason, the Invalid block", async () => {
    const rows = [...(await rowsOf("Northwind Distribution", NORTHWIND_SHIP_TOS)).values()];
    const providerAdmin = await em().findOneOrFail(User, { email: "provider.admin@example.org" });
    const operator = await em().findOneOrFail(User, { email: "operator.admin@example.org" });
    for (const row of rows.filter((r) => r.verificationStatus === "Covered")) {
      const location = await em().findOneOrFail(KnownLocation, { id: row.knownLocationId! });
      expect(row.providerSiteId).toBe(location.providerSiteId);
      expect(row.providerSiteId).not.toBeNull();
      expect(row.verifiedByUserId).toBe(providerAdmin.id);
      expect(row.verifiedAt).toBeInstanceOf(Date);
    }
    for (const row of rows.filter((r) => r.decision === "review")) {
      expect(row.knownLocationId).toBeNull();
      expect(row.candidateKnownLocationId).not.toBeNull();
      expect(row.reason).toMatch(/^not conclusive: /);
    }
    const confirmed = rows.find((r) => r.decision === "confirmed")!;
    expect(confirmed.knownLocationId).toBe(confirmed.candidateKnownLocationId);
    expect(confirmed.decidedByUserId).toBe(operator.id);
    const invalid = rows.find((r) => r.verificationStatus === "Invalid")!;
    const block = await em().findOneOrFail(LocationMappingBlock, { sourceSupplierLocationId: invalid.id });
    expect(block).toMatchObject({
      kind: "INVALID",
      supplierOrganizationId: null,
      knownLocationId: invalid.knownLocationId,
      buildingKey: buildingKeyOf(invalid),
    });
    const emailed = rows.find((r) => r.verificationStatus === "Emailed")!;
    expect(emailed.verifiedByUserId).toBe(operator.id);
  });

  it("maps Northwind's unverified Ochsner rows onto buildings Acme has Covered (proposals)", async () => {
    const northwind = [...(await rowsOf("Northwind Distribution", NORTHWIND_SHIP_TOS)).values()];
    const acme = [...(await rowsOf("Acme Medical", ACME_SHIP_TOS)).values()];
    const coveredByAcme = new Set(
      acme.filter((r) => r.verificationStatus === "Covered").map((r) => r.knownLocationId),
    );
    const proposals = northwind.filter(
      (r) =>
        r.decision === "matched" && r.verificationStatus === null && coveredByAcme.has(r.knownLocationId),
    );
    expect(proposals.map((r) => r.locationId).sort()).toEqual([
      "NW-10001",
      "NW-10002",
      "NW-10003",
      "NW-10004",
    ]);
  });

  it("has providers off the platform, with and without a recall mailbox, a closed and a non-acute location", async () => {
    const thibodaux = await em().findOneOrFail(KnownProvider, { name: "Thibodaux Regional Health System" });
    expect(thibodaux.organizationId).toBeNull();
    expect(thibodaux.recallEmail).toMatch(/@/);
    const terrebonne = await em().findOneOrFail(KnownProvider, { name: "Terrebonne General Health System" });
    expect(terrebonne.recallEmail).toBeNull();
    const emailedRows = (await rowsOf("Northwind Distribution", NORTHWIND_SHIP_TOS)).get("NW-10012")!;
    const mailbox = await em().findOneOrFail(KnownLocation, { id: emailedRows.knownLocationId! });
    expect(mailbox.knownProviderId).toBe(thibodaux.id);
    expect(mailbox.notisphereId).toMatch(/^NS-\d{6}$/);

    const closed = await em().findOneOrFail(KnownLocation, { name: "DAUTERIVE HOSPITAL" });
    expect(closed.status).toBe("CLOSED");
    const history = await em().find(
      KnownLocationChange,
      { knownLocationId: closed.id },
      { orderBy: { at: "asc" } },
    );
    expect(history.map((h) => h.changeType)).toEqual(["CREATED", "CLOSED"]);
    expect(history[1]?.changes).toEqual({ status: { from: "ACTIVE", to: "CLOSED" } });
    const updated = await em().find(KnownLocationChange, {
      knownLocationId: mailbox.id,
      changeType: "UPDATED",
    });
    expect(updated[0]?.changes).toEqual({ phone: { from: "(985) 447-5000", to: "(985) 447-5500" } });
    expect(await em().count(KnownLocation, { knownProviderId: terrebonne.id, type: "NON_ACUTE" })).toBe(1);
  });

  it("keeps one completed pre-processor job per supplier whose rows are the list's", async () => {
    for (const [supplier, list] of [
      ["Acme Medical", ACME_SHIP_TOS],
      ["Northwind Distribution", NORTHWIND_SHIP_TOS],
    ] as const) {
      const rows = await rowsOf(supplier, list);
      const jobId = rows.get(list[0]!.locationId)!.jobId!;
      const job = await em().findOneOrFail(PreprocessorJob, { id: jobId });
      expect(job).toMatchObject({ status: "COMPLETED", totalRows: list.length, supplierName: supplier });
      const intents = list.map((r) => r.intent);
      expect(job.reviewCount).toBe(intents.filter((i) => i === "review").length);
      expect(job.confirmedCount).toBe(intents.filter((i) => i === "confirmed").length);
      expect(job.unmatchedCount).toBe(intents.filter((i) => i === "unmatched").length);
      expect(await em().count(PreprocessorJobRow, { jobId })).toBe(list.length);
      expect([...rows.values()].every((r) => r.jobId === jobId)).toBe(true);
    }
  });

  it("is idempotent: a second run writes nothing", async () => {
    const counts = async () =>
      Promise.all([
        em().count(SupplierLocation, {}),
        em().count(KnownLocation, {}),
        em().count(KnownProvider, {}),
        em().count(KnownLocationChange, {}),
        em().count(LocationMappingBlock, {}),
        em().count(PreprocessorJob, {}),
      ]);
    const before = await counts();
    expect(await ensureDemoShipTo(em())).toBe(0);
    expect(await counts()).toEqual(before);
  });

  it("gives the browser journey's file one review row, at Ochsner, and no other Ochsner mapping", async () => {
    const fixture = path.resolve(import.meta.dirname, "../fixtures/locations/journey-shipto.csv");
    const rows: ShipToRow[] = [];
    for await (const event of readLocationRows(fixture, "shipto"))
      if (event.type === "row") rows.push(event.value);
    expect(rows).toHaveLength(5);
    const known = await em().find(KnownLocation, {});
    const matcher = createLocationMatcher(
      known.map((k) => ({
        ...k,
        siteId: k.id,
        address2: k.address2 ?? undefined,
        phone: k.phone ?? undefined,
        hin: undefined,
        gln: undefined,
      })),
    );
    const results = rows.map((row) => matcher.match(row));
    expect(results.map((r) => r.status)).toEqual(["matched", "matched", "matched", "review", "unmatched"]);
    const ochsner = await t.organizationId("Ochsner Health");
    const byId = new Map(known.map((k) => [k.id, k]));
    // Only the confirmed review row joins Ochsner's rows, so the supplier's progress bar moves by exactly one.
    for (const result of results.filter((r) => r.status === "matched"))
      expect(byId.get(result.siteId!)?.providerOrganizationId).not.toBe(ochsner);
    const candidate = byId.get(results[3]!.candidateSiteId!)!;
    expect(candidate).toMatchObject({ name: "OCHSNER LSU HEALTH MONROE", providerOrganizationId: ochsner });
    // Nothing stands between Northwind's row and that candidate: no provider's Invalid for the building, no
    // rejection of Northwind's own (other suppliers' rejections, which other test files leave, bind only them).
    const blocked = await em().count(LocationMappingBlock, {
      knownLocationId: candidate.id,
      buildingKey: buildingKeyOf({ ...rows[3]!, address2: rows[3]!.address2 ?? null }),
      $or: [
        { kind: "INVALID" },
        { supplierOrganizationId: await t.organizationId("Northwind Distribution") },
      ],
    });
    expect(blocked).toBe(0);
  });

  it("stores each demo job's original file where the portal keeps uploads, once", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "demo-ship-to-"));
    try {
      const files = createLocalFileStore(dir);
      expect(await storeDemoShipToDocuments(em(), files)).toBe(2);
      const northwind = await rowsOf("Northwind Distribution", NORTHWIND_SHIP_TOS);
      const job = await em().findOneOrFail(PreprocessorJob, { id: northwind.get("NW-10001")!.jobId! });
      const stored = readFileSync(path.join(dir, job.fileKey));
      expect(stored.length).toBe(job.fileSize);
      const lines = stored.toString("utf8").split("\r\n");
      expect(lines[0]).toBe("Ship To Number,Ship To Name,Address 1,Address 2,City,State,Zip Code,Phone");
      expect(lines).toHaveLength(NORTHWIND_SHIP_TOS.length + 1);
      expect(lines[1]).toBe(
        "NW-10001,OCHSNER LAFAYETTE GENERAL MED CTR,1214 COOLIDGE AVENUE,ATTN: OR,LAFAYETTE,LA,70503,",
      );
      expect(await storeDemoShipToDocuments(em(), files)).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
