// `npm run fuzz -- --runs N [--seed S] [--only operationId] [--quiet]`: the long run of the schema-driven fuzzer
// (tests/integration/generated/fuzz.test.ts runs a small one in `npm test`). Every operation of openapi.yaml
// gets N valid and broken requests against the portal in-process on a fresh in-memory database; each request
// and its status is printed, then a table of statuses per operation and every improper answer. Exits 1 when
// any answer was a 5xx, a hang, a stack trace or a 4xx outside the error envelope.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { startDatabase } from "../adapters/db/embedded-postgres.ts";
import { migrateUp, openOrm } from "../adapters/db/orm.ts";
import { seedDemoData } from "../adapters/db/seed/seed-demo-data.ts";
import { createPortal } from "../adapters/http/portal.ts";
import { argon2Hasher } from "../adapters/security/argon2-hasher.ts";
import { fuzzOperations, statusSummary } from "../tests/integration/generated/fuzz-run.ts";
import { createIdentities } from "../tests/integration/generated/identities.ts";
import { createObjectRegistry } from "../tests/integration/generated/object-fixtures.ts";
import { loadOperations } from "../tests/integration/generated/openapi-operations.ts";
import { showRequest } from "../tests/integration/generated/portal-http.ts";

const { values } = parseArgs({
  options: {
    runs: { type: "string", default: "200" },
    seed: { type: "string" },
    only: { type: "string" },
    quiet: { type: "boolean", default: false },
  },
});
const runs = Number(values.runs);
const seed = values.seed === undefined ? Date.now() % 1_000_000 : Number(values.seed);
if (!Number.isInteger(runs) || runs < 1) throw new Error("--runs must be a positive whole number");

// Never DATABASE_URL: the fuzzer writes thousands of junk rows.
const db = await startDatabase({ databaseUrl: undefined, dataDir: "memory://" });
const setup = await openOrm(db.url, db.embedded);
await migrateUp(setup);
await seedDemoData(setup.em.fork(), argon2Hasher);
await setup.close(true);
const filesDir = mkdtempSync(path.join(tmpdir(), "notisphere-fuzz-"));
const portal = await createPortal(db, {
  workers: false,
  filesDir,
  loginAttemptsPerMinute: 1_000_000,
  devMailbox: true,
});

try {
  const identities = await createIdentities(portal);
  const operator = identities.find((i) => i.name === "notisphereadmin of NotiSphere Operations");
  const operations = loadOperations().filter(
    (o) => values.only === undefined || o.operationId === values.only,
  );
  const perOperation = new Map<string, Map<string, number>>();
  const report = await fuzzOperations(
    portal,
    operations,
    identities,
    createObjectRegistry({ portal, operatorToken: operator?.token as string }),
    {
      runs,
      seed,
      onAnswer(operation, request, answer) {
        const status = answer instanceof Error ? "hang" : String(answer.status);
        const counts = perOperation.get(operation.operationId) ?? new Map<string, number>();
        counts.set(status, (counts.get(status) ?? 0) + 1);
        perOperation.set(operation.operationId, counts);
        if (!values.quiet)
          console.log(
            `${status.padEnd(4)} ${answer instanceof Error ? "-" : `${answer.milliseconds} ms`} ${showRequest(request)}`,
          );
      },
    },
  );
  const statuses = [...report.byStatus.keys()].sort();
  const width = Math.max(...operations.map((o) => o.operationId.length), 9);
  console.log(`\n${"operation".padEnd(width)} ${statuses.map((s) => s.padStart(6)).join("")}`);
  for (const [operationId, counts] of perOperation)
    console.log(
      `${operationId.padEnd(width)} ${statuses.map((s) => String(counts.get(s) ?? "").padStart(6)).join("")}`,
    );
  console.log(
    `\nfuzz: ${operations.length} operations, known breakers + ${runs} random runs each = ${report.requests} requests (seed ${seed}); ${statusSummary(report.byStatus)}`,
  );
  if (report.failures.length > 0) {
    console.error(`\n${report.failures.length} improper answers:\n\n${report.failures.join("\n\n")}`);
    process.exitCode = 1;
  } else console.log("Every answer was a result or a 4xx error envelope.");
} finally {
  await portal.stop();
  await db.stop();
  rmSync(filesDir, { recursive: true, force: true });
}
