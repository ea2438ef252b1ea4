import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { createFakePreprocessorFileStore } from "../../../tests/fakes/preprocessor-file-store.ts";
import { createFakePreprocessorJobRepository } from "../../../tests/fakes/preprocessor-job-repository.ts";
import { createFakePreprocessorRunStore } from "../../../tests/fakes/preprocessor-run-store.ts";
import { createPreprocessorFakeState, mappingKey } from "../../../tests/fakes/preprocessor-state.ts";
import { createCountingIds, createFakeClock } from "../../../tests/fakes/security.ts";
import type { Actor } from "../../access/actor.ts";
import type { PageRequest } from "../../shared/paging.ts";
import { assertCanUsePreprocessor, NO_PERMISSION } from "./authorize.ts";
import { deletePreprocessorJob, retryPreprocessorJob } from "./change-job-status.ts";
import { LocationFileRejected } from "./errors.ts";
import { exportJobResults, getJobDocument } from "./job-files.ts";
import { decideJobRow, listJobRows, ROW_NOT_FOUND, searchKnownLocations } from "./job-rows.ts";
import {
  getPreprocessorJob,
  JOB_NOT_FOUND,
  listPreprocessorJobs,
  listPreprocessorSuppliers,
} from "./list-preprocessor-jobs.ts";
import type { LocationFileReader, RowListRequest, ShipToEvent } from "./ports.ts";
import {
  ROW_DECISIONS,
  type KnownLocationSummary,
  type RowDecision,
  type ShipToFields,
} from "./preprocessor-job.ts";
import { runPreprocessorJob } from "./run-preprocessor-job.ts";
import { uploadLocationFile } from "./upload-location-file.ts";
import { buildZip } from "../../../tests/fixtures/hostile/zip-builder.ts";

const operator: Actor = {
  userId: "user-op",
  userType: "NOTISPHERE",
  organizationId: "org-notisphere",
  permissions: ["Notisphere_ManageLocations"],
  roleName: "admin",
  siteIds: "all",
};
const stranger: Actor = { ...operator, permissions: ["Notisphere_ProviderReadOnly"] };

const SUPPLIER = { id: "sup-1", name: "Acme Medical", supplierType: "Distributor" };

const site = (id: string, overrides: Partial<KnownLocationSummary> = {}): KnownLocationSummary => ({
  id,
  notisphereId: `NS-${id}`,
  providerOrganizationId: "prov-1",
  providerName: "Ochsner Health",
  idn: null,
  name: "OCHSNER MEDICAL CENTER",
  address1: "1516 JEFFERSON HWY",
  address2: null,
  city: "NEW ORLEANS",
  state: "LA",
  zip: "70121",
  phone: null,
  hin: null,
  gln: null,
  ...overrides,
});

const OCHSNER = site("000001");
/** A second hospital in Ochsner's building, so a row that names neither clearly goes to review. */
const CHILDRENS = site("000004", { name: "OCHSNER CHILDRENS HOSPITAL" });
const CORNER = site("000002", {
  name: "CORNER PHARMACY",
  address1: "1 ELM ST",
  city: "NEW YORK",
  state: "NY",
  zip: "10001",
  providerName: "Corner Inc",
});

const shipTo = (locationId: string, overrides: Partial<ShipToFields> = {}): ShipToFields => ({
  locationId,
  name: "Ochsner Medical Center",
  address1: "1516 Jefferson Highway",
  address2: null,
  city: "New Orleans",
  state: "LA",
  zip: "70121",
  phone: null,
  hin: null,
  gln: null,
  ...overrides,
});

/** A reader that ignores the bytes and replays the events the test gives for each file name. */
const scriptedReader = (script: Map<string, readonly ShipToEvent[] | Error>): LocationFileReader => ({
  async *read({ bytes, fileName }) {
    for await (const _chunk of bytes); // a missing file fails here, as the real reader would
    const events = script.get(fileName);
    if (events === undefined) throw new Error(`no script for ${fileName}`);
    if (events instanceof Error) throw events;
    yield* events;
  },
});

const world = () => {
  const state = createPreprocessorFakeState();
  state.suppliers.push(SUPPLIER, { id: "sup-2", name: "Bolt Supply", supplierType: null });
  state.knownLocations.set(OCHSNER.id, OCHSNER);
  state.knownLocations.set(CORNER.id, CORNER);
  state.knownLocations.set(CHILDRENS.id, CHILDRENS);
  state.users.set("user-op", "Olive Operator");
  const clock = createFakeClock();
  const jobs = createFakePreprocessorJobRepository(state, clock.now);
  const files = createFakePreprocessorFileStore();
  const script = new Map<string, readonly ShipToEvent[] | Error>();
  const ids = createCountingIds();
  const reader = scriptedReader(script);
  const upload = (fileName: string, events: readonly ShipToEvent[] | Error, supplierId = SUPPLIER.id) => {
    script.set(fileName, events);
    return uploadLocationFile(
      { jobs, files, ids, maxBytes: 1000 },
      operator,
      {
        supplierId,
        fileName,
        contentType: "text/csv",
        bytes: new TextEncoder().encode("location_id,name\n"),
      },
      { queue: false },
    );
  };
  const run = (jobId: string, beforeCommit?: () => Promise<void>) =>
    runPreprocessorJob(
      {
        store: createFakePreprocessorRunStore(state, beforeCommit ? { beforeCommit } : {}),
        files,
        reader,
        clock,
      },
      jobId,
    );
  return { state, clock, jobs, files, ids, script, reader, upload, run };
};

