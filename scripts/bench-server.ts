// The portal under test for `npm run bench:api`, started by scripts/bench-api.ts as a child process so the load
// generator never shares a process (or its CPU time) with the server and database it measures.
// BENCH_DATABASE_URL: a database on a PostgreSQL server (created and dropped by the parent); unset: an
// in-memory embedded PostgreSQL in this process. Seeds the demo data, 10,000 quick links and the directory at
// scale (20,000 organisations, 100,000 people). Prints `BENCH_DIRECTORY <provider admin e-mail> <seconds>`, then
// `BENCH_READY <port>` once it serves requests.
import { serve } from "@hono/node-server";
import { startDatabase } from "../adapters/db/embedded-postgres.ts";
import { migrateUp, openOrm } from "../adapters/db/orm.ts";
import { seedDemoData } from "../adapters/db/seed/seed-demo-data.ts";
import { createPortal } from "../adapters/http/portal.ts";
import { argon2Hasher } from "../adapters/security/argon2-hasher.ts";
import { DEMO_PASSWORD } from "../adapters/db/seed/demo-users.ts";
import { seedDirectoryAtScale } from "./bench/seed-directory.ts";

const LINKS = 10_000;

const db = await startDatabase({ databaseUrl: process.env.BENCH_DATABASE_URL, dataDir: "memory://" });
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
const started = performance.now();
const directory = await seedDirectoryAtScale(
  orm.em.fork(),
  { organisations: 20_000, users: 100_000 },
  await argon2Hasher.hash(DEMO_PASSWORD),
);
console.log(
  `BENCH_DIRECTORY ${directory.providerAdminEmail ?? ""} ${((performance.now() - started) / 1000).toFixed(1)}`,
);
await orm.close(true);

// No job workers: their polling would only add noise to the figures.
const portal = await createPortal(db, { workers: false, filesDir: process.env.BENCH_FILES_DIR });
const server = serve({ fetch: portal.app.fetch, port: 0, hostname: "127.0.0.1" }, (info) =>
  console.log(`BENCH_READY ${info.port}`),
);

process.on("SIGTERM", () => {
  server.close();
  void portal
    .stop()
    .then(() => db.stop())
    .finally(() => process.exit(0));
});
