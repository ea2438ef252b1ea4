import type { EntityManager } from "@mikro-orm/postgresql";

/**
 * Makes every provider site a known location (the demo data's provider sites are known locations).
 * Idempotent: sites that already have one are left alone, so it runs on every seed, also on a database seeded
 * before known locations existed. Notisphere ids come from a sequence, in site order.
 */
export const ensureKnownLocations = async (em: EntityManager): Promise<number> => {
  // Each provider organisation with a located site is a known provider (once).
  await em.getConnection().execute(
    `insert into "known_provider" ("id", "name", "idn", "organization_id", "city", "state", "created_at", "updated_at")
     select gen_random_uuid(), o."name", o."idn", o."id", o."city", o."state", now(), now()
     from "organization" o
     where exists (select 1 from "provider_site" s where s."organization_id" = o."id" and s."address1" is not null)
       and not exists (select 1 from "known_provider" kp where kp."organization_id" = o."id")`,
    [],
    "run",
  );
  const result = await em.getConnection().execute(
    `insert into "known_location" ("id", "notisphere_id", "provider_organization_id", "known_provider_id", "idn",
       "name", "address1", "address2", "city", "state", "zip", "phone", "provider_site_id", "type", "created_at",
       "updated_at")
     select gen_random_uuid(), 'NS-' || lpad(nextval('known_location_number')::text, 6, '0'), s."organization_id",
       kp."id", o."idn", s."name", s."address1", s."address2", coalesce(s."city", ''), coalesce(s."state", ''),
       coalesce(s."zip", ''), s."phone", s."id",
       case when s."kind" = 'NON_ACUTE' then 'NON_ACUTE' else 'HOSPITAL' end, now(), now()
     from (select * from "provider_site" order by "created_at", "id") s
     join "organization" o on o."id" = s."organization_id"
     join "known_provider" kp on kp."organization_id" = o."id"
     where s."address1" is not null
       and not exists (select 1 from "known_location" k where k."provider_site_id" = s."id")`,
    [],
    "run",
  );
  return (result as { affectedRows?: number }).affectedRows ?? 0;
};
