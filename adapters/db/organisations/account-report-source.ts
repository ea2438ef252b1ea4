import { sql, type CompiledQuery, type RawBuilder, type SelectQueryBuilder } from "kysely";
import type {
  AccountGridView,
  AccountReportSource,
  ConsolidatedProviderRow,
  ProviderAccountFilterField,
  ProviderAccountRow,
  ProviderAccountSortField,
  ProviderActivityRow,
  SiteActivityRow,
  SupplierAccountFilterField,
  SupplierAccountRow,
  SupplierAccountSortField,
} from "#core/organisations/reports/ports.ts";
import { containsPattern } from "../paging.ts";
import type { LazyEntityManager } from "../store-deps.ts";
import {
  activeMembers,
  inBatches,
  num,
  queries,
  raw,
  REPORT_BATCH_SIZE,
  type OrganizationTable,
  type Tables,
} from "./report-batches.ts";

export { REPORT_BATCH_SIZE } from "./report-batches.ts";
import { siteKind } from "#core/organisations/providers/site-kinds.ts";
import { HOSPITAL_COUNT, NON_ACUTE_COUNT, SITE_COUNT } from "./site-counts.ts";

/** The consolidated file names a site's kind in words. */
const SITE_KIND_LABEL = {
  CORPORATE: "Corporate",
  HOSPITAL: "Hospital",
  NON_ACUTE: "Non-acute",
  DEPARTMENT: "Department",
} as const;

type OrgQuery = SelectQueryBuilder<Tables & { o: OrganizationTable }, "o", object>;

/** The grid's header filters and status, as the grids decode them (list-query.ts); only allow-listed columns. */
const withGridFilters = <F extends string>(
  q: OrgQuery,
  view: AccountGridView<string, F>,
  columns: Record<
    F,
    | "o.name"
    | "o.idn"
    | "o.address1"
    | "o.address2"
    | "o.city"
    | "o.state"
    | "o.zip"
    | "o.status"
    | "o.supplier_type"
  >,
): OrgQuery =>
  Object.entries(view.filters)
    .reduce(
      (acc, [field, text]) =>
        typeof text === "string" && text !== ""
          ? acc.where(sql.ref<string>(columns[field as F]), "ilike", containsPattern(text))
          : acc,
      q,
    )
    .$if(view.status !== undefined, (acc) => acc.where("o.status", "=", view.status as string))
    .$if(view.search !== undefined, (acc) =>
      acc.where("o.name", "ilike", containsPattern(view.search as string)),
    );

const PROVIDER_SORT: Record<ProviderAccountSortField, RawBuilder<unknown>> = {
  name: sql`lower(o.name)`,
  idn: sql`lower(o.idn)`,
  add1: sql`lower(o.address1)`,
  city: sql`lower(o.city)`,
  state: sql`o.state`,
  zip: sql`o.zip`,
  notisphere_id: sql`upper(right(o.id::text, 8))`,
  status: sql`o.status`,
  sites: sql`sites`,
  number_of_hospitals: sql`hospitals`,
  number_of_non_acute_sites: sql`non_acute`,
  users: sql`users`,
  createdAt: sql`o.created_at`,
};
const PROVIDER_FILTER = {
  name: "o.name",
  idn: "o.idn",
  add1: "o.address1",
  add2: "o.address2",
  city: "o.city",
  state: "o.state",
  zip: "o.zip",
  status: "o.status",
} as const satisfies Record<ProviderAccountFilterField, string>;

const SUPPLIER_SORT: Record<SupplierAccountSortField, RawBuilder<unknown>> = {
  name: sql`lower(o.name)`,
  supplierType: sql`o.supplier_type`,
  add1: sql`lower(o.address1)`,
  city: sql`lower(o.city)`,
  state: sql`o.state`,
  zip: sql`o.zip`,
  status: sql`o.status`,
  sso: sql`o.is_sso`,
  isSso: sql`o.is_sso`,
  users: sql`users`,
  createdAt: sql`o.created_at`,
};
const SUPPLIER_FILTER = {
  name: "o.name",
  supplierType: "o.supplier_type",
  add1: "o.address1",
  add2: "o.address2",
  city: "o.city",
  state: "o.state",
  zip: "o.zip",
  status: "o.status",
} as const satisfies Record<SupplierAccountFilterField, string>;

