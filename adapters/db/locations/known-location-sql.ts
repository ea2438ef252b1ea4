import { sql, type Expression, type SqlBool } from "kysely";
import type {
  KnownLocationFilterField,
  KnownLocationRecord,
  KnownLocationSortField,
  KnownLocationStatus,
  KnownLocationType,
} from "#core/locations/master/known-location.ts";
import type { KnownLocationView } from "#core/locations/master/ports.ts";
import { containsPattern, listQueryWriter } from "../paging.ts";

interface KnownLocationTable {
  id: string;
  notisphere_id: string;
  provider_organization_id: string | null;
  known_provider_id: string | null;
  name: string;
  address1: string;
  address2: string | null;
  city: string;
  state: string;
  zip: string;
  phone: string | null;
  hin: string | null;
  gln: string | null;
  provider_site_id: string | null;
  type: string;
  status: string;
  merged_into_id: string | null;
  version: number;
  created_at: Date;
  updated_at: Date;
}
interface KnownProviderTable {
  id: string;
  name: string;
  idn: string | null;
  organization_id: string | null;
}
interface ProviderSiteTable {
  id: string;
  name: string;
  organization_id: string;
}

export const knownLocationQueries = listQueryWriter<{
  known_location: KnownLocationTable;
  known_provider: KnownProviderTable;
  provider_site: ProviderSiteTable;
}>();

/**
 * What the search box reads, exactly as the known_location_search_trgm index (entities/locations.ts) has it:
 * Notisphere id, name, street, city, ZIP, HIN and GLN in one lower-cased text, so a million locations are
 * searched by one trigram index instead of seven.
 */
export const SEARCH_TEXT = sql<string>`lower(k.notisphere_id || ' ' || k.name || ' ' || k.address1 || ' ' || k.city || ' ' || k.zip || ' ' || coalesce(k.hin, '') || ' ' || coalesce(k.gln, ''))`;

const FILTER_COLUMN = {
  notisphere_id: sql`k.notisphere_id`,
  name: sql`k.name`,
  provider: sql`kp.name`,
  idn: sql`kp.idn`,
  site: sql`ps.name`,
  address1: sql`k.address1`,
  city: sql`k.city`,
  state: sql`k.state`,
  zip: sql`k.zip`,
  phone: sql`k.phone`,
  hin: sql`k.hin`,
  gln: sql`k.gln`,
  type: sql`k.type`,
  status: sql`k.status`,
} as const satisfies Record<KnownLocationFilterField, unknown>;

/** Sort fields map to these expressions only; the default (name) walks the (name, id) index. */
const SORT_EXPRESSION = {
  notisphere_id: sql`k.notisphere_id`,
  name: sql`k.name`,
  provider: sql`kp.name`,
  idn: sql`kp.idn`,
  address1: sql`k.address1`,
  city: sql`k.city`,
  state: sql`k.state`,
  zip: sql`k.zip`,
  type: sql`k.type`,
  status: sql`k.status`,
  updated_at: sql`k.updated_at`,
} as const satisfies Record<KnownLocationSortField, unknown>;

/** The view's rows: its filters and search over locations with their provider and site. */
export const filteredLocations = (view: Omit<KnownLocationView, "sortField" | "sortDirection">) =>
  knownLocationQueries
    .selectFrom("known_location as k")
    .leftJoin("known_provider as kp", "kp.id", "k.known_provider_id")
    .leftJoin("provider_site as ps", "ps.id", "k.provider_site_id")
    .$if(view.status !== undefined, (q) => q.where("k.status", "=", view.status as string))
    .$if(view.type !== undefined, (q) => q.where("k.type", "=", view.type as string))
    .$if(view.knownProviderId !== undefined, (q) =>
      q.where("k.known_provider_id", "=", view.knownProviderId as string),
    )
    .$if(view.search !== undefined, (q) =>
      q.where(sql<SqlBool>`${SEARCH_TEXT} like ${containsPattern((view.search as string).toLowerCase())}`),
    )
    .$call((q) =>
      Object.entries(view.filters).reduce(
        (acc, [field, text]) =>
          text
            ? acc.where(
                sql<SqlBool>`${FILTER_COLUMN[field as KnownLocationFilterField] as Expression<string>} ilike ${containsPattern(text)}`,
              )
            : acc,
        q,
      ),
    );

type Filtered = ReturnType<typeof filteredLocations>;

export const selectLocation = (q: Filtered) =>
  q.select([
    "k.id",
    "k.notisphere_id",
    "k.known_provider_id",
    "kp.name as known_provider_name",
    "kp.idn as idn",
    "k.provider_organization_id",
    "k.provider_site_id",
    "ps.name as site_name",
    "k.name",
    "k.address1",
    "k.address2",
    "k.city",
    "k.state",
    "k.zip",
    "k.phone",
    "k.hin",
    "k.gln",
    "k.type",
    "k.status",
    "k.merged_into_id",
    sql<string | null>`(select m.notisphere_id from known_location m where m.id = k.merged_into_id)`.as(
      "merged_into_notisphere_id",
    ),
    "k.version",
    "k.created_at",
    "k.updated_at",
  ]);

export const orderedLocations = (q: Filtered, view: Pick<KnownLocationView, "sortField" | "sortDirection">) =>
  selectLocation(q)
    .orderBy(SORT_EXPRESSION[view.sortField] as Expression<string>, view.sortDirection)
    .orderBy("k.id", view.sortDirection);

export type LocationRowSql = Record<string, unknown>;

export const toLocationRecord = (r: LocationRowSql): KnownLocationRecord => ({
  id: r.id as string,
  notisphereId: r.notisphere_id as string,
  knownProviderId: (r.known_provider_id as string | null) ?? "",
  knownProviderName: (r.known_provider_name as string | null) ?? null,
  idn: (r.idn as string | null) ?? null,
  providerOrganizationId: (r.provider_organization_id as string | null) ?? null,
  providerSiteId: (r.provider_site_id as string | null) ?? null,
  siteName: (r.site_name as string | null) ?? null,
  name: r.name as string,
  address1: r.address1 as string,
  address2: (r.address2 as string | null) ?? null,
  city: r.city as string,
  state: r.state as string,
  zip: r.zip as string,
  phone: (r.phone as string | null) ?? null,
  hin: (r.hin as string | null) ?? null,
  gln: (r.gln as string | null) ?? null,
  type: r.type as KnownLocationType,
  status: r.status as KnownLocationStatus,
  mergedIntoId: (r.merged_into_id as string | null) ?? null,
  mergedIntoNotisphereId: (r.merged_into_notisphere_id as string | null) ?? null,
  version: Number(r.version),
  createdAt: new Date(r.created_at as string),
  updatedAt: new Date(r.updated_at as string),
});
