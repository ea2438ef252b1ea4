import { sql } from "kysely";

/**
 * A provider organisation's site counts as SQL over `organization as o`, counted by the stored kind as
 * core/organisations/providers/site-kinds.ts defines them: sites are every site but Corporate; hospitals and
 * non-acute sites are their own kinds (departments are sites of neither kind). The operator's grid and the
 * account downloads and the KPI figures read the same expressions, so they never disagree.
 */
/** The same counts as plain SQL text, for the raw queries that read them (the KPI figures). */
export const SITE_COUNT_SQL = `(select count(*) from provider_site s where s.organization_id = o.id and s.kind <> 'CORPORATE')`;
export const SITE_COUNT = sql<number>`${sql.raw(SITE_COUNT_SQL)}`;
export const HOSPITAL_COUNT = sql<number>`(select count(*) from provider_site s where s.organization_id = o.id and s.kind = 'HOSPITAL')`;
export const NON_ACUTE_COUNT = sql<number>`(select count(*) from provider_site s where s.organization_id = o.id and s.kind = 'NON_ACUTE')`;