/** The operator's account downloads on PostgreSQL, each a stream of batches (AccountReportSource). */
export const createAccountReportSource = (
  unitOfWork: LazyEntityManager,
  batchSize: number = REPORT_BATCH_SIZE,
): AccountReportSource => ({
  providerAccounts(view: AccountGridView<ProviderAccountSortField, ProviderAccountFilterField>) {
    const base = withGridFilters(
      queries.selectFrom("organization as o").where("o.type", "=", "PROVIDER") as unknown as OrgQuery,
      view,
      PROVIDER_FILTER,
    );
    return inBatches(
      unitOfWork,
      batchSize,
      (limit, offset) =>
        base
          .select([
            "o.id",
            "o.name",
            "o.idn",
            "o.address1",
            "o.address2",
            "o.city",
            "o.state",
            "o.zip",
            "o.status",
            "o.created_at",
            SITE_COUNT.as("sites"),
            HOSPITAL_COUNT.as("hospitals"),
            NON_ACUTE_COUNT.as("non_acute"),
            activeMembers.as("users"),
          ])
          .orderBy(PROVIDER_SORT[view.sortField], view.sortDirection)
          .orderBy("o.id", view.sortDirection)
          .limit(limit)
          .offset(offset)
          .compile() as CompiledQuery<Record<string, unknown>>,
      (r): ProviderAccountRow => ({
        id: r.id as string,
        name: r.name as string,
        idn: (r.idn as string | null) ?? null,
        address1: (r.address1 as string | null) ?? null,
        address2: (r.address2 as string | null) ?? null,
        city: (r.city as string | null) ?? null,
        state: (r.state as string | null) ?? null,
        zip: (r.zip as string | null) ?? null,
        status: r.status as string,
        sites: num(r.sites),
        hospitals: num(r.hospitals),
        nonAcute: num(r.non_acute),
        users: num(r.users),
        createdAt: new Date(r.created_at as string),
      }),
    );
  },

  supplierAccounts(view: AccountGridView<SupplierAccountSortField, SupplierAccountFilterField>) {
    const base = withGridFilters(
      queries.selectFrom("organization as o").where("o.type", "=", "SUPPLIER") as unknown as OrgQuery,
      view,
      SUPPLIER_FILTER,
    );
    return inBatches(
      unitOfWork,
      batchSize,
      (limit, offset) =>
        base
          .select([
            "o.id",
            "o.name",
            "o.supplier_type",
            "o.address1",
            "o.address2",
            "o.city",
            "o.state",
            "o.zip",
            "o.is_sso",
            "o.status",
            "o.created_at",
            activeMembers.as("users"),
          ])
          .orderBy(SUPPLIER_SORT[view.sortField], view.sortDirection)
          .orderBy("o.id", view.sortDirection)
          .limit(limit)
          .offset(offset)
          .compile() as CompiledQuery<Record<string, unknown>>,
      (r): SupplierAccountRow => ({
        id: r.id as string,
        name: r.name as string,
        supplierType: (r.supplier_type as string | null) ?? null,
        address1: (r.address1 as string | null) ?? null,
        address2: (r.address2 as string | null) ?? null,
        city: (r.city as string | null) ?? null,
        state: (r.state as string | null) ?? null,
        zip: (r.zip as string | null) ?? null,
        isSso: r.is_sso === true,
        status: r.status as string,
        users: num(r.users),
        createdAt: new Date(r.created_at as string),
      }),
    );
  },

  providerActivity() {
    return inBatches(
      unitOfWork,
      batchSize,
      (limit, offset) =>
        raw(sql<Record<string, unknown>>`
          select o.id, o.name, o.idn, o.status,
            count(pc.id) as received,
            count(pc.id) filter (where pc.status <> 'OPEN') as acknowledged,
            count(pc.id) filter (where pc.status = 'COMPLETED') as completed,
            count(pc.id) filter (where pc.status <> 'COMPLETED') as open
          from organization o
          left join provider_communication pc on pc.provider_organization_id = o.id
          where o.type = 'PROVIDER'
          group by o.id
          order by lower(o.name), o.id
          limit ${limit} offset ${offset}`),
      (r): ProviderActivityRow => ({
        id: r.id as string,
        name: r.name as string,
        idn: (r.idn as string | null) ?? null,
        status: r.status as string,
        received: num(r.received),
        acknowledged: num(r.acknowledged),
        completed: num(r.completed),
        open: num(r.open),
      }),
    );
  },

  siteActivity() {
    return inBatches(
      unitOfWork,
      batchSize,
      (limit, offset) =>
        raw(sql<Record<string, unknown>>`
          select o.id as provider_id, o.name as provider_name, s.id as site_id, s.name as site_name, s.city, s.state,
            count(pc.id) as received,
            count(pc.id) filter (where pc.status <> 'OPEN') as acknowledged,
            count(pc.id) filter (where pc.status = 'COMPLETED') as completed,
            count(pc.id) filter (where pc.status <> 'COMPLETED') as open
          from provider_site s
          join organization o on o.id = s.organization_id and o.type = 'PROVIDER'
          left join provider_communication_site pcs on pcs.site_id = s.id
          left join provider_communication pc on pc.id = pcs.provider_communication_id
          group by o.id, s.id
          order by lower(o.name), o.id, s.is_corporate desc, lower(s.name), s.id
          limit ${limit} offset ${offset}`),
      (r): SiteActivityRow => ({
        providerId: r.provider_id as string,
        providerName: r.provider_name as string,
        siteId: r.site_id as string,
        siteName: r.site_name as string,
        city: (r.city as string | null) ?? null,
        state: (r.state as string | null) ?? null,
        received: num(r.received),
        acknowledged: num(r.acknowledged),
        completed: num(r.completed),
        open: num(r.open),
      }),
    );
  },

  consolidatedProviders() {
    return inBatches(
      unitOfWork,
      batchSize,
      (limit, offset) =>
        raw(sql<Record<string, unknown>>`
          select o.id as provider_id, o.name as provider_name, o.idn, o.status as provider_status,
            s.id as site_id, s.name as site_name, s.city as site_city, s.state as site_state,
            s.is_corporate, s.kind,
            ${activeMembers} as provider_users,
            case when s.id is null then null else (
              select count(*) from membership mb
              where mb.organization_id = o.id and mb.status = 'ACTIVE'
                and (mb.site_ids is null or mb.site_ids @> jsonb_build_array(s.id::text))
            ) end as site_users
          from organization o
          left join provider_site s on s.organization_id = o.id
          where o.type = 'PROVIDER'
          order by lower(o.name), o.id, s.is_corporate desc nulls last, lower(s.name), s.id
          limit ${limit} offset ${offset}`),
      (r): ConsolidatedProviderRow => ({
        providerId: r.provider_id as string,
        providerName: r.provider_name as string,
        idn: (r.idn as string | null) ?? null,
        providerStatus: r.provider_status as string,
        siteName: (r.site_name as string | null) ?? null,
        siteKind: r.site_id === null ? null : SITE_KIND_LABEL[siteKind({ kind: r.kind as string })],
        siteCity: (r.site_city as string | null) ?? null,
        siteState: (r.site_state as string | null) ?? null,
        siteUsers: r.site_id === null ? null : num(r.site_users),
        providerUsers: num(r.provider_users),
      }),
    );
  },
});