const rowEvents = (...values: ShipToFields[]): ShipToEvent[] =>
  values.map((value, i) => ({ type: "row", row: i + 2, value }));

const rowsRequest = (overrides: Partial<RowListRequest> = {}): RowListRequest => ({
  pageNumber: 1,
  pageSize: 50,
  sortField: "rowNumber",
  sortDirection: "asc",
  search: undefined,
  filters: {},
  ...overrides,
});

const failure = async (promise: Promise<unknown>): Promise<string> =>
  promise.then(
    () => "resolved",
    (error: { _tag?: string; message: string }) => `${error._tag ?? "Error"}: ${error.message}`,
  );

const rowOf = (w: ReturnType<typeof world>, jobId: string, locationId: string) => {
  const row = [...w.state.rows.values()].find((r) => r.jobId === jobId && r.locationId === locationId);
  if (!row) throw new Error(`no row ${locationId}`);
  return row;
};

/** A completed job with one matched (A), one review (R: a building of two hospitals, naming neither clearly) and one unmatched (U) row. */
const completedJob = async (w = world()) => {
  const job = await w.upload(
    "ship-to.csv",
    rowEvents(
      shipTo("A"),
      shipTo("R", { name: "Ochsner" }),
      shipTo("U", { name: "Nowhere Clinic", address1: "9 Far Rd", city: "Boise", state: "ID", zip: "83701" }),
    ),
  );
  expect(await w.run(job.id)).toEqual({ outcome: "completed", rows: 3 });
  return { w, job };
};

describe("uploadLocationFile", () => {
  it("stores the file under the job's own key and creates a PENDING job, queued unless the CLI runs it", async () => {
    const w = world();
    const deps = { jobs: w.jobs, files: w.files, ids: w.ids, maxBytes: 1000 };
    const bytes = new TextEncoder().encode("location_id,name\n1,x\n");
    const queued = await uploadLocationFile(deps, operator, {
      supplierName: "  acme medical ",
      fileName: "C:\\Users\\me\\ship-to.csv",
      contentType: "application/octet-stream",
      bytes,
    });
    expect(queued).toMatchObject({
      id: "00000000-0000-7000-8000-000000000001",
      supplierOrganizationId: "sup-1",
      supplierName: "Acme Medical",
      fileName: "ship-to.csv",
      fileKey: "preprocessor/00000000-0000-7000-8000-000000000001",
      fileSize: bytes.length,
      contentType: "text/csv",
      format: "csv",
      status: "PENDING",
      createdBy: "user-op",
      createdByName: "Olive Operator",
    });
    expect(w.files.files.get(queued.fileKey)).toEqual(bytes);
    expect(w.state.queue).toEqual([queued.id]);

    const xlsx = buildZip([{ name: "xl/workbook.xml", data: "<workbook/>" }]);
    const cli = await uploadLocationFile(
      deps,
      operator,
      { supplierId: "sup-2", fileName: "book.xlsx", contentType: "", bytes: xlsx },
      { queue: false },
    );
    expect(cli).toMatchObject({
      contentType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
      format: "xlsx",
      supplierName: "Bolt Supply",
    });
    expect(w.state.queue).toEqual([queued.id]);
  });

  it("refuses a missing or unknown supplier, a bad file and a stranger, storing nothing", async () => {
    const w = world();
    const deps = { jobs: w.jobs, files: w.files, ids: w.ids, maxBytes: 1000 };
    const bytes = new TextEncoder().encode("a,b\n");
    const base = { fileName: "f.csv", contentType: "text/csv", bytes };
    expect(await failure(uploadLocationFile(deps, stranger, { ...base, supplierId: "sup-1" }))).toBe(
      `Forbidden: ${NO_PERMISSION}`,
    );
    expect(
      await failure(uploadLocationFile(deps, operator, { ...base, supplierId: " ", supplierName: "" })),
    ).toBe("ValidationFailed: Choose the supplier of the file");
    await expect(uploadLocationFile(deps, operator, { ...base, supplierId: "sup-9" })).rejects.toMatchObject({
      fields: [{ field: "supplierId", message: "No supplier sup-9" }],
    });
    await expect(
      uploadLocationFile(deps, operator, { ...base, supplierName: "Nobody" }),
    ).rejects.toMatchObject({
      fields: [{ field: "supplierName", message: 'No supplier named "Nobody"' }],
    });
    expect(
      await failure(uploadLocationFile(deps, operator, { ...base, supplierId: "sup-1", fileName: " / " })),
    ).toBe("ValidationFailed: locations: The file types should be either of .csv, .xlsx");
    expect(w.files.files.size).toBe(0);
    expect(w.state.jobs.size).toBe(0);
    expect(w.ids.issued()).toBe(0);
  });

  it("removes the stored file again when the job cannot be created, and rethrows", async () => {
    const w = world();
    const broken = { ...w.jobs, create: async () => Promise.reject(new Error("database down")) };
    const deps = { jobs: broken, files: w.files, ids: w.ids, maxBytes: 1000 };
    const upload = {
      supplierId: "sup-1",
      fileName: "f.csv",
      contentType: "",
      bytes: Uint8Array.of(0x61, 0x2c),
    };
    expect(await failure(uploadLocationFile(deps, operator, upload))).toBe("Error: database down");
    expect(w.files.files.size).toBe(0);
    const stuck = { ...w.files, remove: async () => Promise.reject(new Error("disk gone")) };
    expect(await failure(uploadLocationFile({ ...deps, files: stuck }, operator, upload))).toBe(
      "Error: database down",
    );
  });
});

