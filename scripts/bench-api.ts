// `npm run bench:api`: 10,000 quick links, then autocannon against the quick-link list (page of 50, sorted,
// searched), GET /me and the bare liveness route, in one run. Prints req/s and latency percentiles with the
// ratio to the bare route. Uses a fresh database on the DATABASE_URL server (dropped afterwards), or the
// embedded PostgreSQL when DATABASE_URL is unset. Options: --duration <s> (default 10), --connections <n> (10).
import { spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import autocannon from "autocannon";
import pg from "pg";
import { startEmbeddedPostgres, type RunningDatabase } from "../adapters/db/embedded-postgres.ts";
import { migrateUp, openOrm } from "../adapters/db/orm.ts";
import { seedDemoData } from "../adapters/db/seed/seed-demo-data.ts";
import { argon2Hasher } from "../adapters/security/argon2-hasher.ts";

const arg = (name: string, fallback: number) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? Number(process.argv[index + 1]) : fallback;
};
const DURATION = arg("duration", 10);
const CONNECTIONS = arg("connections", 10);
const LINKS = 10_000;

const freshServerDatabase = async (url: string): Promise<RunningDatabase> => {
  const name = `notisphere_bench_${Date.now()}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  return {
    url: target.toString(),
    embedded: false,
    async stop() {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
};

const db = process.env.DATABASE_URL
  ? await freshServerDatabase(process.env.DATABASE_URL)
  : await startEmbeddedPostgres("memory://");
console.log(
  `database: ${db.embedded ? "embedded PostgreSQL (PGlite)" : "PostgreSQL server (fresh database)"}`,
);
const orm = await openOrm(db.url, db.embedded);
await migrateUp(orm);
await seedDemoData(orm.em.fork(), argon2Hasher);
await orm.em.getConnection().execute(
  `insert into quick_link (id, name, url, description, status, created_at, updated_at)
   select gen_random_uuid(), 'Benchmark link ' || lpad(i::text, 5, '0'), 'https://example.org/bench/' || i,
          case when i % 3 = 0 then 'recall notice ' || i else 'supply advisory ' || i end,
          case when i % 10 = 0 then 'INACTIVE' else 'ACTIVE' end, now(), now()
     from generate_series(1, ${LINKS}) as i`,
);
await orm.em.getConnection().execute("analyze quick_link");
await orm.close(true);

const port = 40_000 + Math.floor(Math.random() * 10_000);
const server = spawn(process.execPath, ["adapters/http/main.ts"], {
  env: {
    ...process.env,
    DATABASE_URL: db.url,
    PORT: String(port),
    SEED_ON_EMPTY: "false",
    DATA_DIR: mkdtempSync(join(tmpdir(), "bench-")),
  },
  stdio: ["ignore", "ignore", "inherit"],
});
const base = `http://127.0.0.1:${port}`;
try {
  for (let i = 0; ; i++) {
    if (
      await fetch(`${base}/api/health/live`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    if (i > 150) throw new Error("server did not start");
    await new Promise((r) => setTimeout(r, 200));
  }
  const signIn = await fetch(`${base}/api/auth/token`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      client_id: "web-client",
      grant_type: "password",
      email: "operator.admin@example.org",
      password: "Demo!2026pass",
    }),
  }).then((r) => r.json() as Promise<{ d: { access_token: string } }>);
  const headers = { authorization: `Bearer ${signIn.d.access_token}` };

  const targets = [
    { name: "bare GET /api/health/live", path: "/api/health/live", headers: {} },
    {
      name: "GET /api/notisphere/quickLinks (50, sorted, search)",
      path: "/api/notisphere/quickLinks?pageNumber=3&pageSize=50&sortField=name&sortDirection=desc&search=recall",
      headers,
    },
    { name: "GET /api/me", path: "/api/me", headers },
  ];
  // autocannon reports p97.5 but not p95, so every response time is kept and the percentiles computed here.
  const run = async (path: string, h: Record<string, string>, duration: number) => {
    const times: number[] = [];
    const result = await new Promise<autocannon.Result>((resolve, reject) => {
      const instance = autocannon(
        { url: base + path, headers: h, connections: CONNECTIONS, duration },
        (error, done) => (error ? reject(error) : resolve(done)),
      );
      instance.on("response", (_client, _status, _bytes, responseTime) => times.push(responseTime));
    });
    times.sort((a, b) => a - b);
    const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? NaN;
    return { result, p50: at(0.5), p95: at(0.95), p99: at(0.99) };
  };
  const results = [];
  for (const target of targets) {
    const check = await fetch(base + target.path, { headers: target.headers }).then(
      (r) => r.json() as Promise<{ ok: boolean }>,
    );
    if (!check.ok) throw new Error(`${target.path} did not answer ok`);
    await run(target.path, target.headers, 2); // warm-up
    results.push({ target, ...(await run(target.path, target.headers, DURATION)) });
  }
  const bare = results[0]!.result.requests.average;
  console.log(`\n${CONNECTIONS} connections, ${DURATION} s each, load generator on the same machine\n`);
  console.log(
    "route".padEnd(54) +
      "req/s".padStart(9) +
      "p50 ms".padStart(9) +
      "p95 ms".padStart(9) +
      "p99 ms".padStart(9) +
      "  vs bare  errors",
  );
  const ms = (value: number) => value.toFixed(1).padStart(9);
  for (const { target, result, p50, p95, p99 } of results) {
    console.log(
      target.name.padEnd(54) +
        result.requests.average.toFixed(0).padStart(9) +
        ms(p50) +
        ms(p95) +
        ms(p99) +
        `${((100 * result.requests.average) / bare).toFixed(0)}%`.padStart(9) +
        String(result.errors + result.non2xx).padStart(8),
    );
  }
  const list = results[1]!.result;
  const p95 = results[1]!.p95;
  console.log(
    `\ntargets for the list: p95 < 25 ms ${p95 < 25 ? "met" : "NOT met"} (${p95.toFixed(1)} ms); >= 1000 req/s ${list.requests.average >= 1000 ? "met" : "NOT met"} (${list.requests.average.toFixed(0)}); >= 20% of bare ${list.requests.average >= 0.2 * bare ? "met" : "NOT met"} (${((100 * list.requests.average) / bare).toFixed(0)}%)`,
  );
} finally {
  server.kill("SIGTERM");
  await new Promise((r) => server.once("exit", r));
  await db.stop();
}
