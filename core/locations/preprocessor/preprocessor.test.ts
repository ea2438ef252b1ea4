import { describe, expect, it } from "vitest";
import fc from "fast-check";
import type { Actor } from "../../access/actor.ts";
import type { KnownSite } from "../matching/location-schemas.ts";
import { permittedJobActions } from "./authorize.ts";
import { checkLocationUpload } from "./check-location-upload.ts";
import { LocationFileRejected } from "./errors.ts";
import type { LocationFileReader, PreprocessorRunStore, ShipToEvent, StagedRow } from "./ports.ts";
import {
  describeProblem,
  jobRowActions,
  type PreprocessorJobRecord,
  type ShipToFields,
} from "./preprocessor-job.ts";
import { ABANDONED_RUN_MESSAGE, runPreprocessorJob } from "./run-preprocessor-job.ts";
import { buildZip } from "../../../tests/fixtures/hostile/zip-builder.ts";

const bytes = (text: string) => new TextEncoder().encode(text);
const WORKBOOK = buildZip([{ name: "xl/workbook.xml", data: "<workbook/>" }]);

describe("checkLocationUpload", () => {
  it("decides the format by content and accepts CSV with a BOM and XLSX workbooks", () => {
    expect(checkLocationUpload({ fileName: "a.csv", bytes: bytes("\uFEFFlocation_id,name\n1,x") }, 100)).toBe(
      "csv",
    );
    expect(checkLocationUpload({ fileName: "A.XLSX", bytes: WORKBOOK }, 100000)).toBe("xlsx");
  });

  it("refuses wrong names, empty files, oversize files and contents that do not match the name", () => {
    const refuse = (fileName: string, content: Uint8Array, max = 1000) => {
      try {
        checkLocationUpload({ fileName, bytes: content }, max);
      } catch (error) {
        return (error as { _tag: string; message: string })._tag + ": " + (error as Error).message;
      }
      return "accepted";
    };
    expect(refuse("a.pdf", bytes("x,y"))).toBe(
      "ValidationFailed: a.pdf: The file types should be either of .csv, .xlsx",
    );
    expect(refuse("a.csv", new Uint8Array())).toBe(
      "ValidationFailed: a.csv: Documented failed to upload. Please try again.",
    );
    expect(refuse("a.csv", bytes("a,b\n".repeat(300)), 1024)).toBe(
      "PayloadTooLarge: a.csv is larger than the 1 KB limit for location files",
    );
    expect(refuse("a.csv", Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe(
      "ValidationFailed: a.csv: the content is not a CSV file with a header row (it is a PNG image)",
    );
    expect(refuse("a.csv", bytes("just one column\nx"))).toBe(
      "ValidationFailed: a.csv: the content is not a CSV file with a header row",
    );
    expect(refuse("a.xlsx", bytes("location_id,name"))).toBe(
      "ValidationFailed: a.xlsx: the content is not an Excel workbook",
    );
    expect(refuse("a.xlsx", Uint8Array.from([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]))).toBe(
      "ValidationFailed: a.xlsx: the content is not an Excel workbook (it is a ZIP archive that is not an Excel workbook)",
    );
    expect(refuse("a.xlsx", bytes("PK\u0003\u0004 xl/workbook.xml but no archive"))).toBe(
      "ValidationFailed: a.xlsx: the workbook cannot be read: it is not a readable ZIP archive (no central directory)",
    );
  });

  it("never accepts a file containing a NUL byte as CSV", () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 1, maxLength: 200 }), fc.nat(199), (content, at) => {
        const withNul = Uint8Array.from(content);
        withNul[at % withNul.length] = 0;
        expect(() => checkLocationUpload({ fileName: "f.csv", bytes: withNul }, 10_000)).toThrow();
      }),
    );
  });
});

const site: KnownSite = {
  siteId: "site-1",
  name: "OCHSNER MEDICAL CENTER",
  address1: "1516 JEFFERSON HWY",
  city: "NEW ORLEANS",
  state: "LA",
  zip: "70121",
};

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

const job = { id: "job-1", supplierOrganizationId: "sup-1", fileName: "f.csv", fileKey: "k", format: "csv" };

const fakeRun = (
  events: readonly ShipToEvent[] | Error,
  status: "PENDING" | "COMPLETED" = "PENDING",
  attempt = 1,
) => {
  const calls = { committed: [] as StagedRow[][], failed: [] as string[], released: [] as string[] };
  const store: PreprocessorRunStore = {
    async begin() {
      return status === "PENDING" ? { job: job as unknown as PreprocessorJobRecord, attempt } : undefined;
    },
    async release(id) {
      calls.released.push(id);
    },
    async *knownSites() {
      yield site;
    },
    async existingMappings() {
      return [];
    },
    async mappingBlocks() {
      return [];
    },
    async commit(_job, rows) {
      calls.committed.push([...rows]);
    },
    async fail(_id, _report, message) {
      calls.failed.push(message);
    },
  };
  const reader: LocationFileReader = {
    async *read() {
      if (events instanceof Error) throw events;
      yield* events;
    },
  };
  const deps = {
    store,
    reader,
    files: { put: async () => {}, read: async function* () {}, remove: async () => {} },
    clock: { now: () => new Date(0) },
  };
  return { deps, calls };
};

