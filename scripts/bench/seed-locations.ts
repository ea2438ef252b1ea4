// The location master at scale for `npm run bench:locations`: provider organisations (most with an active
// administrator, some dormant), known providers on and off the platform (some with a recall mailbox),
// 1,000,000 known locations and one supplier's 100,000 ship-to rows in the mix of decisions and verification
// marks a real supplier has. Plain SQL with generate_series and ids derived from the row number, so rows
// point at each other without a join: the ORM would take minutes and the bench measures reading.
import type { EntityManager } from "@mikro-orm/postgresql";
import { DEFAULT_ROLES } from "#core/permissions-catalogue.ts";

export interface LocationScale {
  readonly knownLocations: number;
  readonly knownProviders: number;
  /** The first this many known providers are on the platform, one organisation each. */
  readonly providerOrganisations: number;
  readonly supplierRows: number;
}

export const BENCH_SCALE: LocationScale = {
  knownLocations: 1_000_000,
  knownProviders: 50_000,
  providerOrganisations: 5_000,
  supplierRows: 100_000,
};

const PLACES = ["Mercy", "Summit", "Valley", "Riverside", "Lakeshore", "Pioneer", "Harbor", "Cedar"];
const MORE_PLACES = ["Granite", "Prairie", "Willow", "Aspen", "Magnolia", "Beacon", "Northgate", "Sunrise"];
const KINDS = ["Medical Center", "Hospital", "Clinic", "Surgery Center", "Health Campus", "Infusion Center"];
const STREETS = ["Main St", "Hospital Dr", "Oak Ave", "Medical Pkwy", "Elm St", "Lake Rd", "Park Blvd"];
const CITY_STEMS = ["Spring", "Green", "Fair", "Clear", "Maple", "Red", "Stone", "West", "East", "Brook"];
const CITY_ENDS = ["field", "ville", "ton", "wood", "dale", "port", "view", "burg", "ford", "haven"];
const STATES = ["CA", "TX", "NY", "FL", "IL", "OH", "GA", "WA", "MA", "AZ", "PA", "NC", "MI", "LA"];

const sqlArray = (values: readonly string[]) =>
  `array[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(",")}]`;
const pick = (values: readonly string[], index: string) =>
  `(${sqlArray(values)})[1 + (${index}) % ${values.length}]`;
/** Ids that follow the row number (like the portal's time-ordered UUIDv7): rows point at each other without a
 * join, and the primary-key indexes fill in order instead of at random. */
const KINDS_OF_ID = ["org", "supplier", "role", "user", "membership", "kp", "kl", "sl"];
const uuidOf = (kind: string, index: string) =>
  `('b${String(KINDS_OF_ID.indexOf(kind)).padStart(7, "0")}-0000-7000-8000-' || lpad(to_hex(${index}), 12, '0'))::uuid`;

/**
 * The columns of known location number `k`, written once so a supplier's ship-to row can carry the same
 * address as the location it maps to. 1,000 cities of about 1,000 locations each: a city is a selective
 * search, a place word ("harbor") a broad one.
 */
const locationColumns = (k: string) => ({
  name: `${pick(PLACES, k)} || ' ' || ${pick(MORE_PLACES, `${k} / 8`)} || ' ' || ${pick(KINDS, `${k} / 64`)} || ' ' || ${k}`,
  address1: `(100 + ${k} % 9900) || ' ' || ${pick(STREETS, `${k} / 7`)}`,
  city: `${pick(CITY_STEMS, k)} || ${pick(CITY_ENDS, `${k} / 10`)} || ' ' || (${k} / 100 % 10)`,
  state: pick(STATES, `${k} / 3`),
  zip: `lpad(((${k} * 37) % 99999)::text, 5, '0')`,
});

/** The administrator of the bench's supplier (the demo password), for the supplier's ship-to pages. */
export const BENCH_SUPPLIER_EMAIL = "bench.supplier.admin@bench.example.org";

/** A city the seeded data holds about 1,000 locations in (and about 100 ship-to rows). */
export const SELECTIVE_CITY = "Brookhaven 4";

/**
 * A city whose ship-to rows are all in the review queue (rows go to a city by i * 7919, so each city's rows
 * share i % 100 and with it their decision): the queue's search finds 100 rows there, not none.
 */
export const QUEUE_CITY = "Greenton 5";

/** The known location (1-based number) supplier ship-to row `i` maps to: spread over the whole master. */
const locationOfRow = (i: string, n: number) => `(1 + (${i} * 7919) % ${n})`;