describe("listing and reading jobs", () => {
  it("lists visible jobs with the actions the operator may take, and reads one job and the suppliers", async () => {
    const { w, job } = await completedJob();
    const failed = await w.upload(
      "broken.csv",
      new LocationFileRejected({ fileName: "broken.csv", message: "empty" }),
    );
    expect(await w.run(failed.id)).toMatchObject({ outcome: "error" });
    const request = {
      pageNumber: 1,
      pageSize: 10,
      sortField: "fileName" as const,
      sortDirection: "asc" as const,
      search: undefined,
      filters: {},
    };
    const page = await listPreprocessorJobs({ jobs: w.jobs }, operator, request);
    expect(page.items.map((j) => [j.fileName, j.status, j.allowedActions])).toEqual([
      ["broken.csv", "ERROR", ["retry", "delete"]],
      ["ship-to.csv", "COMPLETED", ["delete"]],
    ]);
    expect(page.total).toBe(2);
    expect(await getPreprocessorJob({ jobs: w.jobs }, operator, job.id)).toMatchObject({
      status: "COMPLETED",
      totalRows: 3,
      counts: { matched: 1, review: 1, unmatched: 1, confirmed: 0, rejected: 0 },
      allowedActions: ["delete"],
    });
    expect(await failure(getPreprocessorJob({ jobs: w.jobs }, operator, "nope"))).toBe(
      `NotFound: ${JOB_NOT_FOUND}`,
    );
    expect(await failure(listPreprocessorJobs({ jobs: w.jobs }, stranger, request))).toBe(
      `Forbidden: ${NO_PERMISSION}`,
    );
    expect((await listPreprocessorSuppliers({ jobs: w.jobs }, operator)).map((s) => s.name)).toEqual([
      "Acme Medical",
      "Bolt Supply",
    ]);
  });
});

