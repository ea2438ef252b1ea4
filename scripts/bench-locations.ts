// `npm run bench:locations` (issue 13, Performance): a fresh database on the PostgreSQL server of DATABASE_URL
// (default postgresql://postgres@127.0.0.1:5432/postgres; created here and dropped afterwards) gets the demo
// data, 1,000,000 known locations with their known providers and one supplier's 100,000 ship-to rows
// (scripts/bench/seed-locations.ts). Then:
// 1. tagging 50,000 affected ship-to ids of an event (tagAffectedShipTos, 45,000 known and 5,000 never seen),
//    five times in this process against the database server; target: every run under 2 s;
// 2. the portal runs in a child process (this script with --serve) and this process only generates load with
//    autocannon (10 connections) on the location grid and the review queue, plain, searched and sorted;
//    target: p95 under 25 ms each.
// Every figure is printed next to its target. Any error (a failed connection, a timeout, an answer other than
// 200, wrong tag counts) fails the run: "FAILED: targets NOT met: N errors", exit 1; so does a missed target.
// Options: --duration <s> per route (default 10), --connections <n> (default 10).
import { spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createInterface } from "node:readline";
import autocannon from "autocannon";
import pg from "pg";
import { serve } from "@hono/node-server";
import { migrateUp, openOrm } from "../adapters/db/orm.ts";
import { seedDemoData } from "../adapters/db/seed/seed-demo-data.ts";
import { DEMO_PASSWORD } from "../adapters/db/seed/demo-users.ts";
import { tagAffectedShipTos } from "../adapters/db/locations/affected-location-routing.ts";
import { createPortal } from "../adapters/http/portal.ts";
import { argon2Hasher } from "../adapters/security/argon2-hasher.ts";
import { BENCH_SCALE, SELECTIVE_CITY, seedLocationsAtScale } from "./bench/seed-locations.ts";

const arg = (name: string, fallback: number) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? Number(process.argv[index + 1]) : fallback;
};
const DURATION = arg("duration", 10);
const CONNECTIONS = arg("connections", 10);
const PAGE_P95_MS = 25;
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

interface Check {
  readonly name: string;
  readonly figure: string;
  readonly target: string;
  readonly met: boolean;
  readonly errors: number;
}

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
    return {
      name: `tag ${ids.length.toLocaleString("en")} affected ship-to ids (slowest of ${TAGGING_RUNS})`,
      figure: `${Math.max(...times).toFixed(0)} ms`,
      target: `< ${TAGGING_MS} ms`,
      met: Math.max(...times) < TAGGING_MS,
      errors,
    };
  } finally {
    await orm.close(true);
  }
};

const city = encodeURIComponent(SELECTIVE_CITY);
const PAGES = [
  ["location grid, page 1 of 50", "/api/notisphere/locations?pageNumber=1&pageSize=50"],
  ["location grid, searched", `/api/notisphere/locations?pageNumber=1&pageSize=50&search=${city}`],
  [
    "location grid, sorted by name desc",
    "/api/notisphere/locations?pageNumber=1&pageSize=50&sortField=name&sortDirection=desc",
  ],
  ["review queue, page 1 of 50", "/api/notisphere/locations-verification?pageNumber=1&pageSize=50"],
  [
    "review queue, searched",
    `/api/notisphere/locations-verification?pageNumber=1&pageSize=50&search=${city}`,
  ],
] as const;

/** Starts the portal in a child process and measures each page's p95 with autocannon from this one. */
const measurePages = async (url: string): Promise<Check[]> => {
  const server = spawn(process.execPath, [process.argv[1]!, "--serve"], {
    env: { ...process.env, BENCH_DATABASE_URL: url },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const exited = new Promise((resolve) => server.once("exit", resolve));
  try {
    const port = await new Promise<number>((resolve, reject) => {
      createInterface({ input: server.stdout! }).on("line", (line) => {
        const ready = /^BENCH_READY (\d+)$/.exec(line);
        if (ready) resolve(Number(ready[1]));
      });
      void exited.then(() => reject(new Error("the bench server exited before it was ready")));
      setTimeout(() => reject(new Error("the bench server did not start within 120 s")), 120_000).unref();
    });
    const base = `http://127.0.0.1:${port}`;
    const token = await fetch(`${base}/api/auth/token`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        client_id: "web-client",
        grant_type: "password",
        email: "operator.admin@example.org",
        password: DEMO_PASSWORD,
      }),
    }).then((r) => r.json() as Promise<{ ok: boolean; m?: string; d: { access_token: string } }>);
    if (!token.ok)
      throw new Error(`sign-in as operator.admin@example.org failed: ${token.m ?? "no message"}`);
    const headers = { authorization: `Bearer ${token.d.access_token}` };
    const checks: Check[] = [];
    for (const [name, path] of PAGES) {
      const first = await fetch(base + path, { headers }).then(
        async (r) => ({
          status: r.status,
          body: (await r.json().catch(() => null)) as { ok?: boolean; d?: { total?: number } } | null,
        }),
        (error: unknown) => ({ status: 0, body: null, error }),
      );
      if (first.status !== 200 || first.body?.ok !== true) {
        console.log(`${name}: GET ${path} answered ${first.status || "nothing"}; not measured`);
        checks.push({
          name: `${name} p95`,
          figure: "no answer",
          target: `< ${PAGE_P95_MS} ms`,
          met: false,
          errors: 1,
        });
        continue;
      }
      const times: number[] = [];
      const load = (duration: number) =>
        new Promise<autocannon.Result>((resolve, reject) => {
          const instance = autocannon(
            { url: base + path, headers, connections: CONNECTIONS, duration },
            (error, done) => (error ? reject(error) : resolve(done)),
          );
          instance.on("response", (_client, _status, _bytes, responseTime) => times.push(responseTime));
        });
      const warm = await load(2);
      times.length = 0;
      const result = await load(DURATION);
      const errors = [warm, result].reduce((sum, r) => sum + r.errors + r.timeouts + r.non2xx, 0);
      times.sort((x, y) => x - y);
      const p95 = times[Math.min(times.length - 1, Math.floor(0.95 * times.length))] ?? NaN;
      console.log(
        `${name}: ${(result.requests.total / result.duration).toFixed(0)} req/s, p95 ${p95.toFixed(1)} ms, ` +
          `total ${first.body.d?.total ?? "?"}, errors ${errors}`,
      );
      checks.push({
        name: `${name} p95`,
        figure: `${p95.toFixed(1)} ms`,
        target: `< ${PAGE_P95_MS} ms`,
        met: p95 < PAGE_P95_MS,
        errors,
      });
    }
    return checks;
  } finally {
    server.kill("SIGTERM");
    await exited;
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
    checks.push(...(await measurePages(database.url)));
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
