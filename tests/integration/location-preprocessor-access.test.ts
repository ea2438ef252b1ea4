import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runPreprocessorJobNow } from "../../adapters/cli/run-preprocessor-job-now.ts";
import { startTestPortal, type TestPortal } from "./support/test-portal.ts";
import {
  BASE,
  createSupplier,
  fixture,
  jobLike,
  mappingsOf,
  raw,
  upload,
  uploadedAnswer,
} from "./location-preprocessor-support.ts";
import { invalidField, noPermissionAnswer, okAnswer, pageAnswer } from "./support/envelopes.ts";

let t: TestPortal;
let operator: string;
let jobId: string;
let rowId: string;
let supplier: { id: string; name: string };
const filesDir = mkdtempSync(path.join(tmpdir(), "preprocessor-access-"));

/** Uploads through the API and runs the job here (no queue worker in this file, so nothing runs by surprise). */
const uploadAndRun = async (fileName: string, run = true): Promise<string> => {
  const answer = await upload(t, operator, fileName, fixture("acme-shipto.csv"), { supplierId: supplier.id });
  expect(answer.status).toBe(200);
  expect(answer.json).toEqual(uploadedAnswer({ fileName }));
  if (run) await runPreprocessorJobNow(t.portal.orm, t.portal.services.files, answer.json.d.id);
  return answer.json.d.id;
};

beforeAll(async () => {
  t = await startTestPortal({ workers: false, filesDir });
  operator = (await t.signIn("operator.admin@example.org")).access_token;
  supplier = await createSupplier(t, "Access Supplier");
  jobId = await uploadAndRun("access-a.csv");
  const rows = await t.call("GET", `${BASE}/rows/${jobId}?decision=review`, { token: operator });
  rowId = rows.body.d.items[0].id;
});
afterAll(async () => {
  await t.stop();
  rmSync(filesDir, { recursive: true, force: true });
});

const endpoints = (): Array<[string, string, unknown?]> => [
  ["GET", BASE],
  ["GET", `${BASE}/locationPreProcessorSuppliers`],
  ["GET", `${BASE}/knownLocations`],
  ["GET", `${BASE}/${jobId}`],
  ["GET", `${BASE}/document/${jobId}`],
  ["GET", `${BASE}/document/${jobId}/preview`],
  ["GET", `${BASE}/rows/${jobId}`],
  ["GET", `${BASE}/results/${jobId}`],
  ["PUT", `${BASE}/${jobId}/rows/${rowId}/confirm`, {}],
  ["PUT", `${BASE}/${jobId}/rows/${rowId}/reject`],
  ["PUT", `${BASE}/${jobId}/rows/${rowId}/reopen`],
  ["PUT", `${BASE}/retry/${jobId}`],
  ["PUT", `${BASE}/${jobId}`],
];

