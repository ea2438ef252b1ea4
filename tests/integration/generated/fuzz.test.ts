import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { snapshotOrganisations } from "../support/organisation-snapshot.ts";
import { startTestPortal, type TestPortal } from "../support/test-portal.ts";
import { fuzzOperations, statusSummary } from "./fuzz-run.ts";
import { createIdentities, type Identity } from "./identities.ts";
import { createObjectRegistry } from "./object-fixtures.ts";
import { loadOperations } from "./openapi-operations.ts";

/** A small run in every `npm test`; `npm run fuzz -- --runs N` is the long one. */
const RUNS = Number(process.env.FUZZ_RUNS ?? 10);
const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 1_000_000);

let t: TestPortal;
let identities: Identity[];
let organisations: Awaited<ReturnType<typeof snapshotOrganisations>>;
const filesDir = mkdtempSync(path.join(tmpdir(), "fuzz-"));

beforeAll(async () => {
  // Every operation of openapi.yaml mounted, the development mailbox too.
  t = await startTestPortal({ workers: false, filesDir, devMailbox: true });
  identities = await createIdentities(t.portal);
  organisations = await snapshotOrganisations(t);
});
afterAll(async () => {
  await organisations?.restore();
  await t.stop();
  rmSync(filesDir, { recursive: true, force: true });
});

describe("schema-driven fuzzing of every operation in openapi.yaml", () => {
  it("answers valid and broken requests with a result or a 4xx envelope, never a 5xx, hang or stack trace", async () => {
    const operator = identities.find((i) => i.name === "notisphereadmin of NotiSphere Operations");
    const operations = loadOperations();
    const report = await fuzzOperations(
      t.portal,
      operations,
      identities,
      createObjectRegistry({ portal: t.portal, operatorToken: operator?.token as string }),
      { runs: RUNS, seed: SEED },
    );
    console.log(
      `fuzz: ${operations.length} operations, known breakers + ${RUNS} random runs each = ${report.requests} requests (seed ${SEED}); ${statusSummary(report.byStatus)}`,
    );
    expect(report.failures, `seed ${SEED}:\n${report.failures.join("\n\n")}`).toEqual([]);
  }, 120_000);
});
