import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { spawn } from "node:child_process";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { PreprocessorJob } from "../../adapters/db/entities.ts";
import { runPreprocessorJobNow } from "../../adapters/cli/run-preprocessor-job-now.ts";
import { uploadLocationFile } from "#core/locations/preprocessor/upload-location-file.ts";
import { ABANDONED_RUN_MESSAGE } from "#core/locations/preprocessor/run-preprocessor-job.ts";
import { startTestPortal, type TestPortal } from "./support/test-portal.ts";
import {
  BASE,
  createSupplier,
  fixture,
  jobLike,
  mappingsOf,
  settled,
} from "./location-preprocessor-support.ts";
import { okAnswer } from "./support/envelopes.ts";

const KILLABLE = path.resolve(import.meta.dirname, "support/run-until-killed.ts");
let t: TestPortal;
let operator: string;
const filesDir = mkdtempSync(path.join(tmpdir(), "preprocessor-recovery-"));

beforeAll(async () => {
  t = await startTestPortal({ workers: true, filesDir });
  operator = (await t.signIn("operator.admin@example.org")).access_token;
});
afterAll(async () => {
  await t.stop();
  rmSync(filesDir, { recursive: true, force: true });
});

/** A job created as the upload call creates it, but not queued: the test decides who runs it. */
const unqueuedJob = async (supplierId: string, fileName: string, bytes: Uint8Array) => {
  const { services } = t.portal;
  return uploadLocationFile(
    {
      jobs: services.stores().preprocessorJobs,
      files: services.files,
      ids: services.ids,
      maxBytes: 20 * 1024 * 1024,
    },
    {
      userId: "00000000-0000-7000-8000-000000000001",
      userType: "NOTISPHERE" as const,
      organizationId: await t.organizationId("NotiSphere Operations"),
      permissions: ["Notisphere_ManageLocations" as const],
      roleName: "notisphereadmin",
      siteIds: "all" as const,
    },
    { supplierId, fileName, contentType: "text/csv", bytes },
    { queue: false },
  );
};

/** A job whose worker process died mid-run: IN PROGRESS, started `attempts` times, last heartbeat a minute ago. */
const deadRun = async (label: string, attempts: number) => {
  const supplier = await createSupplier(t, label);
  const { id } = await unqueuedJob(supplier.id, `${label}.csv`, fixture("acme-shipto.csv"));
  // The state a SIGKILLed worker leaves behind; no queue message will ever come for it.
  const minuteAgo = new Date(Date.now() - 60_000);
  const moved = await t.portal.orm.em.fork().nativeUpdate(
    PreprocessorJob,
    { id, status: "PENDING" },
    {
      status: "IN PROGRESS",
      runAttempts: attempts,
      startedAt: minuteAgo,
      heartbeatAt: minuteAgo,
      runOwner: "dead",
    },
  );
  expect(moved).toBe(1);
  return { id, supplier };
};

const jobRow = (id: string) =>
  t.portal.orm.em.fork().findOneOrFail(PreprocessorJob, { id }, { disableIdentityMap: true });

