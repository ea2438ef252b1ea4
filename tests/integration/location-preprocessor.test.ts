import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { KnownLocation, PreprocessorJobRow, ProviderSite } from "../../adapters/db/entities.ts";
import { runPreprocessorJobNow } from "../../adapters/cli/run-preprocessor-job-now.ts";
import { uploadLocationFile } from "#core/locations/preprocessor/upload-location-file.ts";
import { createLocationMatcherBuilder } from "#core/locations/matching/match-locations.ts";
import { createPreprocessorRunStore } from "../../adapters/db/locations/preprocessor-run-store.ts";
import { startTestPortal, type TestPortal } from "./support/test-portal.ts";
import {
  BASE,
  createSupplier,
  csvAsXlsx,
  fileRefused,
  fileTooLarge,
  fixture,
  jobLike,
  mappingsOf,
  raw,
  settled,
  upload,
  uploadedAnswer,
} from "./location-preprocessor-support.ts";
import { invalidField, okAnswer, pageAnswer, refusedAnswer } from "./support/envelopes.ts";

let t: TestPortal;
let operator: string;
const filesDir = mkdtempSync(path.join(tmpdir(), "preprocessor-files-"));
const MAX_BYTES = 16 * 1024;

beforeAll(async () => {
  t = await startTestPortal({ workers: true, filesDir, uploadMaxBytes: MAX_BYTES });
  operator = (await t.signIn("operator.admin@example.org")).access_token;
});
afterAll(async () => {
  await t.stop();
  rmSync(filesDir, { recursive: true, force: true });
});

/**
 * The name likeness the matcher gives a row against today's master. Word weights come from the whole master
 * (a rare word counts more), and other test files add locations to it, so the percent is computed from the
 * same sites the run read rather than written down.
 */
const namePercentOf = async (row: {
  locationId: string;
  name: string;
  address1: string;
  city: string;
  state: string;
  zip: string;
}) => {
  const builder = createLocationMatcherBuilder();
  const store = createPreprocessorRunStore(t.portal.orm.em.fork());
  for await (const site of store.knownSites()) builder.add(site);
  const result = builder.build().match(row);
  const name = result.reasons.find((r) => r.code === "nameSimilarity");
  return name && "percent" in name ? name.percent : undefined;
};

const rowsOf = async (id: string, query = "") => {
  const answer = await t.call("GET", `${BASE}/rows/${id}?pageSize=500${query}`, { token: operator });
  expect(answer.body).toEqual(
    pageAnswer({ total: expect.any(Number), pageSize: 500, items: expect.any(Array) }),
  );
  return answer.body.d;
};

