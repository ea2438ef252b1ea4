// `npm run bench:locations` (issue 13, Performance): a fresh database on the PostgreSQL server of DATABASE_URL
// (default postgresql://postgres@127.0.0.1:5432/postgres; created here and dropped afterwards) gets the demo
// data, 1,000,000 known locations with their known providers and one supplier's 100,000 ship-to rows
// (scripts/bench/seed-locations.ts). Then:
// 1. tagging 50,000 affected ship-to ids of an event (tagAffectedShipTos, 45,000 known and 5,000 never seen),
//    five times in this process against the database server; target: the median run under 2 s;
// 2. the portal runs in a child process (this script with --serve) and this process only generates load with
//    autocannon (10 connections) on the operator's location grid and review queue (plain, searched, sorted)
//    and the supplier's ship-to rows and provider progress at 100,000 rows; target: p95 under 25 ms each.
// Every figure is printed next to its target. Any error (a failed connection, a timeout, an answer other than
// 200, wrong tag counts) fails the run: "FAILED: targets NOT met: N errors", exit 1; so does a missed target.
// Options: --duration <s> per route (default 10), --connections <n> (default 10).
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { serve } from "@hono/node-server";
import { migrateUp, openOrm } from "../adapters/db/orm.ts";
import { seedDemoData } from "../adapters/db/seed/seed-demo-data.ts";
import { DEMO_PASSWORD } from "../adapters/db/seed/demo-users.ts";
import { tagAffectedShipTos } from "../adapters/db/locations/affected-location-routing.ts";
import { createPortal } from "../adapters/http/portal.ts";
import { argon2Hasher } from "../adapters/security/argon2-hasher.ts";
import { BENCH_SCALE, seedLocationsAtScale } from "./bench/seed-locations.ts";
import { type Check, machineLoad, measurePages } from "./bench/location-pages.ts";

const arg = (name: string, fallback: number) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? Number(process.argv[index + 1]) : fallback;
};
const DURATION = arg("duration", 10);
const CONNECTIONS = arg("connections", 10);
const TAGGING_MS = 2_000;
const TAGGING_RUNS = 5;
const AFFECTED = { known: 45_000, unseen: 5_000 };

/** The portal under test, started by the parent below with --serve: it never shares a process with the load. */
const servePortal = async () => {
  const portal = await createPortal(
    { url: process.env.BENCH_DATABASE_URL!, embedded: false, stop: async () => {} },
    { workers: false, filesDir: mkdtempSync(join(tmpdir(), "bench-files-")) },
  );
  const server = serve({ fetch: portal.app.fetch, port: 0, hostname: "127.0.0.1" }, (info) =>
    console.log(`BENCH_READY ${info.port}`),
  );
  process.on("SIGTERM", () => {
    server.close();
    void portal.stop().finally(() => process.exit(0));
  });
};

