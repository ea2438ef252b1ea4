import { sql, type Compilable } from "kysely";
import type { SiteListRequest, SiteRepository } from "#core/organisations/sites/ports.ts";
import type {
  SiteFilterField,
  SiteListRecord,
  SiteRecord,
  StoredSiteKind,
} from "#core/organisations/sites/site.ts";
import { isUuid } from "#core/shared/ids.ts";
import { noCountCache } from "../count-cache.ts";
import { containsPattern, listQueryWriter, readListPage } from "../paging.ts";
import type { LazyEntityManager } from "../store-deps.ts";
import { ProviderSite } from "./entities/index.ts";

interface ProviderSiteTable {
  id: string;
  organization_id: string;
  name: string;
  kind: string;
  is_corporate: boolean;
  address1: string | null;
  address2: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
  phone: string | null;
}

const listQueries = listQueryWriter<{ provider_site: ProviderSiteTable }>();

/**
 * A member belongs to site `s` when its site list is null (all sites) or holds the site's id. Counted members
 * are those not deactivated; verified ones are VERIFIED by organisationUserStatus (membership neither
 * deactivated nor pending, account not locked and in none of the not-yet-verified states).
 */
const BELONGS = `m.organization_id = provider_site.organization_id
  and (m.site_ids is null or m.site_ids @> jsonb_build_array(provider_site.id::text))`;
const MEMBER_COUNT = sql<number>`(select count(*)::int from membership m join app_user u on u.id = m.user_id
  where ${sql.raw(BELONGS)} and m.status <> 'DEACTIVATED' and u.status <> 'DEACTIVATED')`;
const VERIFIED_COUNT = sql<number>`(select count(*)::int from membership m join app_user u on u.id = m.user_id
  where ${sql.raw(BELONGS)} and m.status not in ('DEACTIVATED', 'PENDING') and u.locked_at is null
  and u.status not in ('DEACTIVATED', 'VERIFICATION', 'NONVERIFIED', 'SSO'))`;

const TEXT_SORT = {
  name: "name",
  kind: "kind",
  address1: "address1",
  city: "city",
  state: "state",
  zip: "zip",
} as const;

const FILTER_COLUMN = {
  name: "name",
  kind: "kind",
  address1: "address1",
  city: "city",
  state: "state",
  zip: "zip",
} as const satisfies Record<SiteFilterField, keyof ProviderSiteTable>;

const toRecord = (r: ProviderSiteTable): SiteRecord => ({
  id: r.id,
  organizationId: r.organization_id,
  name: r.name,
  kind: r.kind as StoredSiteKind,
  isCorporate: r.is_corporate,
  address1: r.address1 ?? null,
  address2: r.address2 ?? null,
  city: r.city ?? null,
  state: r.state ?? null,
  zip: r.zip ?? null,
  phone: r.phone ?? null,
});

const COLUMNS = [
  "id",
  "organization_id",
  "name",
  "kind",
  "is_corporate",
  "address1",
  "address2",
  "city",
  "state",
  "zip",
  "phone",
] as const;

/**
 * Sites on PostgreSQL, always within one organisation. The list counts members per site in subqueries (an
 * organisation has hundreds of sites at most); it is not cached, because membership writes of other screens
 * change the counts. Corporate always comes first, then the chosen order, then the id for stable pages.
 */
