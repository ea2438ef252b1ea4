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

// How fast these pages answer at this scale is measured by `npm run bench:locations` (p95 against its target);
// here every page must answer correctly over the whole list.
describe(`supplier screens with ${ROWS.toLocaleString("en")} rows`, () => {
  it("answers a page of rows, a filtered page, a search, a sort and the provider tallies over every row", async () => {
    const get = async (pathName: string) => {
      const answer = await t.call("GET", pathName, { token: supplier.token });
      expect(answer.status, pathName).toBe(200);
      return answer.body.d as { total: number; items: Array<Record<string, unknown>> };
    };
    expect((await get("/supplier/locations?pageSize=500")).total).toBe(ROWS);
    // Every fifth row is in review; Covered is the second mark of every mapped row's turn of five.
    expect((await get("/supplier/locations?pageSize=500&mapping=review")).total).toBe(ROWS / 5);
    // Covered: mapped rows (neither a multiple of 5 nor of 7) whose number leaves 1 over 5.
    const covered = await get("/supplier/locations?pageSize=500&status=covered");
    expect(covered.total).toBe(17_143);
    expect(covered.items.every((row) => row.verification === "covered")).toBe(true);
    expect((await get("/supplier/locations?pageSize=500&search=SC-042170")).items).toEqual([
      expect.objectContaining({ locationId: "SC-042170" }),
    ]);
    const sorted = (await get("/supplier/locations?pageSize=500&sortField=name")).items.map((r) => r.name);
    expect(sorted).toEqual([...sorted].sort((a, b) => String(a).localeCompare(String(b), "en")));
    const providers = await get("/supplier/providers?pageSize=500");
    const mapped = providers.items.reduce((sum, p) => sum + Number(p.mapped), 0);
    // Mapped rows (neither a multiple of 5 nor of 7) count under their location's known provider; locations
    // that other test files made without one (straight into the table) have no provider row to count under.
    const [{ withProvider }] = await t.portal.orm.em.getConnection().execute<[{ withProvider: number }]>(
      `select count(*)::int as "withProvider" from supplier_location sl
         join known_location k on k.id = sl.known_location_id
        where sl.supplier_organization_id = ? and k.known_provider_id is not null`,
      [supplier.id],
    );
    expect(withProvider).toBeGreaterThan(ROWS / 2);
    expect(withProvider).toBeLessThanOrEqual(ROWS - ROWS / 5 - Math.floor(ROWS / 7) + Math.floor(ROWS / 35));
    expect(mapped).toBe(withProvider);
  }, 300_000);

  it("streams the whole CSV download", async () => {
    const answer = await raw(t, "/supplier/location-downloads/csv", {
      headers: { authorization: `Bearer ${supplier.token}` },
    });
    expect(answer.status).toBe(200);
    expect(answer.text.trim().split(/\r?\n/)).toHaveLength(ROWS + 1);
  }, 300_000);
});