describe("deleting and retrying jobs", () => {
  it("deactivates a completed job, keeping its mappings, and then no longer finds it", async () => {
    const { w, job } = await completedJob();
    const mappingsBefore = [...w.state.mappings.values()];
    w.clock.advanceSeconds(60);
    await deletePreprocessorJob({ jobs: w.jobs, clock: w.clock }, operator, job.id);
    expect(w.state.jobs.get(job.id)).toMatchObject({ status: "DEACTIVATED", deactivatedAt: w.clock.now() });
    expect([...w.state.mappings.values()]).toEqual(mappingsBefore);
    expect(await failure(deletePreprocessorJob({ jobs: w.jobs, clock: w.clock }, operator, job.id))).toBe(
      `NotFound: ${JOB_NOT_FOUND}`,
    );
    expect(await failure(retryPreprocessorJob({ jobs: w.jobs }, operator, job.id))).toBe(
      `NotFound: ${JOB_NOT_FOUND}`,
    );
    expect(await failure(retryPreprocessorJob({ jobs: w.jobs }, operator, "missing"))).toBe(
      `NotFound: ${JOB_NOT_FOUND}`,
    );
  });

  it("refuses to delete a running job or to retry one that did not fail, naming the status", async () => {
    const { w, job } = await completedJob();
    const running = await w.upload("running.csv", []);
    await createFakePreprocessorRunStore(w.state).begin(running.id, w.clock.now());
    const deps = { jobs: w.jobs, clock: w.clock };
    expect(await failure(deletePreprocessorJob(deps, operator, running.id))).toBe(
      "Conflict: A job that is In Progress cannot be deleted",
    );
    expect(await failure(retryPreprocessorJob(deps, operator, job.id))).toBe(
      "Conflict: A job that is Completed cannot be run again",
    );
    w.state.jobs.set("odd", { ...w.state.jobs.get(job.id)!, id: "odd", status: "ARCHIVED" as never });
    expect(await failure(deletePreprocessorJob(deps, operator, "odd"))).toBe(
      "Conflict: A job that is ARCHIVED cannot be deleted",
    );
    expect(await failure(deletePreprocessorJob(deps, stranger, job.id))).toBe(`Forbidden: ${NO_PERMISSION}`);
    expect(await failure(retryPreprocessorJob(deps, stranger, job.id))).toBe(`Forbidden: ${NO_PERMISSION}`);
    expect(w.state.jobs.get(running.id)?.status).toBe("IN PROGRESS");
  });

  it("says the job changed meanwhile when another process moved it between the read and the write", async () => {
    const w = world();
    const job = await w.upload(
      "late.csv",
      new LocationFileRejected({ fileName: "late.csv", message: "bad" }),
    );
    await w.run(job.id);
    // Another operator acts between this one's read and write: the compare-and-set finds the status moved.
    const racing = {
      ...w.jobs,
      findById: async (id: string) => {
        const seen = await w.jobs.findById(id);
        await w.jobs.requeue(id);
        return seen;
      },
    };
    const message = "Conflict: The job changed meanwhile; reload and try again";
    expect(await failure(deletePreprocessorJob({ jobs: racing, clock: w.clock }, operator, job.id))).toBe(
      message,
    );
    await w.run(job.id);
    expect(await failure(retryPreprocessorJob({ jobs: racing }, operator, job.id))).toBe(message);
    expect(w.state.jobs.get(job.id)?.status).toBe("PENDING");
  });

  it("runs a failed job again: PENDING, queued, the error cleared, and the new file's rows applied", async () => {
    const w = world();
    const job = await w.upload("fix-me.csv", rowEvents(shipTo("A"), shipTo("A")));
    expect(await w.run(job.id)).toMatchObject({ outcome: "error" });
    expect(w.state.jobs.get(job.id)).toMatchObject({
      status: "ERROR",
      errorMessage:
        '1 row cannot be used; nothing was applied. fix-me.csv (row 3, column location_id): duplicate location id "A" (first on row 2)',
    });
    const view = await retryPreprocessorJob({ jobs: w.jobs }, operator, job.id);
    expect(view).toMatchObject({
      status: "PENDING",
      errorMessage: null,
      errorReport: [],
      allowedActions: ["delete"],
    });
    expect(w.state.queue).toEqual([job.id]);
    w.script.set("fix-me.csv", rowEvents(shipTo("A")));
    expect(await w.run(job.id)).toEqual({ outcome: "completed", rows: 1 });
    expect(w.state.mappings.get(mappingKey("sup-1", "A"))).toMatchObject({
      knownLocationId: OCHSNER.id,
      decision: "matched",
    });
  });
});