describe("location pre-processor: a good file end to end", () => {
  it("has every demo provider site as a known location with a Notisphere id", async () => {
    const known = await t.portal.orm.em.fork().find(KnownLocation, {}, { disableIdentityMap: true });
    expect(known.length).toBeGreaterThanOrEqual(18);
    // The demo's provider sites are known locations of their own organisation; the demo's off-platform
    // hospitals have no site. (Locations an operator adds for a provider, as other test files do, have none either.)
    const ofSites = known.filter((k) => k.providerSiteId);
    expect(ofSites.length).toBeGreaterThanOrEqual(18);
    // Numbered by the master's sequence (fixtures of other files write their own ids straight into the table).
    expect(ofSites.filter((k) => !/^NS-\d{6}$/.test(k.notisphereId))).toEqual([]);
    const sites = await t.portal.orm.em
      .fork()
      .find(
        ProviderSite,
        { id: { $in: ofSites.map((k) => k.providerSiteId!) } },
        { disableIdentityMap: true },
      );
    const siteOrganisation = new Map(sites.map((site) => [site.id, site.organizationId]));
    expect(
      ofSites.filter((k) => siteOrganisation.get(k.providerSiteId!) !== k.providerOrganizationId),
    ).toEqual([]);
    const offPlatform = known.filter((k) => !k.providerOrganizationId);
    expect(offPlatform.length).toBeGreaterThan(0);
    expect(offPlatform.every((k) => k.providerSiteId === null)).toBe(true);
  });

  for (const format of ["csv", "xlsx"] as const) {
    it(`matches a ${format.toUpperCase()} file on the queue, then confirming a review row writes the mapping`, async () => {
      const supplier = await createSupplier(t, `Preprocessor ${format}`);
      const csv = fixture("acme-shipto.csv");
      const bytes = format === "csv" ? csv : await csvAsXlsx(csv);
      const uploaded = await upload(t, operator, `acme-shipto.${format}`, bytes, { supplierId: supplier.id });
      expect(uploaded.status).toBe(200);
      expect(uploaded.json).toEqual(
        uploadedAnswer({ fileName: `acme-shipto.${format}`, format, supplierOrganizationId: supplier.id }),
      );

      const job = await settled(t, operator, uploaded.json.d.id);
      expect(job).toEqual({
        id: uploaded.json.d.id,
        supplierOrganizationId: supplier.id,
        supplierName: supplier.name,
        fileName: `acme-shipto.${format}`,
        format,
        contentType: expect.any(String),
        fileSize: bytes.length,
        status: "COMPLETED",
        totalRows: 6,
        counts: { matched: 3, review: 2, unmatched: 1, confirmed: 0, rejected: 0 },
        errorMessage: null,
        errorReport: [],
        createdBy: expect.any(String),
        createdByName: "Olivia Operator",
        createdAt: expect.any(String),
        startedAt: expect.any(String),
        finishedAt: expect.any(String),
        allowedActions: ["delete"],
      });

      const rows = await rowsOf(job.id);
      expect(rows.total).toBe(6);
      const byId = new Map(rows.items.map((r: { locationId: string }) => [r.locationId, r]));
      const ochsnerId = await t.organizationId("Ochsner Health");
      expect(byId.get("AC-1001")).toEqual({
        id: expect.any(String),
        jobId: job.id,
        rowNumber: 2,
        locationId: "AC-1001",
        name: "Ochsner Lafayette General Med Ctr",
        address1: "1214 Coolidge Ave",
        address2: "ATTN: PHARMACY",
        city: "Lafayette",
        state: "LA",
        zip: "70503-1234",
        phone: "337-289-7991",
        gln: null,
        hin: null,
        decision: "matched",
        matcherDecision: "matched",
        score: expect.any(Number),
        reason: expect.any(String),
        reasons: [
          { code: "basis", basis: "samePhone" },
          { code: "phoneMatches" },
          { code: "sameStreetAndNumber" },
          { code: "sameZip" },
          { code: "nameSimilarity", percent: 100 },
        ],
        knownLocationId: expect.any(String),
        knownLocation: {
          id: expect.any(String),
          notisphereId: expect.stringMatching(/^NS-\d{6}$/),
          name: "OCHSNER LAFAYETTE GENERAL MEDICAL CENTER",
          providerOrganizationId: ochsnerId,
          providerName: "Ochsner Health",
          idn: "Ochsner Health",
          address1: "1214 COOLIDGE AVENUE",
          address2: null,
          city: "LAFAYETTE",
          state: "LA",
          zip: "70503",
          phone: "(337) 289-7991",
          gln: null,
          hin: null,
        },
        candidateKnownLocationId: null,
        candidate: null,
        allowedActions: [],
      });
      expect(byId.get("AC-1005")).toMatchObject({ decision: "unmatched", allowedActions: ["confirm"] });
      const review = await rowsOf(job.id, "&decision=review");
      expect(review.items.map((r: { locationId: string }) => r.locationId)).toEqual(["AC-1004", "AC-1006"]);
      const monroe = {
        id: expect.any(String),
        notisphereId: expect.stringMatching(/^NS-\d{6}$/),
        name: "OCHSNER LSU HEALTH MONROE",
        providerOrganizationId: ochsnerId,
        providerName: "Ochsner Health",
        idn: "Ochsner Health",
        address1: "4864 JACKSON STREET",
        address2: null,
        city: "MONROE",
        state: "LA",
        zip: "71202",
        phone: "(318) 388-7000",
        gln: null,
        hin: null,
      };
      const reviewRow = {
        id: expect.any(String),
        jobId: job.id,
        rowNumber: 5,
        locationId: "AC-1004",
        name: "Ochsner LSU Health",
        address1: "4864 Jackson St",
        address2: null,
        city: "Monroe",
        state: "LA",
        zip: "71201",
        phone: null,
        gln: null,
        hin: null,
        score: expect.any(Number),
        reason: expect.any(String),
        reasons: [
          { code: "notConclusive" },
          { code: "sameStreetAndNumber" },
          { code: "sameCity" },
          {
            code: "nameSimilarity",
            percent: await namePercentOf({
              locationId: "AC-1004",
              name: "Ochsner LSU Health",
              address1: "4864 Jackson St",
              city: "Monroe",
              state: "LA",
              zip: "71201",
            }),
          },
        ],
        matcherDecision: "review",
      };
      expect(review.items[0]).toEqual({
        ...reviewRow,
        decision: "review",
        knownLocationId: null,
        knownLocation: null,
        candidateKnownLocationId: expect.any(String),
        candidate: monroe,
        allowedActions: ["confirm", "reject"],
      });

      let mappings = await mappingsOf(t, supplier.id);
      expect(mappings.map((m) => [m.locationId, m.decision, m.knownLocationId !== null])).toEqual([
        ["AC-1001", "matched", true],
        ["AC-1002", "matched", true],
        ["AC-1003", "matched", true],
        ["AC-1004", "review", false],
        ["AC-1005", "unmatched", false],
        ["AC-1006", "review", false],
      ]);

      const confirmed = await t.call("PUT", `${BASE}/${job.id}/rows/${review.items[0].id}/confirm`, {
        token: operator,
        body: {},
      });
      expect(confirmed.body).toEqual({
        ok: true,
        m: "Location confirmed",
        d: {
          ...reviewRow,
          decision: "confirmed",
          knownLocationId: review.items[0].candidateKnownLocationId,
          knownLocation: monroe,
          candidateKnownLocationId: review.items[0].candidateKnownLocationId,
          candidate: monroe,
          allowedActions: ["reopen"],
        },
        error: null,
      });
      const mappingsBeforeUndo = await mappingsOf(t, supplier.id);
      expect(mappingsBeforeUndo.find((m) => m.locationId === "AC-1004")).toMatchObject({
        decision: "confirmed",
      });
      // Undo: the row is again what the matcher decided, its mapping cleared; then it is confirmed again.
      const undone = await t.call("PUT", `${BASE}/${job.id}/rows/${review.items[0].id}/reopen`, {
        token: operator,
      });
      expect(undone.body).toEqual({ ok: true, m: "Decision undone", d: review.items[0], error: null });
      expect((await mappingsOf(t, supplier.id)).find((m) => m.locationId === "AC-1004")).toMatchObject({
        decision: "review",
        knownLocationId: null,
        reason: review.items[0].reason,
      });
      expect((await t.call("GET", `${BASE}/${job.id}`, { token: operator })).body.d.counts).toEqual({
        matched: 3,
        review: 2,
        unmatched: 1,
        confirmed: 0,
        rejected: 0,
      });
      const again = await t.call("PUT", `${BASE}/${job.id}/rows/${review.items[0].id}/reopen`, {
        token: operator,
      });
      expect(again.status).toBe(409);
      expect(again.body).toEqual(
        refusedAnswer("A review row cannot be reopened", {
          code: "Conflict",
          messageKey: "preprocessor.rowCannotBeReopened",
          params: { decision: "review" },
        }),
      );
      await t.call("PUT", `${BASE}/${job.id}/rows/${review.items[0].id}/confirm`, {
        token: operator,
        body: {},
      });
      const rejected = await t.call("PUT", `${BASE}/${job.id}/rows/${review.items[1].id}/reject`, {
        token: operator,
      });
      expect(rejected.body).toEqual(
        okAnswer(
          {
            ...review.items[1],
            decision: "rejected",
            knownLocationId: null,
            knownLocation: null,
            // A rejected row may still be confirmed, or reopened to undo the rejection.
            allowedActions: ["confirm", "reopen"],
          },
          "Location rejected",
        ),
      );
      expect(
        (await t.call("PUT", `${BASE}/${job.id}/rows/${review.items[1].id}/reject`, { token: operator }))
          .status,
      ).toBe(409);

      mappings = await mappingsOf(t, supplier.id);
      expect(mappings.find((m) => m.locationId === "AC-1004")).toMatchObject({
        decision: "confirmed",
        knownLocationId: review.items[0].candidateKnownLocationId,
      });
      expect(mappings.find((m) => m.locationId === "AC-1006")).toMatchObject({
        decision: "rejected",
        knownLocationId: null,
      });
      const detail = (await t.call("GET", `${BASE}/${job.id}`, { token: operator })).body.d;
      expect(detail.counts).toEqual({ matched: 3, review: 0, unmatched: 1, confirmed: 1, rejected: 1 });

      const results = await raw(t, `${BASE}/results/${job.id}`, {
        headers: { authorization: `Bearer ${operator}` },
      });
      expect(results.status).toBe(200);
      expect(results.headers.get("content-type")).toContain("text/csv");
      expect(results.headers.get("content-disposition")).toContain(`acme-shipto-results.csv`);
      const lines = results.text
        .replace(/^\uFEFF/, "")
        .trim()
        .split("\r\n");
      expect(lines).toHaveLength(7);
      expect(lines[0]).toMatch(/^row,location_id,name,/);
      expect(lines[4]).toMatch(/^5,AC-1004,Ochsner LSU Health,.*,confirmed,/);
      expect(lines[1]).toContain(
        ",matched,0.993,Rests on the same phone number; Phone matches; Same street and number; Same ZIP; Name 100% alike,",
      );

      const preview = await t.call("GET", `${BASE}/document/${job.id}/preview`, { token: operator });
      expect(preview.body).toEqual({
        ok: true,
        m: expect.any(String),
        d: {
          rows: new TextDecoder()
            .decode(csv)
            .trim()
            .split(/\r?\n/)
            .map((line) => line.split(",")),
          columns: 8,
          truncated: false,
        },
        error: null,
      });

      const document = await raw(t, `${BASE}/document/${job.id}`, {
        headers: { authorization: `Bearer ${operator}` },
      });
      expect(document.status).toBe(200);
      expect(new Uint8Array(document.bytes)).toEqual(bytes);
      expect(document.headers.get("content-disposition")).toBe(
        `attachment; filename="acme-shipto.${format}"; filename*=UTF-8''acme-shipto.${format}`,
      );
    });
  }

  it("reuses the supplier's mappings on the next file and keeps the operator's confirmation", async () => {
    const supplier = await createSupplier(t, "Preprocessor reuse");
    const first = await settled(
      t,
      operator,
      (await upload(t, operator, "first.csv", fixture("acme-shipto.csv"), { supplierName: supplier.name }))
        .json.d.id,
    );
    const [review] = (await rowsOf(first.id, "&decision=review")).items;
    await t.call("PUT", `${BASE}/${first.id}/rows/${review.id}/confirm`, { token: operator, body: {} });
    const second = await settled(
      t,
      operator,
      (await upload(t, operator, "second.csv", fixture("acme-shipto.csv"), { supplierId: supplier.id })).json
        .d.id,
    );
    expect(second.counts).toMatchObject({ matched: 4, review: 1, unmatched: 1 });
    const reused = (await rowsOf(second.id)).items.find(
      (r: { locationId: string }) => r.locationId === review.locationId,
    );
    expect(reused).toMatchObject({ decision: "matched", reason: "existing mapping for this supplier" });
    expect((await mappingsOf(t, supplier.id)).find((m) => m.locationId === review.locationId)?.decision).toBe(
      "confirmed",
    );
  });
});

