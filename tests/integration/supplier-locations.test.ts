import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { KnownLocation, KnownProvider } from "../../adapters/db/entities.ts";
import { fixture, mappingsOf, raw } from "./location-preprocessor-support.ts";
import { noPermissionAnswer, okAnswer } from "./support/envelopes.ts";
import { startTestPortal, type TestPortal } from "./support/test-portal.ts";
import {
  FILES,
  fileLike,
  markVerified,
  settledFile,
  supplierWithUser,
  uploadShipTo,
} from "./supplier-locations-support.ts";

let t: TestPortal;
const filesDir = mkdtempSync(path.join(tmpdir(), "supplier-files-"));
type Supplier = Awaited<ReturnType<typeof supplierWithUser>>;
let acme: Supplier;
let other: Supplier;
let jobId: string;

beforeAll(async () => {
  t = await startTestPortal({ workers: true, filesDir, uploadMaxBytes: 16 * 1024 });
  acme = await supplierWithUser(t, "Ship-to supplier");
  other = await supplierWithUser(t, "Other ship-to supplier");
  // The other supplier asks for its job to be filed under Acme: the field is not read, the job is its own.
  const uploaded = await uploadShipTo(t, acme.token, "acme-shipto.csv", fixture("acme-shipto.csv"), {
    supplierId: other.id,
  });
  expect(uploaded.status).toBe(200);
  expect(uploaded.json).toEqual(
    okAnswer(fileLike({ fileName: "acme-shipto.csv", status: "PENDING", format: "csv" }), "File uploaded"),
  );
  jobId = uploaded.json.d.id;
  await settledFile(t, acme.token, jobId);
});
afterAll(async () => {
  await t.stop();
  rmSync(filesDir, { recursive: true, force: true });
});

const get = (token: string, pathName: string) => t.call("GET", pathName, { token });

describe("supplier ship-to files", () => {
  it("runs the pre-processor for the uploading supplier and lists the job with its counts", async () => {
    const job = await settledFile(t, acme.token, jobId);
    expect(job).toEqual(
      fileLike({
        id: jobId,
        status: "COMPLETED",
        totalRows: 6,
        counts: { matched: 3, review: 2, unmatched: 1, confirmed: 0, rejected: 0 },
        errorReport: [],
        createdByName: "Test User",
      }),
    );
    expect((await mappingsOf(t, acme.id)).length).toBe(6);
    expect(await mappingsOf(t, other.id)).toEqual([]);
    const list = await get(acme.token, FILES);
    expect(list.body.d.items.map((f: { id: string }) => f.id)).toEqual([jobId]);
    expect(list.body.d.total).toBe(1);
  });

  it("hands back the original document to its supplier only; another supplier gets 404", async () => {
    const own = await raw(t, `${FILES}/${jobId}/document`, {
      headers: { authorization: `Bearer ${acme.token}` },
    });
    expect(own.status).toBe(200);
    expect(new Uint8Array(own.bytes)).toEqual(fixture("acme-shipto.csv"));
    for (const pathName of [`${FILES}/${jobId}`, `${FILES}/${jobId}/document`]) {
      const answer = await raw(t, pathName, { headers: { authorization: `Bearer ${other.token}` } });
      expect(answer.status).toBe(404);
      expect(answer.json.m).toBe("Ship-to file not found");
    }
    expect((await get(other.token, FILES)).body.d).toEqual({
      items: [],
      total: 0,
      pageNumber: 1,
      pageSize: 50,
    });
  });

  it("refuses a PNG renamed .csv as the operator's pre-processor does, creating no job", async () => {
    const png = await uploadShipTo(t, other.token, "logo-renamed.csv", fixture("logo-renamed.csv"));
    expect(png.status).toBe(400);
    expect(png.json.error.fields).toEqual([
      expect.objectContaining({ field: "file", messageKey: "preprocessor.fileProblem" }),
    ]);
    expect((await get(other.token, FILES)).body.d.total).toBe(0);
  });

  it("ends a file without the required columns in ERROR with a report, writing no rows", async () => {
    const bad = new TextEncoder().encode("Colour,Size\nred,3\n");
    const uploaded = await uploadShipTo(t, other.token, "wrong-columns.csv", bad);
    expect(uploaded.status).toBe(200);
    const job = await settledFile(t, other.token, uploaded.json.d.id);
    expect(job.status).toBe("ERROR");
    expect(job.errorReport.length).toBeGreaterThan(0);
    expect(await mappingsOf(t, other.id)).toEqual([]);
  });
});