describe("job files", () => {
  it("streams the source file under its original name", async () => {
    const { w, job } = await completedJob();
    const download = await getJobDocument({ jobs: w.jobs, files: w.files }, operator, job.id);
    expect(download).toMatchObject({ fileName: "ship-to.csv", contentType: "text/csv", size: job.fileSize });
    const chunks: Uint8Array[] = [];
    for await (const chunk of download.body) chunks.push(chunk);
    expect(new TextDecoder().decode(chunks[0])).toBe("location_id,name\n");
    expect(await failure(getJobDocument({ jobs: w.jobs, files: w.files }, operator, "x"))).toBe(
      `NotFound: ${JOB_NOT_FOUND}`,
    );
    expect(await failure(getJobDocument({ jobs: w.jobs, files: w.files }, stranger, job.id))).toBe(
      `Forbidden: ${NO_PERMISSION}`,
    );
  });

  const text = async (body: AsyncIterable<Uint8Array>) => {
    let out = "";
    let chunks = 0;
    const decoder = new TextDecoder("utf-8", { ignoreBOM: true });
    for await (const chunk of body) {
      out += decoder.decode(chunk, { stream: true });
      chunks++;
    }
    return { out, chunks };
  };

  it("exports the results as CSV in file order, with formulas defused and quotes doubled", async () => {
    const w = world();
    const job = await w.upload(
      "Results.XLSX.csv",
      rowEvents(
        shipTo("=HYPERLINK(1)", { name: 'The "Best" Clinic, Inc', address2: "Suite 4" }),
        shipTo("B", { name: "Nowhere", address1: "9 Far Rd", city: "Boise", state: "ID", zip: "83701" }),
      ),
    );
    await w.run(job.id);
    const download = await exportJobResults({ jobs: w.jobs }, operator, job.id);
    expect(download.fileName).toBe("Results.XLSX-results.csv");
    expect(download.contentType).toBe("text/csv; charset=utf-8");
    const { out } = await text(download.body);
    const lines = out.split("\r\n");
    expect(lines[0]).toBe(
      "\uFEFFrow,location_id,name,address1,address2,city,state,zip,decision,score,reason,notisphere_id,site_name,provider,candidate_notisphere_id,candidate_name",
    );
    expect(lines[1]).toMatch(
      /^2,'=HYPERLINK\(1\),"The ""Best"" Clinic, Inc",1516 Jefferson Highway,Suite 4,New Orleans,LA,70121,(matched|review),\d\.\d{3},/,
    );
    expect(lines[2]).toMatch(/^3,B,Nowhere,9 Far Rd,,Boise,ID,83701,unmatched,\d\.\d{3},.*,,,,,$/);
    expect(lines).toHaveLength(4);
    expect(lines[3]).toBe("");
    expect(await failure(exportJobResults({ jobs: w.jobs }, operator, "x"))).toBe(
      `NotFound: ${JOB_NOT_FOUND}`,
    );
  });

  it("sends a large export in batches of about 64 KB, every row once", async () => {
    const w = world();
    const many = Array.from({ length: 600 }, (_, i) =>
      shipTo(`L${i}`, { name: `Clinic ${"x".repeat(100)} ${i}`, address1: `${i} Far Rd`, zip: "83701" }),
    );
    const job = await w.upload("big.csv", rowEvents(...many));
    expect(await w.run(job.id)).toEqual({ outcome: "completed", rows: 600 });
    const { out, chunks } = await text((await exportJobResults({ jobs: w.jobs }, operator, job.id)).body);
    expect(chunks).toBeGreaterThan(2);
    expect(out.split("\r\n").filter((l) => /^\d+,L\d+,/.test(l))).toHaveLength(600);
  });

  it("exports only the header for a job without rows", async () => {
    const w = world();
    const job = await w.upload("empty.csv", []);
    await w.run(job.id);
    const { out, chunks } = await text((await exportJobResults({ jobs: w.jobs }, operator, job.id)).body);
    expect(chunks).toBe(1);
    expect(out.split("\r\n")).toHaveLength(2);
  });
});