describe("location pre-processor: runs whose worker died", () => {
  it("runs again within seconds a job whose worker process was killed (SIGKILL) mid-run", async () => {
    const supplier = await createSupplier(t, "Recovery killed");
    const { id } = await unqueuedJob(supplier.id, "killed.csv", fixture("acme-shipto.csv"));
    const child = spawn(
      process.execPath,
      [KILLABLE, inject("databaseUrl"), String(inject("embeddedDatabase")), filesDir, id],
      { stdio: ["ignore", "pipe", "inherit"] },
    );
    await new Promise<void>((resolve, reject) => {
      child.stdout.on("data", (chunk: Buffer) => chunk.toString().includes("running") && resolve());
      child.once("exit", (code) => reject(new Error(`the worker process ended (${code}) before running`)));
    });
    expect(await jobRow(id)).toMatchObject({
      status: "IN PROGRESS",
      runAttempts: 1,
      runOwner: `child-${child.pid}`,
    });
    child.kill("SIGKILL");
    await new Promise((resolve) => child.once("exit", resolve));
    const killedAt = Date.now();
    expect((await t.call("PUT", `${BASE}/${id}`, { token: operator })).status).toBe(409); // still running, as far as anyone knows
    const job = await settled(t, operator, id, 25_000);
    expect(job).toMatchObject({ status: "COMPLETED", counts: { matched: 3, review: 2, unmatched: 1 } });
    console.info(`[recovery] killed run completed again ${Date.now() - killedAt} ms after the kill`);
    expect(await jobRow(id)).toMatchObject({ runAttempts: 2, runOwner: null });
    expect((await t.call("PUT", `${BASE}/${id}`, { token: operator })).status).toBe(200);
  }, 40_000);

  it("runs a job again within seconds after its first death, then delete works", async () => {
    const { id, supplier } = await deadRun("Recovery once", 1);
    const started = Date.now();
    const job = await settled(t, operator, id, 15_000);
    expect(job).toMatchObject({ status: "COMPLETED", counts: { matched: 3, review: 2, unmatched: 1 } });
    expect(Date.now() - started).toBeLessThan(15_000);
    expect(await jobRow(id)).toMatchObject({ runAttempts: 2, heartbeatAt: null, runOwner: null });
    expect(await mappingsOf(t, supplier.id)).toHaveLength(6);
    expect((await t.call("PUT", `${BASE}/${id}`, { token: operator })).status).toBe(200);
  });

  it("ends a job whose run died twice in ERROR within seconds, never runs it again by itself, and retry runs it", async () => {
    const { id, supplier } = await deadRun("Recovery twice", 2);
    const job = await settled(t, operator, id, 15_000);
    expect(job).toMatchObject({
      status: "ERROR",
      errorMessage: ABANDONED_RUN_MESSAGE,
      errorReport: [{ message: ABANDONED_RUN_MESSAGE }],
      allowedActions: ["retry", "delete"],
    });
    expect(await mappingsOf(t, supplier.id)).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 4000)); // a sweep later: still ERROR, still not run
    expect((await jobRow(id)).status).toBe("ERROR");

    const retried = await t.call("PUT", `${BASE}/retry/${id}`, { token: operator });
    expect(retried.body).toEqual({
      ok: true,
      m: "Job queued again",
      d: {
        id,
        supplierOrganizationId: supplier.id,
        supplierName: supplier.name,
        fileName: "Recovery twice.csv",
        format: "csv",
        contentType: expect.any(String),
        fileSize: expect.any(Number),
        status: "PENDING",
        totalRows: 0,
        counts: { matched: 0, review: 0, unmatched: 0, confirmed: 0, rejected: 0 },
        errorMessage: null,
        errorReport: [],
        createdBy: expect.any(String),
        createdByName: null,
        createdAt: expect.any(String),
        startedAt: null,
        finishedAt: null,
        allowedActions: ["delete"],
      },
      error: null,
    });
    expect((await settled(t, operator, id, 15_000)).status).toBe("COMPLETED");
    expect((await jobRow(id)).runAttempts).toBe(1);
  });

  it("leaves a live run (fresh heartbeat) alone and takes the job within seconds once its heartbeat stops", async () => {
    const { id } = await deadRun("Recovery live", 1);
    await t.portal.orm.em
      .fork()
      .nativeUpdate(PreprocessorJob, { id }, { heartbeatAt: new Date(), runOwner: "alive" });
    expect(await runPreprocessorJobNow(t.portal.orm, t.portal.services.files, id)).toEqual({
      outcome: "skipped",
    });
    await new Promise((resolve) => setTimeout(resolve, 3500)); // a sweep: the run is alive, so it is left alone
    expect(await jobRow(id)).toMatchObject({ status: "IN PROGRESS", runOwner: "alive", runAttempts: 1 });
    // Its owner stops beating (dies): the sweep takes it within seconds.
    await t.portal.orm.em
      .fork()
      .nativeUpdate(PreprocessorJob, { id }, { heartbeatAt: new Date(Date.now() - 60_000) });
    expect((await settled(t, operator, id, 15_000)).status).toBe("COMPLETED");
  });

  it("ends a run that runs out of its thread's memory in ERROR at once, and the server keeps serving", async () => {
    const supplier = await createSupplier(t, "Recovery memory");
    const lines = ["location_id,name,address1,city,state,zip"];
    for (let i = 0; i < 150_000; i++)
      lines.push(
        `M${i},Hospital ${i} of Somewhere,${i} Main Street Suite ${i},Springfield,LA,70${(i % 900) + 100}`,
      );
    const { services } = t.portal;
    const job = await unqueuedJob(supplier.id, "memory.csv", new TextEncoder().encode(lines.join("\n")));
    // A heap far too small for 150,000 rows: the thread dies of it, this process does not.
    const outcome = await runPreprocessorJobNow(t.portal.orm, services.files, job.id, {
      threadLimits: { heapMb: 32, timeoutMs: 60_000 },
    });
    expect(outcome).toMatchObject({
      outcome: "error",
      message: "memory.csv: the file needs more memory than a job may use (32 MB); nothing was applied",
    });
    expect((await t.call("GET", `${BASE}/${job.id}`, { token: operator })).body).toEqual(
      okAnswer(
        jobLike({
          id: job.id,
          status: "ERROR",
          errorMessage:
            "memory.csv: the file needs more memory than a job may use (32 MB); nothing was applied",
          allowedActions: ["retry", "delete"],
        }),
      ),
    );
    expect(await mappingsOf(t, supplier.id)).toEqual([]);
  });
});