const freshDatabase = async (url: string) => {
  const name = `notisphere_bench_locations_${Date.now()}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  return {
    url: target.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
};

const seconds = (since: number) => ((performance.now() - since) / 1000).toFixed(1);
const verdict = (met: boolean, errors: number) => (errors > 0 ? "NOT met (errors)" : met ? "met" : "NOT met");

/** Seeds, then times tagging an event's 50,000 affected ship-to ids on the database server. */
const seedAndTag = async (url: string): Promise<Check> => {
  const orm = await openOrm(url, false);
  try {
    let started = performance.now();
    await migrateUp(orm);
    await seedDemoData(orm.em.fork(), argon2Hasher);
    console.log(`schema and demo data in ${seconds(started)} s`);
    started = performance.now();
    const seeded = await seedLocationsAtScale(
      orm.em.fork(),
      BENCH_SCALE,
      await argon2Hasher.hash(DEMO_PASSWORD),
      (label, s) => console.log(`  ${label}: ${s.toFixed(1)} s`),
    );
    console.log(
      `seeded in ${seconds(started)} s: ${BENCH_SCALE.knownLocations.toLocaleString("en")} known locations of ` +
        `${BENCH_SCALE.knownProviders.toLocaleString("en")} known providers, ` +
        `${BENCH_SCALE.supplierRows.toLocaleString("en")} supplier ship-to rows`,
    );
    // Known ids spread over the supplier's rows (13 is coprime with 100,000, so they are distinct), then unseen ones.
    const ids = Array.from({ length: AFFECTED.known }, (_, j) =>
      seeded.shipToId(1 + ((j * 13) % BENCH_SCALE.supplierRows)),
    ).concat(Array.from({ length: AFFECTED.unseen }, (_, j) => `NEVER-SEEN-${j}`));
    const times: number[] = [];
    let errors = 0;
    for (let run = 0; run < TAGGING_RUNS; run++) {
      const at = performance.now();
      const result = await tagAffectedShipTos(orm.em.fork(), seeded.supplierOrganizationId, ids);
      times.push(performance.now() - at);
      const total = Object.values(result.counts).reduce((sum, n) => sum + n, 0);
      if (
        result.items.length !== ids.length ||
        total !== ids.length ||
        result.counts.Unrecognized !== AFFECTED.unseen
      )
        errors += 1;
      if (run === 0) console.log(`tag counts: ${JSON.stringify(result.counts)}`);
    }
    console.log(
      `tagging ${ids.length.toLocaleString("en")} ids, ${TAGGING_RUNS} runs: ${times.map((t) => `${t.toFixed(0)} ms`).join(", ")}`,
    );
    if (errors > 0) console.log(`tagging answered wrong counts in ${errors} runs`);
    console.log(machineLoad());
    const median = [...times].sort((x, y) => x - y)[Math.floor(TAGGING_RUNS / 2)]!;
    return {
      name: `tag ${ids.length.toLocaleString("en")} affected ship-to ids (median of ${TAGGING_RUNS})`,
      figure: `${median.toFixed(0)} ms`,
      target: `< ${TAGGING_MS} ms`,
      met: median < TAGGING_MS,
      errors,
    };
  } finally {
    await orm.close(true);
  }
};

const main = async () => {
  const database = await freshDatabase(
    process.env.DATABASE_URL || "postgresql://postgres@127.0.0.1:5432/postgres",
  );
  console.log(
    "database: a fresh database on the DATABASE_URL server; portal in a child process; load from this one",
  );
  const checks: Check[] = [];
  let failure: string | undefined;
  try {
    checks.push(await seedAndTag(database.url));
    checks.push(
      ...(await measurePages({
        url: database.url,
        script: process.argv[1]!,
        duration: DURATION,
        connections: CONNECTIONS,
      })),
    );
  } catch (error) {
    failure = error instanceof Error ? error.message : String(error);
  } finally {
    await database.drop();
  }
  console.log(`\n${CONNECTIONS} connections, ${DURATION} s per page after a 2 s warm-up\n`);
  for (const c of checks)
    console.log(
      `${c.name.padEnd(58)} ${c.figure.padStart(10)}  target ${c.target.padEnd(10)} ${verdict(c.met, c.errors)}`,
    );
  const errors = checks.reduce((sum, c) => sum + c.errors, 0);
  const missed = checks.filter((c) => !c.met && c.errors === 0).length;
  if (failure) console.log(`\nFAILED: targets NOT met: ${failure}`);
  else if (errors > 0)
    console.log(
      `\nFAILED: targets NOT met: ${errors} errors (failed requests, non-200 answers or wrong counts)`,
    );
  else if (missed > 0) console.log(`\nFAILED: targets NOT met (${missed} missed)`);
  else console.log("\nall targets met, no errors");
  return failure || errors > 0 || missed > 0 ? 1 : 0;
};

if (process.argv.includes("--serve")) await servePortal();
else process.exit(await main());