describe("job rows", () => {
  it("lists a job's rows with the actions each allows, filtered by decision", async () => {
    const { w, job } = await completedJob();
    const page = await listJobRows({ jobs: w.jobs }, operator, job.id, rowsRequest());
    expect(page.items.map((r) => [r.locationId, r.decision, r.allowedActions])).toEqual([
      ["A", "matched", []],
      ["R", "review", ["confirm", "reject"]],
      ["U", "unmatched", ["confirm"]],
    ]);
    expect(page.items[0]?.knownLocation).toEqual(OCHSNER);
    expect(page.items[1]?.candidate).toEqual(OCHSNER);
    const review = await listJobRows({ jobs: w.jobs }, operator, job.id, rowsRequest({ decision: "review" }));
    expect(review.items.map((r) => r.locationId)).toEqual(["R"]);
    expect(await failure(listJobRows({ jobs: w.jobs }, operator, "x", rowsRequest()))).toBe(
      `NotFound: ${JOB_NOT_FOUND}`,
    );
  });

  it("confirms a review row to its candidate and rejects it again, moving the counts and the mapping", async () => {
    const { w, job } = await completedJob();
    const deps = { jobs: w.jobs };
    const r = rowOf(w, job.id, "R");
    const confirmed = await decideJobRow(
      deps,
      operator,
      { jobId: job.id, rowId: r.id },
      { action: "confirm" },
    );
    expect(confirmed).toMatchObject({
      decision: "confirmed",
      knownLocationId: OCHSNER.id,
      allowedActions: ["reopen"],
    });
    expect(w.state.jobs.get(job.id)?.counts).toEqual({
      matched: 1,
      review: 0,
      unmatched: 1,
      confirmed: 1,
      rejected: 0,
    });
    expect(w.state.mappings.get(mappingKey("sup-1", "R"))).toMatchObject({
      knownLocationId: OCHSNER.id,
      decision: "confirmed",
      reason: "confirmed by the operator",
    });
    expect(
      await failure(decideJobRow(deps, operator, { jobId: job.id, rowId: r.id }, { action: "reject" })),
    ).toBe("Conflict: A confirmed row cannot be rejected");
  });

  it("rejects a review row and later confirms it to a chosen site by its NS id", async () => {
    const { w, job } = await completedJob();
    const deps = { jobs: w.jobs };
    const ids = { jobId: job.id, rowId: rowOf(w, job.id, "R").id };
    expect(await decideJobRow(deps, operator, ids, { action: "reject" })).toMatchObject({
      decision: "rejected",
      knownLocationId: null,
      candidateKnownLocationId: OCHSNER.id,
      allowedActions: ["confirm", "reopen"],
    });
    expect(w.state.mappings.get(mappingKey("sup-1", "R"))).toMatchObject({
      knownLocationId: null,
      decision: "rejected",
    });
    const saved = await decideJobRow(deps, operator, ids, {
      action: "confirm",
      knownLocationId: " ns-000002 ",
    });
    expect(saved).toMatchObject({ decision: "confirmed", knownLocationId: CORNER.id, knownLocation: CORNER });
    expect(w.state.jobs.get(job.id)?.counts).toEqual({
      matched: 1,
      review: 0,
      unmatched: 1,
      confirmed: 1,
      rejected: 0,
    });
  });

  it("reopens a confirmed row back to review (undo): counts, mapping and actions as before the decision", async () => {
    const { w, job } = await completedJob();
    const deps = { jobs: w.jobs };
    const r = rowOf(w, job.id, "R");
    const ids = { jobId: job.id, rowId: r.id };
    const mappingBefore = w.state.mappings.get(mappingKey("sup-1", "R"));
    await decideJobRow(deps, operator, ids, { action: "confirm" });
    const reopened = await decideJobRow(deps, operator, ids, { action: "reopen" });
    expect(reopened).toMatchObject({
      decision: "review",
      matcherDecision: "review",
      knownLocationId: null,
      candidateKnownLocationId: OCHSNER.id,
      reason: r.reason,
      allowedActions: ["confirm", "reject"],
    });
    expect(w.state.jobs.get(job.id)?.counts).toEqual({
      matched: 1,
      review: 1,
      unmatched: 1,
      confirmed: 0,
      rejected: 0,
    });
    expect(w.state.mappings.get(mappingKey("sup-1", "R"))).toMatchObject({
      knownLocationId: null,
      decision: "review",
      reason: mappingBefore?.reason,
    });
    expect(await failure(decideJobRow(deps, operator, ids, { action: "reopen" }))).toBe(
      "Conflict: A review row cannot be reopened",
    );
  });

  it("reopens an unmatched row confirmed to a chosen site back to unmatched", async () => {
    const { w, job } = await completedJob();
    const deps = { jobs: w.jobs };
    const ids = { jobId: job.id, rowId: rowOf(w, job.id, "U").id };
    await decideJobRow(deps, operator, ids, { action: "confirm", knownLocationId: CORNER.id });
    expect(await decideJobRow(deps, operator, ids, { action: "reopen" })).toMatchObject({
      decision: "unmatched",
      knownLocationId: null,
      allowedActions: ["confirm"],
    });
    expect(w.state.jobs.get(job.id)?.counts).toMatchObject({ unmatched: 1, confirmed: 0 });
  });

  it("does not reopen the matcher's own matches", async () => {
    const { w, job } = await completedJob();
    const deps = { jobs: w.jobs };
    expect(
      await failure(
        decideJobRow(
          deps,
          operator,
          { jobId: job.id, rowId: rowOf(w, job.id, "A").id },
          { action: "reopen" },
        ),
      ),
    ).toBe("Conflict: A matched row cannot be reopened");
  });

  it("refuses decisions the row or job does not allow, unknown rows and sites, and strangers", async () => {
    const { w, job } = await completedJob();
    const deps = { jobs: w.jobs };
    const on = (locationId: string) => ({ jobId: job.id, rowId: rowOf(w, job.id, locationId).id });
    expect(await failure(decideJobRow(deps, operator, on("A"), { action: "confirm" }))).toBe(
      "Conflict: A matched row cannot be confirmed",
    );
    expect(await failure(decideJobRow(deps, operator, on("U"), { action: "reject" }))).toBe(
      "Conflict: A unmatched row cannot be rejected",
    );
    expect(await failure(decideJobRow(deps, operator, on("U"), { action: "confirm" }))).toBe(
      "ValidationFailed: Choose the known location this row belongs to",
    );
    expect(
      await failure(
        decideJobRow(deps, operator, on("U"), { action: "confirm", knownLocationId: "NS-999999" }),
      ),
    ).toBe("ValidationFailed: No known location NS-999999");
    expect(
      await failure(decideJobRow(deps, operator, { jobId: job.id, rowId: "nope" }, { action: "confirm" })),
    ).toBe(`NotFound: ${ROW_NOT_FOUND}`);
    expect(await failure(decideJobRow(deps, stranger, on("R"), { action: "reject" }))).toBe(
      `Forbidden: ${NO_PERMISSION}`,
    );
    await deletePreprocessorJob({ jobs: w.jobs, clock: w.clock }, operator, job.id);
    expect(await failure(decideJobRow(deps, operator, on("R"), { action: "reject" }))).toBe(
      "Conflict: Rows can be decided only while the job is Completed",
    );
    expect(w.state.jobs.get(job.id)?.counts).toEqual({
      matched: 1,
      review: 1,
      unmatched: 1,
      confirmed: 0,
      rejected: 0,
    });
  });

  it("searches known locations for the picker", async () => {
    const w = world();
    const request: PageRequest<"name", never> = {
      pageNumber: 1,
      pageSize: 10,
      sortField: "name",
      sortDirection: "asc",
      search: "new",
      filters: {},
    };
    const found = await searchKnownLocations({ jobs: w.jobs }, operator, request);
    expect(found.items.map((k) => k.notisphereId)).toEqual(["NS-000002", "NS-000004", "NS-000001"]);
    expect(await failure(searchKnownLocations({ jobs: w.jobs }, stranger, request))).toBe(
      `Forbidden: ${NO_PERMISSION}`,
    );
  });
});

