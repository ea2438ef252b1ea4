// The directory at scale for `npm run bench:api`: 20,000 organisations (a quarter suppliers and distributors,
// the rest provider health systems with a Corporate site and a hospital each), their built-in roles, and
// 100,000 people spread over them, with the mix of statuses a real network has. Plain SQL with
// generate_series: the ORM would take minutes for this many rows and the bench measures reading, not seeding.
import type { EntityManager } from "@mikro-orm/postgresql";
import { DEFAULT_ROLES } from "#core/permissions-catalogue.ts";

export interface DirectoryScale {
  readonly organisations: number;
  readonly users: number;
}

const FIRST_NAMES = [
  "Ava",
  "Ben",
  "Chloe",
  "Diego",
  "Elena",
  "Farah",
  "Grace",
  "Hiro",
  "Isla",
  "Jamal",
  "Kira",
  "Liam",
];
const LAST_NAMES = [
  "Nguyen",
  "Patel",
  "Garcia",
  "Smith",
  "Okafor",
  "Kim",
  "Rossi",
  "Cohen",
  "Silva",
  "Brown",
  "Ali",
];
const PLACES = [
  "Mercy",
  "Summit",
  "Valley",
  "Riverside",
  "Lakeshore",
  "Pioneer",
  "Harbor",
  "Cedar",
  "Granite",
  "Prairie",
];
const SUPPLIER_WORDS = [
  "Surgical",
  "Medical Devices",
  "Orthopedics",
  "Diagnostics",
  "Pharma",
  "Infusion Systems",
];
const PROVIDER_WORDS = [
  "Health",
  "Health System",
  "Medical Center",
  "Regional Health",
  "Hospitals",
  "Care Network",
];
const STATES = ["CA", "TX", "NY", "FL", "IL", "OH", "GA", "WA", "MA", "AZ"];

const sqlArray = (values: readonly string[]) =>
  `array[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(",")}]`;
const pick = (values: readonly string[], index: string) =>
  `(${sqlArray(values)})[1 + (${index}) % ${values.length}]`;

/** Adds the scale directory next to the demo data; returns the e-mail of one seeded provider administrator. */
export const seedDirectoryAtScale = async (
  em: EntityManager,
  scale: DirectoryScale,
  passwordHash: string,
) => {
  const connection = em.getConnection();
  await connection.execute(
    `insert into organization (id, name, type, supplier_type, idn, status, is_sso, address1, city, state, zip, phone, created_at, updated_at)
     select gen_random_uuid(),
            ${pick(PLACES, "i")} || ' ' || case when i % 4 = 0 then ${pick(SUPPLIER_WORDS, "i / 4")} else ${pick(PROVIDER_WORDS, "i / 4")} end || ' ' || lpad(i::text, 5, '0'),
            case when i % 4 = 0 then 'SUPPLIER' else 'PROVIDER' end,
            case when i % 4 = 0 then case when i % 8 = 0 then 'DISTRIBUTOR' else 'SUPPLIER' end end,
            case when i % 4 <> 0 and i % 3 = 0 then 'IDN ' || (i % 500) end,
            case when i % 50 = 0 then 'DEACTIVATED' when i % 77 = 0 then 'PENDING' else 'ACTIVE' end,
            i % 20 = 0,
            (100 + i % 9000) || ' ' || ${pick(PLACES, "i / 7")} || ' Ave', ${pick(PLACES, "i / 3")} || ' City',
            ${pick(STATES, "i")}, lpad(((i * 37) % 99999)::text, 5, '0'), '555-01' || lpad((i % 100)::text, 2, '0'),
            now() - (i || ' minutes')::interval, now()
       from generate_series(1, ${scale.organisations}) as i`,
  );
  const defaults = Object.entries(DEFAULT_ROLES).flatMap(([type, roles]) =>
    roles.map(
      (role) =>
        `('${type}', '${role.name.replace(/'/g, "''")}', '${JSON.stringify(role.permissions)}'::jsonb)`,
    ),
  );
  await connection.execute(
    `insert into role (id, organization_id, organization_type, name, permissions, created_at)
     select gen_random_uuid(), o.id, o.type, d.name, d.permissions, now()
       from organization o join (values ${defaults.join(",")}) as d(type, name, permissions) on d.type = o.type
      where not exists (select 1 from role r where r.organization_id = o.id)`,
  );
  await connection.execute(
    `insert into provider_site (id, organization_id, name, city, state, zip, external_id, is_corporate, kind, created_at)
     select gen_random_uuid(), o.id, s.name, o.city, o.state, o.zip, s.external_id, s.corporate,
            case when s.corporate then 'CORPORATE' else 'HOSPITAL' end, now()
       from organization o
       cross join lateral (values ('Corporate', null, true), (o.name || ' Main Campus', substr(md5(o.id::text), 1, 6), false))
            as s(name, external_id, corporate)
      where o.type = 'PROVIDER' and not exists (select 1 from provider_site p where p.organization_id = o.id)`,
  );
  // Person i belongs to organisation i mod N (by creation order); the first person of each is its administrator.
  await connection.execute(
    `with orgs as (select id, type, row_number() over (order by created_at desc, id) - 1 as n
                     from organization where name ~ ' [0-9]{5}$'),
          people as (select i, gen_random_uuid() as id from generate_series(1, ${scale.users}) as i),
          inserted as (
            insert into app_user (id, email, password_hash, first_name, last_name, phone, status, failed_login_count, locked_at, created_at, updated_at)
            select id, 'bench.user.' || i || '@bench.example.org', '${passwordHash}',
                   ${pick(FIRST_NAMES, "i")}, ${pick(LAST_NAMES, "i / 12")}, null,
                   case when i % 17 = 0 then 'VERIFICATION' when i % 29 = 0 then 'NONVERIFIED' else 'VERIFIED' end,
                   0, case when i % 97 = 0 then now() end, now() - (i || ' seconds')::interval, now()
              from people returning id)
     insert into membership (id, user_id, organization_id, role_id, site_ids, status, created_at)
     select gen_random_uuid(), p.id, o.id,
            (select r.id from role r where r.organization_id = o.id
              order by (r.name in ('Administrator', 'notisphereadmin')) = (p.i <= ${scale.organisations}) desc, r.name limit 1),
            null,
            case when p.i % 41 = 0 then 'DEACTIVATED' when p.i % 53 = 0 then 'PENDING' else 'ACTIVE' end,
            now() - (p.i || ' seconds')::interval
       from people p join inserted u on u.id = p.id
       join orgs o on o.n = (p.i - 1) % ${scale.organisations}`,
  );
  await connection.execute(
    "analyze organization; analyze role; analyze provider_site; analyze app_user; analyze membership",
  );
  const admin = await connection.execute<Array<{ email: string }>>(
    `select u.email from app_user u join membership m on m.user_id = u.id join organization o on o.id = m.organization_id
      join role r on r.id = m.role_id
      where u.email like 'bench.user.%' and o.type = 'PROVIDER' and o.status = 'ACTIVE' and m.status = 'ACTIVE'
        and u.status = 'VERIFIED' and u.locked_at is null and r.name = 'Administrator' limit 1`,
  );
  return { providerAdminEmail: admin[0]?.email };
};