export interface SeededLocations {
  readonly supplierOrganizationId: string;
  /** The supplier's ship-to id of row i (1-based). */
  readonly shipToId: (i: number) => string;
}

export const seedLocationsAtScale = async (
  em: EntityManager,
  scale: LocationScale,
  passwordHash: string,
  onStep: (label: string, seconds: number) => void = () => {},
): Promise<SeededLocations> => {
  const c = em.getConnection();
  const run = async (label: string, sql: string) => {
    const at = performance.now();
    await c.execute(sql, [], "run");
    onStep(label, (performance.now() - at) / 1000);
  };
  const orgs = scale.providerOrganisations;
  await run(
    "provider organisations and the supplier",
    `insert into organization (id, name, type, idn, status, is_sso, centralized, city, state, created_at, updated_at)
     select ${uuidOf("org", "i")}, 'Bench Health ' || lpad(i::text, 5, '0'), 'PROVIDER',
            case when i % 3 = 0 then 'Bench IDN ' || (i % 400) end, 'ACTIVE', false, true,
            ${pick(CITY_STEMS, "i")} || 'ton', ${pick(STATES, "i")}, now(), now()
       from generate_series(1, ${orgs}) as i;
     insert into organization (id, name, type, supplier_type, status, is_sso, created_at, updated_at)
     values (${uuidOf("supplier", "1")}, 'Bench Ship-to Supplies', 'SUPPLIER', 'SUPPLIER', 'ACTIVE', false, now(), now())`,
  );
  const admin = DEFAULT_ROLES.PROVIDER.find((role) => role.name === "Administrator")!;
  await run(
    "administrator roles",
    `insert into role (id, organization_id, organization_type, name, permissions, created_at)
     select ${uuidOf("role", "i")}, ${uuidOf("org", "i")}, 'PROVIDER', 'Administrator',
            '${JSON.stringify(admin.permissions)}'::jsonb, now()
       from generate_series(1, ${orgs}) as i`,
  );
  // Every fifth organisation is dormant: its only membership is deactivated, so nobody reads notices there.
  await run(
    "administrators and memberships",
    `insert into app_user (id, email, password_hash, first_name, last_name, status, failed_login_count, created_at, updated_at)
     select ${uuidOf("user", "i")}, 'bench.location.admin.' || i || '@bench.example.org', '${passwordHash}',
            'Bench', 'Admin ' || i, 'VERIFIED', 0, now(), now()
       from generate_series(1, ${orgs}) as i;
     insert into membership (id, user_id, organization_id, role_id, site_ids, status, created_at)
     select ${uuidOf("membership", "i")}, ${uuidOf("user", "i")}, ${uuidOf("org", "i")}, ${uuidOf("role", "i")},
            null, case when i % 5 = 0 then 'DEACTIVATED' else 'ACTIVE' end, now()
       from generate_series(1, ${orgs}) as i`,
  );
  // The supplier's administrator, who reads the supplier's ship-to screens in the page half of the bench.
  const supplierAdmin = DEFAULT_ROLES.SUPPLIER.find((role) => role.name === "Administrator")!;
  await run(
    "the supplier's administrator",
    `insert into role (id, organization_id, organization_type, name, permissions, created_at)
     values (${uuidOf("role", "0")}, ${uuidOf("supplier", "1")}, 'SUPPLIER', 'Administrator',
             '${JSON.stringify(supplierAdmin.permissions)}'::jsonb, now());
     insert into app_user (id, email, password_hash, first_name, last_name, status, failed_login_count, created_at, updated_at)
     values (${uuidOf("user", "0")}, '${BENCH_SUPPLIER_EMAIL}', '${passwordHash}', 'Bench', 'Supplier', 'VERIFIED', 0, now(), now());
     insert into membership (id, user_id, organization_id, role_id, site_ids, status, created_at)
     values (${uuidOf("membership", "0")}, ${uuidOf("user", "0")}, ${uuidOf("supplier", "1")}, ${uuidOf("role", "0")},
             null, 'ACTIVE', now())`,
  );
  await run(
    "known providers",
    `insert into known_provider (id, name, idn, organization_id, recall_email, city, state, status, version, created_at, updated_at)
     select ${uuidOf("kp", "i")}, case when i <= ${orgs} then 'Bench Health ' || lpad(i::text, 5, '0')
              else ${pick(PLACES, "i")} || ' Care Partners ' || lpad(i::text, 5, '0') end,
            case when i % 3 = 0 then 'Bench IDN ' || (i % 400) end,
            case when i <= ${orgs} then ${uuidOf("org", "i")} end,
            case when i % 2 = 0 then 'recalls.' || i || '@provider.example' end,
            ${pick(CITY_STEMS, "i")} || 'ton', ${pick(STATES, "i")}, 'ACTIVE', 1, now(), now()
       from generate_series(1, ${scale.knownProviders}) as i`,
  );
  const k = locationColumns("k");
  const providerOf = `(1 + k % ${scale.knownProviders})`;
  await run(
    "known locations",
    `insert into known_location (id, notisphere_id, provider_organization_id, known_provider_id, idn, name, address1,
       city, state, zip, phone, hin, gln, type, status, version, created_at, updated_at)
     select ${uuidOf("kl", "k")}, 'NS-' || lpad(n::text, greatest(6, length(n::text)), '0'),
            case when ${providerOf} <= ${orgs} then ${uuidOf("org", providerOf)} end, ${uuidOf("kp", providerOf)},
            case when ${providerOf} % 3 = 0 then 'Bench IDN ' || (${providerOf} % 400) end,
            ${k.name}, ${k.address1}, ${k.city}, ${k.state}, ${k.zip},
            '555-' || lpad((k % 10000)::text, 4, '0'), case when k % 4 = 0 then 'H' || lpad(k::text, 8, '0') end,
            case when k % 5 = 0 then lpad((k * 13)::text, 13, '0') end,
            case when k % 4 = 1 then 'NON_ACUTE' else 'HOSPITAL' end,
            case when k % 50 = 0 then 'CLOSED' else 'ACTIVE' end, 1, now(), now()
       from (select k, nextval('known_location_number') as n from generate_series(1, ${scale.knownLocations}) as k) as s`,
  );
  // Rows by i % 100: 0-69 matched, 70-79 confirmed (of these, by i / 100 % 10: 0-3 Covered, 4 Not Covered,
  // 5 Emailed, 6-9 not yet verified), 80-89 in review, 90-96 unmatched, 97-99 matched but marked Invalid.
  const r = locationColumns(locationOfRow("i", scale.knownLocations));
  const mapped = `i % 100 < 80 or i % 100 >= 97`;
  await run(
    "supplier ship-to rows",
    `insert into supplier_location (id, supplier_organization_id, location_id, name, address1, city, state, zip,
       known_location_id, candidate_known_location_id, decision, score, reason, verification_status, verified_at,
       created_at, updated_at)
     select ${uuidOf("sl", "i")}, ${uuidOf("supplier", "1")}, 'BST-' || lpad(i::text, 6, '0'),
            ${r.name}, ${r.address1} || case when i % 3 = 0 then ' Dock ' || (i % 9) else '' end, ${r.city},
            ${r.state}, ${r.zip},
            case when ${mapped} then ${uuidOf("kl", locationOfRow("i", scale.knownLocations))} end,
            case when i % 100 between 80 and 89 then ${uuidOf("kl", locationOfRow("i", scale.knownLocations))} end,
            case when i % 100 < 70 or i % 100 >= 97 then 'matched' when i % 100 < 80 then 'confirmed'
                 when i % 100 < 90 then 'review' else 'unmatched' end,
            case when ${mapped} then 0.97 when i % 100 < 90 then 0.78 else 0.2 end,
            case when ${mapped} then 'name, address and ZIP agree' when i % 100 < 90 then 'name differs'
                 else 'no known location near this address' end,
            case when i % 100 >= 97 then 'Invalid' when i % 100 >= 80 then null
                 when i / 100 % 10 < 4 then 'Covered' when i / 100 % 10 = 4 then 'NotCovered'
                 when i / 100 % 10 = 5 then 'Emailed' end,
            case when i % 100 >= 97 or (i % 100 < 80 and i / 100 % 10 < 6) then now() end,
            now(), now()
       from generate_series(1, ${scale.supplierRows}) as i`,
  );
  // VACUUM as autovacuum would soon: it also marks the pages all-visible, which index-only scans rely on.
  for (const table of [
    "organization",
    "role",
    "app_user",
    "membership",
    "known_provider",
    "known_location",
    "supplier_location",
  ])
    await run(`vacuum analyze ${table}`, `vacuum analyze ${table}`);
  const supplier = await c.execute<Array<{ id: string }>>(`select ${uuidOf("supplier", "1")} as id`);
  return {
    supplierOrganizationId: supplier[0]!.id,
    shipToId: (i) => `BST-${String(i).padStart(6, "0")}`,
  };
};