describe("location pre-processor: bad input", () => {
  const expectNothingApplied = async (supplierId: string, jobId?: string) => {
    expect(await mappingsOf(t, supplierId)).toEqual([]);
    if (jobId) expect(await t.portal.orm.em.fork().count(PreprocessorJobRow, { jobId })).toBe(0);
  };

  it("ends a file without a required column in ERROR naming file, row and column", async () => {
    const supplier = await createSupplier(t, "Preprocessor missing column");
    const answer = await upload(t, operator, "missing-zip.csv", fixture("missing-zip.csv"), {
      supplierId: supplier.id,
    });
    const job = await settled(t, operator, answer.json.d.id);
    expect(job.status).toBe("ERROR");
    expect(job.errorMessage).toBe(
      "missing-zip.csv (row 1, column zip): missing required column zip (header: location_id, name, address1, city, state)",
    );
    expect(job.errorReport).toEqual([
      {
        row: 1,
        column: "zip",
        message: "missing required column zip (header: location_id, name, address1, city, state)",
      },
    ]);
    expect(job.allowedActions).toEqual(["retry", "delete"]);
    await expectNothingApplied(supplier.id, job.id);

    const retried = await t.call("PUT", `${BASE}/retry/${job.id}`, { token: operator });
    expect(retried.body).toEqual(
      okAnswer(
        jobLike({
          id: job.id,
          status: "PENDING",
          errorMessage: null,
          errorReport: [],
          allowedActions: ["delete"],
        }),
        "Job queued again",
      ),
    );
    expect((await settled(t, operator, job.id)).status).toBe("ERROR");
  });

  it("refuses a workbook whose ZIP directory cannot be read at upload, naming the file", async () => {
    const supplier = await createSupplier(t, "Preprocessor corrupt");
    const corrupt = new TextEncoder().encode("PK\u0003\u0004 xl/workbook.xml but not a zip archive at all");
    const answer = await upload(t, operator, "corrupt.xlsx", corrupt, { supplierId: supplier.id });
    expect(answer.status).toBe(400);
    expect(answer.json).toEqual(
      fileRefused(
        "corrupt.xlsx",
        "the workbook cannot be read: it is not a readable ZIP archive (no central directory)",
      ),
    );
    await expectNothingApplied(supplier.id);
    const notMultipart = await raw(t, `${BASE}/upload-locationpreprocessor-file`, {
      method: "POST",
      headers: { authorization: `Bearer ${operator}`, "content-type": "multipart/form-data; boundary=x" },
      body: "--y\r\nnonsense",
    });
    expect(notMultipart.status).toBe(400);
    expect(notMultipart.json).toEqual(
      refusedAnswer("The upload is not valid multipart/form-data", {
        code: "ValidationFailed",
        messageKey: "request.badMultipart",
        fields: [
          { field: "file", message: "unreadable multipart body", messageKey: "request.badMultipartField" },
        ],
      }),
    );
  });

  it("ends a file with a row without address in ERROR with the row report and nothing applied", async () => {
    const supplier = await createSupplier(t, "Preprocessor no address");
    const answer = await upload(t, operator, "row-without-address.csv", fixture("row-without-address.csv"), {
      supplierId: supplier.id,
    });
    const job = await settled(t, operator, answer.json.d.id);
    expect(job.status).toBe("ERROR");
    expect(job.errorReport).toEqual([
      { row: 3, column: "address1", message: "no usable address (street is empty)" },
    ]);
    expect(job.errorMessage).toBe(
      "1 row cannot be used; nothing was applied. row-without-address.csv (row 3, column address1): no usable address (street is empty)",
    );
    await expectNothingApplied(supplier.id, job.id);
  });

  it("refuses an empty file, a PNG renamed .csv, a wrong name and an oversize file at upload", async () => {
    const supplier = await createSupplier(t, "Preprocessor refused");
    const before = (await t.call("GET", `${BASE}?pageSize=1`, { token: operator })).body.d.total;
    const empty = await upload(t, operator, "empty.csv", fixture("empty.csv"), { supplierId: supplier.id });
    expect(empty.status).toBe(400);
    expect(empty.json).toEqual(fileRefused("empty.csv", "Documented failed to upload. Please try again."));
    const png = await upload(t, operator, "logo-renamed.csv", fixture("logo-renamed.csv"), {
      supplierId: supplier.id,
    });
    expect(png.status).toBe(400);
    expect(png.json).toEqual(
      fileRefused("logo-renamed.csv", "the content is not a CSV file with a header row (it is a PNG image)"),
    );
    const csvAsWorkbook = await upload(t, operator, "sheet.xlsx", fixture("acme-shipto.csv"), {
      supplierId: supplier.id,
    });
    expect(csvAsWorkbook.json).toEqual(fileRefused("sheet.xlsx", "the content is not an Excel workbook"));
    const pdf = await upload(t, operator, "locations.pdf", fixture("acme-shipto.csv"), {
      supplierId: supplier.id,
    });
    expect(pdf.json).toEqual(fileRefused("locations.pdf", "The file types should be either of .csv, .xlsx"));
    const big = new TextEncoder().encode(`location_id,name\n${"x".repeat(MAX_BYTES)}\n`);
    const oversize = await upload(t, operator, "big.csv", big, { supplierId: supplier.id });
    expect(oversize.status).toBe(413);
    expect(oversize.json).toEqual(fileTooLarge("big.csv", "16 KB"));
    const huge = await upload(t, operator, "huge.csv", new Uint8Array(MAX_BYTES + 200_000).fill(65), {
      supplierId: supplier.id,
    });
    expect(huge.status).toBe(413);
    expect(huge.json).toEqual(
      refusedAnswer("The request is too large", { code: "PayloadTooLarge", messageKey: "request.tooLarge" }),
    );
    const noSupplier = await upload(t, operator, "a.csv", fixture("acme-shipto.csv"), {
      supplierName: "Nobody Inc",
    });
    expect(noSupplier.json).toEqual(
      invalidField("supplierName", 'No supplier named "Nobody Inc"', "preprocessor.noSupplierNamed", {
        name: "Nobody Inc",
      }),
    );
    const ochsnerId = await t.organizationId("Ochsner Health");
    const provider = await upload(t, operator, "a.csv", fixture("acme-shipto.csv"), {
      supplierId: ochsnerId,
    });
    expect(provider.status).toBe(400);
    expect(provider.json).toEqual(
      invalidField("supplierId", `No supplier ${ochsnerId}`, "preprocessor.noSupplierId", { id: ochsnerId }),
    );
    expect((await t.call("GET", `${BASE}?pageSize=1`, { token: operator })).body.d.total).toBe(before);
    await expectNothingApplied(supplier.id);
  });
});