describe("location pre-processor access", () => {
  it("refuses suppliers, providers and the read-only operator with 403 and no data, and anonymous callers with 401", async () => {
    const tokens = [
      (await t.signIn("supplier.admin@example.org")).access_token,
      (await t.signIn("provider.admin@example.org")).access_token,
      (await t.signIn("operator.readonly@example.org")).access_token,
    ];
    for (const token of tokens) {
      for (const [method, pathName, body] of endpoints()) {
        const answer = await raw(t, pathName, {
          method,
          headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
          ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        });
        expect([method, pathName, answer.status]).toEqual([method, pathName, 403]);
        expect(answer.json).toEqual(noPermissionAnswer);
      }
      const uploaded = await upload(t, token, "x.csv", fixture("acme-shipto.csv"), {
        supplierId: supplier.id,
      });
      expect(uploaded.status).toBe(403);
    }
    for (const [method, pathName] of endpoints())
      expect((await raw(t, pathName, { method })).status).toBe(401);
    expect(
      (await upload(t, undefined, "x.csv", fixture("acme-shipto.csv"), { supplierId: supplier.id })).status,
    ).toBe(401);
    // Nothing was decided by the refused calls.
    expect((await t.call("GET", `${BASE}/${jobId}`, { token: operator })).body).toEqual(
      okAnswer(
        jobLike({
          id: jobId,
          status: "COMPLETED",
          counts: { matched: 3, review: 2, unmatched: 1, confirmed: 0, rejected: 0 },
        }),
      ),
    );
  });

  it("lists jobs with paging, sorting, search and the status and supplier-name filters", async () => {
    const pending = await uploadAndRun("access-b.csv", false);
    const bySupplier = await t.call(
      "GET",
      `${BASE}?suppliername=${encodeURIComponent(supplier.name.toLowerCase())}`,
      {
        token: operator,
      },
    );
    expect(bySupplier.body).toEqual(
      pageAnswer({
        total: 2,
        pageSize: expect.any(Number),
        items: [jobLike({ id: pending }), jobLike({ id: jobId })],
      }),
    );
    // The whole item, so a storage key or another column leaking into the list fails here.
    expect(bySupplier.body.d.items[0]).toEqual({
      id: pending,
      supplierOrganizationId: supplier.id,
      supplierName: supplier.name,
      fileName: "access-b.csv",
      format: "csv",
      contentType: expect.any(String),
      fileSize: expect.any(Number),
      status: "PENDING",
      totalRows: 0,
      counts: { matched: 0, review: 0, unmatched: 0, confirmed: 0, rejected: 0 },
      errorMessage: null,
      errorReport: [],
      createdBy: expect.any(String),
      createdByName: "Olivia Operator",
      createdAt: expect.any(String),
      startedAt: null,
      finishedAt: null,
      allowedActions: ["delete"],
    });
    const sorted = await t.call(
      "GET",
      `${BASE}?suppliername=${encodeURIComponent(supplier.name)}&sortField=fileName&sortDirection=asc&pageSize=1&pageNumber=2`,
      { token: operator },
    );
    expect(sorted.body).toEqual(
      pageAnswer({ total: 2, pageNumber: 2, pageSize: 1, items: [jobLike({ fileName: "access-b.csv" })] }),
    );
    const completed = await t.call(
      "GET",
      `${BASE}?status=COMPLETED&search=${encodeURIComponent("access-a")}`,
      { token: operator },
    );
    expect(completed.body).toEqual(
      pageAnswer({
        total: expect.any(Number),
        pageSize: expect.any(Number),
        items: expect.arrayContaining([jobLike({ id: jobId, status: "COMPLETED" })]),
      }),
    );
    expect(completed.body.d.items).toEqual(
      completed.body.d.items.map(() => jobLike({ status: "COMPLETED" })),
    );
    expect((await t.call("GET", `${BASE}?status=DONE`, { token: operator })).status).toBe(400);
    expect((await t.call("GET", `${BASE}?sortField=secret`, { token: operator })).status).toBe(400);

    const suppliers = (await t.call("GET", `${BASE}/locationPreProcessorSuppliers`, { token: operator })).body
      .d;
    expect(suppliers.map((s: { name: string }) => s.name)).toEqual(
      expect.arrayContaining(["Acme Medical", "Northwind Distribution", supplier.name]),
    );
    expect(suppliers.some((s: { name: string }) => s.name === "Ochsner Health")).toBe(false);
    const known = (await t.call("GET", `${BASE}/knownLocations?search=rochester`, { token: operator })).body
      .d;
    expect(known.items[0]).toEqual({
      id: expect.any(String),
      notisphereId: expect.stringMatching(/^NS-\d{6}$/),
      name: "MAYO CLINIC HOSPITAL ROCHESTER",
      providerOrganizationId: await t.organizationId("Mayo Clinic Health System"),
      providerName: "Mayo Clinic Health System",
      idn: "Mayo Clinic",
      address1: expect.any(String),
      address2: null,
      city: "ROCHESTER",
      state: "MN",
      zip: expect.any(String),
      phone: expect.any(String),
      gln: null,
      hin: null,
    });
  });

  it("filters jobs by upload date: from inclusive, to exclusive, ISO 8601 only", async () => {
    const list = async (query: string) => t.call("GET", `${BASE}?${query}`, { token: operator });
    const ids = async (query: string): Promise<string[]> =>
      (await list(query)).body.d.items.map((j: { id: string }) => j.id);
    const hourAgo = new Date(Date.now() - 3_600_000).toISOString();
    const inAnHour = new Date(Date.now() + 3_600_000).toISOString();
    expect(await ids(`createdFrom=${hourAgo}&createdTo=${inAnHour}`)).toContain(jobId);
    expect(await ids(`createdTo=${encodeURIComponent(hourAgo)}`)).not.toContain(jobId);
    expect(await ids(`createdFrom=${encodeURIComponent(inAnHour)}`)).toEqual([]);
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    expect(await ids(`createdFrom=2020-01-01&createdTo=${tomorrow}`)).toContain(jobId);
    expect(await ids(`createdFrom=${hourAgo.replace("Z", "+00:00").replace("+", "%2B")}`)).toContain(jobId);
    for (const bad of ["03/04/2026", "2026-13-45", "2026-03-04T10:00", "yesterday"]) {
      const answer = await list(`createdFrom=${encodeURIComponent(bad)}`);
      expect([bad, answer.status]).toEqual([bad, 400]);
      expect(answer.body).toEqual(
        invalidField("createdFrom", "createdFrom must be an ISO 8601 date or date-time", "request.isoDate", {
          field: "createdFrom",
        }),
      );
    }
    expect((await list("createdTo=nope")).body).toEqual(
      invalidField("createdTo", "createdTo must be an ISO 8601 date or date-time", "request.isoDate", {
        field: "createdTo",
      }),
    );
  });

  it("deletes a job as DEACTIVATED: hidden from the default list, its mappings kept, never deleted twice", async () => {
    const id = await uploadAndRun("access-delete.csv");
    const deleted = await t.call("PUT", `${BASE}/${id}`, { token: operator });
    expect(deleted.body).toEqual({ ok: true, m: "Successfully Deleted!", d: null, error: null });
    const list = await t.call(
      "GET",
      `${BASE}?pageSize=500&suppliername=${encodeURIComponent(supplier.name)}`,
      {
        token: operator,
      },
    );
    expect(list.body).toEqual(
      pageAnswer({ total: expect.any(Number), pageSize: 500, items: expect.any(Array) }),
    );
    expect(list.body.d.items.some((j: { id: string }) => j.id === id)).toBe(false);
    const deactivated = await t.call("GET", `${BASE}?status=DEACTIVATED&pageSize=500`, { token: operator });
    expect(deactivated.body).toEqual(
      pageAnswer({
        total: expect.any(Number),
        pageSize: 500,
        items: expect.arrayContaining([jobLike({ id, status: "DEACTIVATED", allowedActions: [] })]),
      }),
    );
    expect((await t.call("PUT", `${BASE}/${id}`, { token: operator })).status).toBe(404);
    expect((await t.call("PUT", `${BASE}/retry/${id}`, { token: operator })).status).toBe(404);
    expect(await mappingsOf(t, supplier.id)).toHaveLength(6);
    expect((await t.call("GET", `${BASE}/not-a-uuid`, { token: operator })).status).toBe(404);
    expect((await t.call("PUT", `${BASE}/retry/${jobId}`, { token: operator })).body).toEqual({
      ok: false,
      m: "A job that is Completed cannot be run again",
      d: null,
      error: {
        code: "Conflict",
        messageKey: "preprocessor.cannotRunAgain",
        params: { status: "Completed" },
      },
    });
  });

  it("confirms a row to a site the operator chooses, by Notisphere id", async () => {
    const known = (await t.call("GET", `${BASE}/knownLocations?search=shreveport`, { token: operator })).body
      .d;
    const site = known.items[0];
    const unmatched = (await t.call("GET", `${BASE}/rows/${jobId}?decision=unmatched`, { token: operator }))
      .body.d;
    const row = unmatched.items[0];
    const bad = await t.call("PUT", `${BASE}/${jobId}/rows/${row.id}/confirm`, {
      token: operator,
      body: { knownLocationId: "NS-999999" },
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual(
      invalidField("knownLocationId", "No known location NS-999999", "preprocessor.noKnownLocation", {
        id: "NS-999999",
      }),
    );
    const confirmed = await t.call("PUT", `${BASE}/${jobId}/rows/${row.id}/confirm`, {
      token: operator,
      body: { knownLocationId: site.notisphereId },
    });
    expect(confirmed.body).toEqual(
      okAnswer(
        {
          ...row,
          decision: "confirmed",
          knownLocationId: site.id,
          knownLocation: site,
          // An operator's decision can be undone while the job is Completed.
          allowedActions: ["reopen"],
        },
        "Location confirmed",
      ),
    );
    expect((await mappingsOf(t, supplier.id)).find((m) => m.locationId === row.locationId)).toMatchObject({
      knownLocationId: site.id,
      decision: "confirmed",
    });
  });
});