describe("access", () => {
  it("refuses the operator and a supplier user without Supplier_ManageLocations", async () => {
    const operator = (await t.signIn("operator.admin@example.org")).access_token;
    const viewer = await supplierWithUser(t, "Viewer supplier", ["Supplier_ViewDashboard"]);
    for (const token of [operator, viewer.token])
      for (const pathName of ["/supplier/locations", "/supplier/providers", FILES, `${FILES}/${jobId}`]) {
        const answer = await get(token, pathName);
        expect(answer.status).toBe(403);
        expect(answer.body).toEqual(noPermissionAnswer);
      }
    const download = await raw(t, "/supplier/location-downloads/csv", {
      headers: { authorization: `Bearer ${viewer.token}` },
    });
    expect(download.status).toBe(403);
  });
});

/** The known provider of each mapped row, read from the master tables (not through the code under test). */
const providersOfMappedRows = async (supplierId: string) => {
  const em = t.portal.orm.em.fork();
  const rows = (await mappingsOf(t, supplierId)).filter(
    (r) => (r.decision === "matched" || r.decision === "confirmed") && r.knownLocationId !== null,
  );
  const byRow = new Map<string, { id: string; name: string }>();
  for (const row of rows) {
    const location = await em.findOneOrFail(KnownLocation, { id: row.knownLocationId! });
    const provider = await em.findOneOrFail(KnownProvider, { id: location.knownProviderId! });
    byRow.set(row.id, { id: provider.id, name: provider.name });
  }
  return { rows, byRow };
};