describe("runPreprocessorJob against the in-memory stores", () => {
  it("reports one problem in the singular and a file problem without row or column", async () => {
    const w = world();
    const job = await w.upload("one.csv", [
      { type: "error", row: 7, column: "zip", message: "no zip" },
      ...rowEvents(shipTo("A")),
    ]);
    expect(await w.run(job.id)).toEqual({
      outcome: "error",
      report: [{ row: 7, column: "zip", message: "no zip" }],
      message: "1 row cannot be used; nothing was applied. one.csv (row 7, column zip): no zip",
    });
    const whole = await w.upload(
      "whole.csv",
      new LocationFileRejected({ fileName: "whole.csv", message: "not UTF-8" }),
    );
    expect(await w.run(whole.id)).toEqual({
      outcome: "error",
      report: [{ row: undefined, column: undefined, message: "not UTF-8" }],
      message: "whole.csv: not UTF-8",
    });
    expect(w.state.jobs.get(whole.id)).toMatchObject({
      status: "ERROR",
      errorMessage: "whole.csv: not UTF-8",
    });
    expect(w.state.rows.size + w.state.mappings.size).toBe(0);
  });

  it("keeps the first 1,000 problems and says how many more there were", async () => {
    const w = world();
    const bad: ShipToEvent[] = Array.from({ length: 1003 }, (_, i) => ({
      type: "error",
      row: i + 2,
      column: "address1",
      message: "empty",
    }));
    const job = await w.upload("bad.csv", [
      ...bad,
      ...rowEvents(shipTo("A", { state: "X".repeat(51) })),
      ...rowEvents(shipTo("B")),
      ...rowEvents(shipTo("B")),
    ]);
    const outcome = await w.run(job.id);
    if (outcome.outcome !== "error") throw new Error("expected an error");
    expect(outcome.report).toHaveLength(1001);
    expect(outcome.report[1000]).toEqual({ message: "5 more rows with problems are not listed" });
    expect(outcome.message).toBe(
      "1005 rows cannot be used; nothing was applied. bad.csv (row 2, column address1): empty",
    );
  });

  it("matches by phone, HIN and GLN when the row has them, and reuses the supplier's existing mappings", async () => {
    const w = world();
    w.state.knownLocations.set(
      "000003",
      site("000003", {
        name: "LAB ONE",
        address1: "5 MAIN ST",
        zip: "30301",
        city: "ATLANTA",
        state: "GA",
        gln: "0614141000036",
        hin: "H1234567",
        phone: "4045550100",
      }),
    );
    const first = await w.upload(
      "codes.csv",
      rowEvents(
        shipTo("G", {
          name: "Lab 1",
          address1: "5 Main Street",
          address2: "Dock 3",
          city: "Atlanta",
          state: "GA",
          zip: "30301",
          phone: "(404) 555-0100",
          hin: "H1234567",
          gln: "0614141000036",
        }),
        shipTo("M", { name: "Nowhere", address1: "9 Far Rd", city: "Boise", state: "ID", zip: "83701" }),
      ),
    );
    await w.run(first.id);
    expect(rowOf(w, first.id, "G")).toMatchObject({ decision: "matched", knownLocationId: "000003" });
    await decideJobRow(
      { jobs: w.jobs },
      operator,
      { jobId: first.id, rowId: rowOf(w, first.id, "M").id },
      { action: "confirm", knownLocationId: "NS-000002" },
    );
    const second = await w.upload(
      "again.csv",
      rowEvents(
        shipTo("M", { name: "Nowhere", address1: "9 Far Rd", city: "Boise", state: "ID", zip: "83701" }),
      ),
    );
    await w.run(second.id);
    expect(rowOf(w, second.id, "M")).toMatchObject({ decision: "matched", knownLocationId: CORNER.id });
    // the operator's confirmation survives a later file that maps the row to the same place
    expect(w.state.mappings.get(mappingKey("sup-1", "M"))).toMatchObject({
      decision: "confirmed",
      jobId: second.id,
    });
  });

  it("throws an unexpected failure with nothing written and leaves the job resumable", async () => {
    const w = world();
    const job = await w.upload("crash.csv", rowEvents(shipTo("A")));
    await expect(w.run(job.id, async () => Promise.reject(new Error("killed")))).rejects.toThrow("killed");
    expect(w.state.jobs.get(job.id)?.status).toBe("IN PROGRESS");
    expect(w.state.rows.size + w.state.mappings.size).toBe(0);
    expect(await w.run(job.id)).toEqual({ outcome: "completed", rows: 1 });
    expect(await w.run(job.id)).toEqual({ outcome: "skipped" });
  });
});