export const createSiteRepository = (em: LazyEntityManager): SiteRepository => {
  const run = async <R>(query: Compilable<R>): Promise<R[]> =>
    (await em().getKysely().executeQuery(query.compile())).rows;
  return {
    async list(organizationId, request: SiteListRequest) {
      const filtered = listQueries
        .selectFrom("provider_site")
        .where("organization_id", "=", organizationId)
        .$if(request.onlySiteIds !== undefined, (q) =>
          q.where(
            "id",
            "in",
            request.onlySiteIds!.length
              ? [...request.onlySiteIds!]
              : ["00000000-0000-0000-0000-000000000000"],
          ),
        )
        .$if(request.search !== undefined, (q) =>
          q.where((eb) =>
            eb.or(
              (["name", "address1", "city", "state", "zip"] as const).map((column) =>
                eb(column, "ilike", containsPattern(request.search as string)),
              ),
            ),
          ),
        )
        .$call((q) =>
          Object.entries(request.filters).reduce(
            (acc, [field, text]) =>
              text ? acc.where(FILTER_COLUMN[field as SiteFilterField], "ilike", containsPattern(text)) : acc,
            q,
          ),
        );
      const sort = request.sortField;
      const page = await readListPage(
        noCountCache,
        "provider_site",
        {
          rows: filtered
            .select([...COLUMNS])
            .select(MEMBER_COUNT.as("member_count"))
            .select(VERIFIED_COUNT.as("verified_count"))
            .orderBy("is_corporate", "desc")
            .orderBy(
              sort === "memberCount"
                ? sql.ref("member_count")
                : sort === "verifiedCount"
                  ? sql.ref("verified_count")
                  : sql`lower(${sql.ref(TEXT_SORT[sort])})`,
              request.sortDirection,
            )
            .orderBy("id", request.sortDirection)
            .limit(request.pageSize)
            .offset((request.pageNumber - 1) * request.pageSize),
          total: filtered.select((eb) => eb.fn.countAll().as("n")),
        },
        () => em().getKysely(),
        (r): SiteListRecord => ({
          ...toRecord(r),
          memberCount: Number(r.member_count),
          verifiedCount: Number(r.verified_count),
        }),
      );
      return { ...page, pageNumber: request.pageNumber, pageSize: request.pageSize };
    },

    async listAll(organizationId) {
      const rows = await run(
        listQueries
          .selectFrom("provider_site")
          .select([...COLUMNS])
          .where("organization_id", "=", organizationId)
          .orderBy("is_corporate", "desc")
          .orderBy(sql`lower(name)`),
      );
      return rows.map(toRecord);
    },

    async findById(organizationId, id) {
      if (!isUuid(id)) return undefined;
      const [row] = await run(
        listQueries
          .selectFrom("provider_site")
          .select([...COLUMNS])
          .where("organization_id", "=", organizationId)
          .where("id", "=", id),
      );
      return row ? toRecord(row) : undefined;
    },

    async nameTaken(organizationId, name, exceptId) {
      const rows = await run(
        listQueries
          .selectFrom("provider_site")
          .select([...COLUMNS])
          .where("organization_id", "=", organizationId)
          .where(sql<string>`lower(name)`, "=", name.trim().toLowerCase())
          .$if(exceptId !== undefined && isUuid(exceptId), (q) => q.where("id", "<>", exceptId as string))
          .limit(1),
      );
      return rows.length > 0;
    },

    async insert(site) {
      const manager = em();
      manager.create(ProviderSite, { ...site, externalId: null, createdAt: new Date() });
      await manager.flush();
      return (await this.findById(site.organizationId, site.id))!;
    },

    async update(organizationId, id, fields) {
      if (!isUuid(id)) return undefined;
      const changed = await em().nativeUpdate(ProviderSite, { id, organizationId }, { ...fields });
      return changed === 1 ? this.findById(organizationId, id) : undefined;
    },

    async delete(organizationId, id) {
      if (!isUuid(id)) return false;
      await em().execute(`update known_location set provider_site_id = null where provider_site_id = ?`, [
        id,
      ]);
      return (await em().nativeDelete(ProviderSite, { id, organizationId })) === 1;
    },

    async hasRecalls(organizationId, id) {
      if (!isUuid(id)) return false;
      const rows = await em().execute<unknown[]>(
        `select 1 from provider_communication_site pcs
           join provider_communication pc on pc.id = pcs.provider_communication_id
         where pcs.site_id = ? and pc.provider_organization_id = ? limit 1`,
        [id, organizationId],
      );
      return rows.length > 0;
    },

    async lockOrganisation(organizationId) {
      await em().execute(`select id from organization where id = ? for update`, [organizationId]);
    },
  };
};