describe("supplier ship-to rows and providers", () => {
  it("lists every own row with its mapping, filters by mapping, status and provider, and never another supplier's", async () => {
    const all = await get(acme.token, "/supplier/locations?pageSize=100");
    expect(all.body.d.total).toBe(6);
    const mappings = all.body.d.items.map((r: { mapping: string }) => r.mapping).sort();
    expect(mappings).toEqual(["matched", "matched", "matched", "review", "review", "unmatched"]);
    for (const row of all.body.d.items) {
      expect(row.verification).toBe("unverified");
      expect(row.status).toBe(row.mapping === "matched" ? "unverified" : row.mapping);
      expect(row.provider === null).toBe(row.mapping !== "matched");
    }
    expect((await get(other.token, "/supplier/locations")).body.d.total).toBe(0);
    expect((await get(acme.token, "/supplier/locations?mapping=review")).body.d.total).toBe(2);
    expect((await get(acme.token, "/supplier/locations?search=AC-1002")).body.d.items).toEqual([
      expect.objectContaining({ locationId: "AC-1002" }),
    ]);

    const { byRow } = await providersOfMappedRows(acme.id);
    const [firstProvider] = [...byRow.values()];
    const expected = [...byRow.entries()].filter(([, p]) => p.id === firstProvider!.id).map(([id]) => id);
    const filtered = await get(
      acme.token,
      `/supplier/locations?providerId=${firstProvider!.id}&pageSize=100`,
    );
    expect(filtered.body.d.items.map((r: { id: string }) => r.id).sort()).toEqual(expected.sort());
    // A provider id of another supplier's world still only narrows this supplier's rows.
    expect((await get(other.token, `/supplier/locations?providerId=${firstProvider!.id}`)).body.d.total).toBe(
      0,
    );
  });

  it("counts each provider's rows by verification and shows the progress move as rows are verified", async () => {
    const { rows, byRow } = await providersOfMappedRows(acme.id);
    const before = await get(acme.token, "/supplier/providers");
    const providerIds = [...new Set([...byRow.values()].map((p) => p.id))];
    expect(before.body.d.total).toBe(providerIds.length);
    for (const item of before.body.d.items)
      expect(item).toEqual(
        expect.objectContaining({
          mapped: [...byRow.values()].filter((p) => p.id === item.id).length,
          verified: 0,
          percent: 0,
        }),
      );

    // The provider of the first mapped row marks it Covered; a second row (if the same provider has one) Invalid.
    const target = byRow.get(rows[0]!.id)!;
    const ofTarget = rows.filter((r) => byRow.get(r.id)!.id === target.id);
    await markVerified(t, [ofTarget[0]!.id], "Covered");
    if (ofTarget[1]) await markVerified(t, [ofTarget[1].id], "Invalid");
    // Pages are cached until the table's write generation moves, which every process reads each second.
    const tallyOf = async () =>
      (await get(acme.token, "/supplier/providers")).body.d.items.find(
        (p: { id: string }) => p.id === target.id,
      );
    await expect.poll(async () => (await tallyOf()).covered, { timeout: 3_000 }).toBe(1);
    const tally = await tallyOf();
    const verified = Math.min(2, ofTarget.length);
    expect(tally).toEqual({
      id: target.id,
      name: target.name,
      idn: expect.toSatisfy((v) => v === null || typeof v === "string"),
      onPlatform: expect.any(Boolean),
      mapped: ofTarget.length,
      covered: 1,
      notCovered: 0,
      invalid: verified - 1,
      emailed: 0,
      unverified: ofTarget.length - verified,
      verified,
      percent: Math.floor((verified * 100) / ofTarget.length),
    });
    const covered = await get(acme.token, "/supplier/locations?status=covered");
    expect(covered.body.d.items).toEqual([
      expect.objectContaining({ id: ofTarget[0]!.id, verification: "covered", status: "covered" }),
    ]);
    expect((await get(acme.token, "/supplier/locations?verification=unverified")).body.d.total).toBe(
      6 - verified,
    );
  });
});

describe("downloads per status", () => {
  const download = (format: string, query: string, token = acme.token) =>
    raw(t, `/supplier/location-downloads/${format}${query}`, {
      headers: { authorization: `Bearer ${token}` },
    });

  it("streams the rows of one status as CSV, with the status in the file name", async () => {
    const answer = await download("csv", "?status=review");
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(answer.headers.get("content-disposition")).toContain("Ship-To Locations In review");
    const lines = answer.text
      .replace(/^\uFEFF/, "")
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toContain("Ship-To ID,Name");
    expect(lines.length).toBe(3);
    expect(lines.slice(1).every((line) => line.includes(",In review,"))).toBe(true);
    // Another supplier downloads its own, empty, list: only the header.
    const others = await download("csv", "", other.token);
    expect(
      others.text
        .replace(/^\uFEFF/, "")
        .trim()
        .split(/\r?\n/),
    ).toHaveLength(1);
  });

  it("writes every row into the XLSX, in ship-to id order", async () => {
    const answer = await download("xlsx", "");
    expect(answer.status).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(answer.bytes);
    const sheet = workbook.worksheets[0]!;
    const ids: string[] = [];
    sheet.eachRow((row, n) => {
      if (n > 1) ids.push(String(row.getCell(1).value));
    });
    const expected = (await mappingsOf(t, acme.id)).map((r) => r.locationId);
    expect(ids).toEqual(expected);
  });

  it("refuses an unknown status or format", async () => {
    expect((await download("csv", "?status=bogus")).status).toBe(400);
    expect((await download("pdf", "")).status).toBe(400);
  });
});