describe("runPreprocessorJob", () => {
  it("matches every row and commits once with the counts", async () => {
    const { deps, calls } = fakeRun([
      { type: "row", row: 2, value: shipTo("A") },
      {
        type: "row",
        row: 3,
        value: shipTo("B", {
          name: "Corner Pharmacy",
          address1: "1 Elm St",
          zip: "10001",
          city: "New York",
          state: "NY",
        }),
      },
    ]);
    expect(await runPreprocessorJob(deps, "job-1")).toEqual({ outcome: "completed", rows: 2 });
    expect(calls.committed).toHaveLength(1);
    expect(calls.committed[0]?.map((r) => [r.rowNumber, r.result.status, r.result.siteId])).toEqual([
      [2, "matched", "site-1"],
      [3, "unmatched", undefined],
    ]);
    expect(calls.failed).toEqual([]);
  });

  it("fails the whole job on any unusable, duplicate or too long row, reporting every one and committing nothing", async () => {
    const { deps, calls } = fakeRun([
      { type: "row", row: 2, value: shipTo("A") },
      { type: "error", row: 3, column: "address1", message: "no usable address (street is empty)" },
      { type: "row", row: 4, value: shipTo("A") },
      { type: "row", row: 5, value: shipTo("C", { zip: "1".repeat(21) }) },
    ]);
    const outcome = await runPreprocessorJob(deps, "job-1");
    expect(outcome).toMatchObject({
      outcome: "error",
      report: [
        { row: 3, column: "address1", message: "no usable address (street is empty)" },
        { row: 4, column: "location_id", message: 'duplicate location id "A" (first on row 2)' },
        { row: 5, column: "zip", message: "longer than 20 characters (21)" },
      ],
    });
    expect(calls.failed).toEqual([
      "3 rows cannot be used; nothing was applied. f.csv (row 3, column address1): no usable address (street is empty)",
    ]);
    expect(calls.committed).toEqual([]);
  });

  it("fails with the file's own problem when the reader rejects the file", async () => {
    const { deps, calls } = fakeRun(
      new LocationFileRejected({
        fileName: "f.csv",
        row: 1,
        column: "zip",
        message: "missing required column zip",
      }),
    );
    expect(await runPreprocessorJob(deps, "job-1")).toMatchObject({ outcome: "error" });
    expect(calls.failed).toEqual(["f.csv (row 1, column zip): missing required column zip"]);
  });

  it("throws anything else with nothing written and the job released, so the queue runs the job again", async () => {
    const { deps, calls } = fakeRun(new Error("disk gone"));
    await expect(runPreprocessorJob(deps, "job-1")).rejects.toThrow("disk gone");
    expect(calls).toEqual({ committed: [], failed: [], released: ["job-1"] });
  });

  it("skips a job that is no longer runnable", async () => {
    const { deps, calls } = fakeRun([], "COMPLETED");
    expect(await runPreprocessorJob(deps, "job-1")).toEqual({ outcome: "skipped" });
    expect(calls).toEqual({ committed: [], failed: [], released: [] });
  });

  it("runs a second start, but ends a job started twice without finishing in ERROR without reading it", async () => {
    const second = fakeRun([{ type: "row", row: 2, value: shipTo("A") }], "PENDING", 2);
    expect(await runPreprocessorJob(second.deps, "job-1")).toEqual({ outcome: "completed", rows: 1 });
    const third = fakeRun(new Error("must not be read"), "PENDING", 3);
    expect(await runPreprocessorJob(third.deps, "job-1")).toMatchObject({
      outcome: "error",
      message: ABANDONED_RUN_MESSAGE,
    });
    expect(third.calls).toEqual({ committed: [], failed: [ABANDONED_RUN_MESSAGE], released: [] });
    expect(ABANDONED_RUN_MESSAGE).toMatch(/^The job was started 2 times and never finished/);
  });
});

describe("job and row actions", () => {
  const operator: Actor = {
    userId: "u",
    userType: "NOTISPHERE",
    organizationId: "o",
    permissions: ["Notisphere_ManageLocations"],
    roleName: "admin",
    siteIds: "all",
  };
  it("offers the lifecycle's events to location managers only", () => {
    expect(permittedJobActions(operator, "ERROR")).toEqual(["retry", "delete"]);
    expect(permittedJobActions(operator, "IN PROGRESS")).toEqual([]);
    expect(permittedJobActions(operator, "DEACTIVATED")).toEqual([]);
    expect(
      permittedJobActions({ ...operator, permissions: ["Notisphere_ProviderReadOnly"] }, "ERROR"),
    ).toEqual([]);
  });
  it("lets an operator's decision be reopened (undone), only while the job is Completed", () => {
    expect(jobRowActions("COMPLETED", "confirmed")).toEqual(["reopen"]);
    expect(jobRowActions("COMPLETED", "rejected")).toEqual(["confirm", "reopen"]);
    expect(jobRowActions("DEACTIVATED", "confirmed")).toEqual([]);
    expect(jobRowActions("DEACTIVATED", "rejected")).toEqual([]);
    expect(jobRowActions("IN PROGRESS", "confirmed")).toEqual([]);
  });
  it("lets only a completed job's review, unmatched and rejected rows be decided", () => {
    expect(jobRowActions("COMPLETED", "review")).toEqual(["confirm", "reject"]);
    expect(jobRowActions("COMPLETED", "unmatched")).toEqual(["confirm"]);
    expect(jobRowActions("COMPLETED", "matched")).toEqual([]);
    expect(jobRowActions("DEACTIVATED", "review")).toEqual([]);
    expect(describeProblem("f.csv", { message: "empty" })).toBe("f.csv: empty");
  });
});
