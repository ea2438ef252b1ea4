import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestPortal, type TestPortal } from "./support/test-portal.ts";

/**
 * Issue 13: with 1,000,000 known locations and 100,000 supplier ship-to rows, the review queue answers a page in
 * under 25 ms at p95 with 10 requests at a time, search included. Every tenth row waits for review, every tenth
 * is unmatched and every fiftieth was marked Invalid, spread over five suppliers. The rows are removed
 * afterwards (integration files share one database, one file at a time). LOCATION_REVIEW_KNOWN and
 * LOCATION_REVIEW_SHIP_TOS scale the data down for a quick look (the queue's page never reads the known
 * locations beyond its candidates, by id); the targets hold at the full scale.
 */
const KNOWN = Number(process.env.LOCATION_REVIEW_KNOWN ?? 1_000_000);
const SHIP_TOS = Number(process.env.LOCATION_REVIEW_SHIP_TOS ?? 100_000);
const P95_MS = 25;
const CONCURRENCY = 10;
const REQUESTS_PER_QUERY = 100;

let t: TestPortal;
let operator: string;
let supplierIds: string[] = [];

const sql = (text: string, params: unknown[] = []) => t.portal.orm.em.getConnection().execute(text, params);

beforeAll(async () => {
  t = await startTestPortal();
  operator = (await t.signIn("operator.admin@example.org")).access_token;
  await sql(
    `insert into "known_location" ("id", "notisphere_id", "name", "address1", "city", "state", "zip", "type",
       "status", "version", "created_at", "updated_at")
     select gen_random_uuid(), 'PF-' || lpad(i::text, 8, '0'), 'Perf Hospital ' || i, (i % 9999) || ' Main St',
       'Town ' || (i % 5000), 'TX', lpad((i % 99999)::text, 5, '0'), 'HOSPITAL', 'ACTIVE', 1, now(), now()
     from generate_series(1, ${KNOWN}) as i`,
  );
  supplierIds = (
    (await sql(
      `insert into "organization" ("id", "name", "type", "supplier_type", "status", "is_sso", "created_at", "updated_at")
       select gen_random_uuid(), 'Perf Supplier ' || i, 'SUPPLIER', 'SUPPLIER', 'ACTIVE', false, now(), now()
       from generate_series(1, 5) as i returning "id"`,
    )) as { id: string }[]
  ).map((r) => r.id);
  await sql(
    `with k as (select array_agg("id") as a from (select "id" from "known_location" limit 1000) s),
          s as (select array_agg("id" order by "name") as a from "organization" where "name" like 'Perf Supplier %')
     insert into "supplier_location" ("id", "supplier_organization_id", "location_id", "name", "address1", "city",
       "state", "zip", "decision", "score", "reason", "known_location_id", "candidate_known_location_id",
       "verification_status", "created_at", "updated_at")
     select gen_random_uuid(), s.a[(i % 5) + 1], 'PF-' || i,
       (array['Clinic', 'Pharmacy', 'Medical Center', 'Surgery', 'Dock'])[(i % 5) + 1] || ' ' || i,
       (i % 9999) || ' Main St', 'Town ' || (i % 5000), 'TX', lpad((i % 99999)::text, 5, '0'),
       case when i % 10 = 0 then 'review' when i % 10 = 1 then 'unmatched' else 'matched' end, 1, 'perf',
       case when i % 10 > 1 then k.a[(i % 1000) + 1] end,
       case when i % 10 = 0 then k.a[(i % 1000) + 1] end,
       case when i % 50 = 2 then 'Invalid' end, now(), now()
     from generate_series(1, ${SHIP_TOS}) as i, k, s`,
  );
  await sql(`analyze "supplier_location"`);
  await sql(`analyze "known_location"`);
}, 600_000);

afterAll(async () => {
  await sql(`delete from "supplier_location" where "location_id" like 'PF-%'`);
  await sql(`delete from "known_location" where "notisphere_id" like 'PF-%'`);
  await sql(`delete from "organization" where "name" like 'Perf Supplier %'`);
  await t.stop();
}, 600_000);

const timed = async (path: string): Promise<number> => {
  const started = performance.now();
  const answer = await t.call("GET", path, { token: operator });
  const took = performance.now() - started;
  expect(answer.status).toBe(200);
  return took;
};

/** p50 and p95 of `REQUESTS_PER_QUERY` calls made `CONCURRENCY` at a time, after one warm-up call. */
const measure = async (paths: (i: number) => string) => {
  await timed(paths(0));
  const times: number[] = [];
  for (let start = 0; start < REQUESTS_PER_QUERY; start += CONCURRENCY)
    times.push(
      ...(await Promise.all(Array.from({ length: CONCURRENCY }, (_, i) => timed(paths(start + i))))),
    );
  times.sort((a, b) => a - b);
  return { p50: times[Math.floor(times.length * 0.5)]!, p95: times[Math.floor(times.length * 0.95)]! };
};

const QUEUE = "/notisphere/locations-verification";
const CASES: Array<[string, (i: number) => string]> = [
  ["first page by name", () => `${QUEUE}?pageSize=50`],
  ["page 100 by name", () => `${QUEUE}?pageSize=50&pageNumber=100`],
  ["one supplier", () => `${QUEUE}?pageSize=50&supplierId=${supplierIds[1]}`],
  ["Invalid rows", () => `${QUEUE}?pageSize=50&kind=invalid`],
  ["searched, same text", () => `${QUEUE}?pageSize=50&search=pharmacy 12`],
  ["searched, a new text each time", (i) => `${QUEUE}?pageSize=50&search=clinic ${(i * 7) % 1000}`],
];

describe(`review queue over ${KNOWN.toLocaleString("en")} known locations and ${SHIP_TOS.toLocaleString("en")} ship-to rows`, () => {
  for (const [name, paths] of CASES)
    it(`answers "${name}" in under ${P95_MS} ms at p95`, async () => {
      const { p50, p95 } = await measure(paths);
      console.log(`review queue, ${name}: p50 ${p50.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms`);
      expect(p95).toBeLessThan(P95_MS);
    });

  it("counts the queue exactly", async () => {
    const answer = await t.call("GET", `${QUEUE}?pageSize=1&supplierId=${supplierIds[0]}`, {
      token: operator,
    });
    // Supplier 1 has i % 5 = 0: i % 10 in {0, 5}; review when i % 10 = 0 (a tenth), Invalid i % 50 = 2 (none).
    expect(answer.body.d.total).toBe(Math.floor(SHIP_TOS / 10));
  });
});