describe("location pre-processor: a run killed before its commit", () => {
  it("leaves no rows and no mappings, and succeeds when run again", async () => {
    const supplier = await createSupplier(t, "Preprocessor killed");
    const { services } = t.portal;
    const actor = {
      userId: "00000000-0000-7000-8000-000000000001",
      userType: "NOTISPHERE" as const,
      organizationId: await t.organizationId("NotiSphere Operations"),
      permissions: ["Notisphere_ManageLocations" as const],
      roleName: "notisphereadmin",
      siteIds: "all" as const,
    };
    const job = await uploadLocationFile(
      {
        jobs: services.stores().preprocessorJobs,
        files: services.files,
        ids: services.ids,
        maxBytes: MAX_BYTES,
      },
      actor,
      {
        supplierId: supplier.id,
        fileName: "acme.csv",
        contentType: "text/csv",
        bytes: fixture("acme-shipto.csv"),
      },
      { queue: false },
    );
    const killed = runPreprocessorJobNow(t.portal.orm, services.files, job.id, {
      beforeCommit: async () => {
        throw new Error("worker killed");
      },
    });
    await expect(killed).rejects.toThrow("worker killed");
    expect((await t.call("GET", `${BASE}/${job.id}`, { token: operator })).body).toEqual(
      okAnswer(
        jobLike({
          id: job.id,
          status: "IN PROGRESS",
          counts: { matched: 0, review: 0, unmatched: 0, confirmed: 0, rejected: 0 },
        }),
      ),
    );
    expect(await t.portal.orm.em.fork().count(PreprocessorJobRow, { jobId: job.id })).toBe(0);
    expect(await mappingsOf(t, supplier.id)).toEqual([]);
    const deleting = await t.call("PUT", `${BASE}/${job.id}`, { token: operator });
    expect(deleting.status).toBe(409);
    expect(deleting.body).toEqual(
      refusedAnswer("A job that is In Progress cannot be deleted", {
        code: "Conflict",
        messageKey: "preprocessor.cannotDelete",
        params: { status: "In Progress" },
      }),
    );

    expect(await runPreprocessorJobNow(t.portal.orm, services.files, job.id)).toEqual({
      outcome: "completed",
      rows: 6,
    });
    expect((await t.call("GET", `${BASE}/${job.id}`, { token: operator })).body).toEqual(
      okAnswer(
        jobLike({
          id: job.id,
          status: "COMPLETED",
          counts: { matched: 3, review: 2, unmatched: 1, confirmed: 0, rejected: 0 },
        }),
      ),
    );
    expect(await mappingsOf(t, supplier.id)).toHaveLength(6);
    expect(await runPreprocessorJobNow(t.portal.orm, services.files, job.id)).toEqual({ outcome: "skipped" });
  });
});
