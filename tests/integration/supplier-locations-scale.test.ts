import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { raw } from "./location-preprocessor-support.ts";
import { startTestPortal, type TestPortal } from "./support/test-portal.ts";
import { supplierWithUser } from "./supplier-locations-support.ts";

/** One supplier with 100,000 ship-to rows (the scale), mapped round-robin onto the demo known locations. */
const ROWS = 100_000;

let t: TestPortal;
let supplier: Awaited<ReturnType<typeof supplierWithUser>>;

beforeAll(async () => {
  t = await startTestPortal();
  supplier = await supplierWithUser(t, "Scale supplier");
  // Every fifth row is in review, every seventh unmatched; the mapped ones carry a provider's mark in turn.
  await t.portal.orm.em.getConnection().execute(
    `insert into supplier_location (id, supplier_organization_id, location_id, name, address1, city, state, zip,
       known_location_id, decision, score, reason, verification_status, created_at, updated_at)
     select gen_random_uuid(), ?, 'SC-' || lpad(n::text, 6, '0'), 'Scale Site ' || n, n || ' Main St', 'Springfield',
       'IL', '62701',
       case when n % 5 = 0 or n % 7 = 0 then null else (array(select id from known_location order by id))[1 + n % k.c] end,
       case when n % 5 = 0 then 'review' when n % 7 = 0 then 'unmatched' else 'matched' end,
       0.9, 'scale',
       case when n % 5 = 0 or n % 7 = 0 then null
            else (array[null, 'Covered', 'NotCovered', 'Invalid', 'Emailed'])[1 + n % 5] end,
       now(), now()
     from generate_series(1, ?) n, (select count(*)::int c from known_location) k`,
    [supplier.id, ROWS],
  );
  await t.portal.orm.em.getConnection().execute(`analyze supplier_location`);
}, 600_000);
afterAll(async () => {
  await t?.stop();
});

/** Median and 95th percentile of a call's time, after one warm-up call. */
const timeOf = async (pathName: string, runs = 20) => {
  await t.call("GET", pathName, { token: supplier.token });
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    const answer = await t.call("GET", pathName, { token: supplier.token });
    times.push(performance.now() - started);
    expect(answer.status).toBe(200);
  }
  times.sort((a, b) => a - b);
  return { p50: times[Math.floor(runs / 2)]!, p95: times[Math.ceil(runs * 0.95) - 1]! };
};

describe(`supplier screens with ${ROWS.toLocaleString("en")} rows`, () => {
  it("answers a page of rows, a filtered page, a search and the provider tallies quickly", async () => {
    const calls = [
      "/supplier/locations?pageSize=500",
      "/supplier/locations?pageSize=500&status=covered",
      "/supplier/locations?pageSize=500&mapping=review",
      "/supplier/locations?pageSize=500&search=SC-04217",
      "/supplier/locations?pageSize=500&sortField=name",
      "/supplier/providers?pageSize=500",
    ];
    const figures: Record<string, { p50: number; p95: number }> = {};
    for (const call of calls) figures[call] = await timeOf(call);
    console.log(
      Object.entries(figures)
        .map(([call, f]) => `${call}: p50 ${f.p50.toFixed(1)} ms, p95 ${f.p95.toFixed(1)} ms`)
        .join("\n"),
    );
    const total = (await t.call("GET", "/supplier/locations?pageSize=1", { token: supplier.token })).body.d
      .total;
    expect(total).toBe(ROWS);
    // The embedded database runs in one WebAssembly thread; a server PostgreSQL is several times faster.
    for (const [call, f] of Object.entries(figures)) expect(f.p95, call).toBeLessThan(1000);
  }, 300_000);

  it("streams the whole CSV download", async () => {
    const started = performance.now();
    const answer = await raw(t, "/supplier/location-downloads/csv", {
      headers: { authorization: `Bearer ${supplier.token}` },
    });
    console.log(
      `CSV of ${ROWS} rows: ${(performance.now() - started).toFixed(0)} ms, ${answer.bytes.byteLength} bytes`,
    );
    expect(answer.status).toBe(200);
    expect(answer.text.trim().split(/\r?\n/)).toHaveLength(ROWS + 1);
  }, 300_000);
});