describe("pre-processor properties", () => {
  const decisionRow = fc.constantFrom<"match" | "review" | "none">("match", "review", "none");
  const rowFor = (kind: "match" | "review" | "none", i: number): ShipToFields =>
    kind === "match"
      ? shipTo(`L${i}`)
      : kind === "review"
        ? shipTo(`L${i}`, { name: "Ochsner" })
        : shipTo(`L${i}`, {
            name: `Nowhere ${i}`,
            address1: `${i + 1} Far Rd`,
            city: "Boise",
            state: "ID",
            zip: "83701",
          });

  const countsOf = (w: ReturnType<typeof world>, jobId: string) => {
    const counts = Object.fromEntries(ROW_DECISIONS.map((d) => [d, 0])) as Record<RowDecision, number>;
    for (const row of w.state.rows.values()) if (row.jobId === jobId) counts[row.decision]++;
    return counts;
  };

  it("a completed job's counts always equal its rows per decision, also after operator decisions", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(decisionRow, { maxLength: 12 }),
        fc.array(fc.tuple(fc.nat(11), fc.constantFrom("confirm" as const, "reject" as const)), {
          maxLength: 6,
        }),
        async (kinds, decisions) => {
          const w = world();
          const job = await w.upload("p.csv", rowEvents(...kinds.map(rowFor)));
          expect(await w.run(job.id)).toEqual({ outcome: "completed", rows: kinds.length });
          for (const [index, action] of decisions) {
            const row = [...w.state.rows.values()].find(
              (r) => r.jobId === job.id && r.rowNumber === index + 2,
            );
            if (!row) continue;
            await decideJobRow(
              { jobs: w.jobs },
              operator,
              { jobId: job.id, rowId: row.id },
              {
                action,
                knownLocationId: CORNER.id,
              },
            ).catch(() => undefined);
          }
          const stored = w.state.jobs.get(job.id)!;
          expect(stored.counts).toEqual(countsOf(w, job.id));
          expect(stored.totalRows).toBe(kinds.length);
        },
      ),
      { numRuns: 30 },
    );
  });

  it("a run that fails leaves no rows and no mappings", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(decisionRow, { minLength: 1, maxLength: 8 }),
        fc.nat(7),
        fc.constantFrom("bad row", "duplicate", "too long", "file"),
        async (kinds, at, problem) => {
          const w = world();
          const events: ShipToEvent[] = rowEvents(...kinds.map(rowFor));
          const where = at % events.length;
          const broken: ShipToEvent[] =
            problem === "bad row"
              ? [{ type: "error", row: 99, column: "zip", message: "no zip" }]
              : problem === "duplicate"
                ? rowEvents(rowFor(kinds[0]!, 0))
                : rowEvents(shipTo("long", { phone: "1".repeat(41) }));
          const job = await w.upload(
            "f.csv",
            problem === "file"
              ? new LocationFileRejected({ fileName: "f.csv", message: "broken" })
              : [...events.slice(0, where), ...broken, ...events.slice(where)],
          );
          expect(await w.run(job.id)).toMatchObject({ outcome: "error" });
          expect(w.state.jobs.get(job.id)?.status).toBe("ERROR");
          expect(w.state.rows.size).toBe(0);
          expect(w.state.mappings.size).toBe(0);
        },
      ),
      { numRuns: 40 },
    );
  });

  it("confirming then rejecting a review row restores the counts it started from", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(decisionRow, { maxLength: 8 }), async (kinds) => {
        const w = world();
        const job = await w.upload(
          "p.csv",
          rowEvents(shipTo("R", { name: "Ochsner" }), ...kinds.map((k, i) => rowFor(k, i + 1))),
        );
        await w.run(job.id);
        const before = w.state.jobs.get(job.id)!.counts;
        const ids = { jobId: job.id, rowId: rowOf(w, job.id, "R").id };
        expect(rowOf(w, job.id, "R").decision).toBe("review");
        await decideJobRow({ jobs: w.jobs }, operator, ids, { action: "reject" });
        await decideJobRow({ jobs: w.jobs }, operator, ids, { action: "confirm" });
        const after = w.state.jobs.get(job.id)!.counts;
        expect({ ...after, confirmed: after.confirmed - 1, review: after.review + 1 }).toEqual(before);
        expect(after.rejected).toBe(before.rejected);
      }),
      { numRuns: 25 },
    );
  });
});

describe("assertCanUsePreprocessor", () => {
  it("lets location managers in and keeps everyone else out", () => {
    expect(() => assertCanUsePreprocessor(operator, "deleteJob")).not.toThrow();
    expect(() => assertCanUsePreprocessor(stranger, "listJobs")).toThrow(NO_PERMISSION);
  });
});
