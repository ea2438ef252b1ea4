import { sql, type Expression, type SqlBool } from "kysely";
import type { EntityManager } from "@mikro-orm/postgresql";
import type {
  KnownProviderFilterField,
  KnownProviderStatus,
} from "#core/locations/known-providers/known-provider.ts";
import type { KnownProviderRepository } from "#core/locations/known-providers/ports.ts";
import { isUuid } from "#core/shared/ids.ts";
import { noCountCache, type CountCache } from "../count-cache.ts";
import { containsPattern, readListPage } from "../paging.ts";
import type { LazyEntityManager } from "../store-deps.ts";
import { KNOWN_LOCATION_TABLE } from "./known-location-repository.ts";
import {
  base,
  columns,
  FILTER_COLUMN,
  selectProvider,
  SORT_EXPRESSION,
  toRecord,
} from "./known-provider-sql.ts";

const TABLE = "known_provider";

const readOne = async (em: EntityManager, id: string) => {
  const rows = (await em.getKysely().executeQuery(selectProvider(base().where("kp.id", "=", id)).compile()))
    .rows;
  return rows[0] && toRecord(rows[0] as Record<string, unknown>);
};

/**
 * Known providers on PostgreSQL. Their list is small (thousands), cached under `known_provider`; a write also
 * drops the location grid's cache, whose rows show the provider's name and IDN.
 */
export const createKnownProviderRepository = (
  unitOfWork: LazyEntityManager,
  listTotals: CountCache = noCountCache,
): KnownProviderRepository => {
  const written = async <T>(result: T): Promise<T> => {
    await listTotals.invalidate(TABLE);
    await listTotals.invalidate(KNOWN_LOCATION_TABLE);
    return result;
  };
  return {
    async list(request) {
      const filtered = base()
        .$if(request.status !== undefined, (q) => q.where("kp.status", "=", request.status as string))
        .$if(request.onPlatform !== undefined, (q) =>
          q.where("kp.organization_id", request.onPlatform ? "is not" : "is", null),
        )
        .$if(request.search !== undefined, (q) =>
          q.where(
            sql<SqlBool>`lower(kp.name || ' ' || coalesce(kp.idn, '') || ' ' || coalesce(kp.city, '') || ' ' || coalesce(kp.recall_email, '')) like ${containsPattern((request.search as string).toLowerCase())}`,
          ),
        )
        .$call((q) =>
          Object.entries(request.filters).reduce(
            (acc, [field, text]) =>
              text
                ? acc.where(
                    sql<SqlBool>`${FILTER_COLUMN[field as KnownProviderFilterField] as Expression<string>} ilike ${containsPattern(text)}`,
                  )
                : acc,
            q,
          ),
        );
      const page = await readListPage(
        listTotals,
        TABLE,
        {
          rows: selectProvider(filtered)
            .orderBy(SORT_EXPRESSION[request.sortField] as Expression<string>, request.sortDirection)
            .orderBy("kp.id", request.sortDirection)
            .limit(request.pageSize)
            .offset((request.pageNumber - 1) * request.pageSize),
          total: filtered.select((eb) => eb.fn.countAll().as("n")),
        },
        () => unitOfWork().getKysely(),
        (row) => toRecord(row as Record<string, unknown>),
      );
      return { ...page, pageNumber: request.pageNumber, pageSize: request.pageSize };
    },

    async findById(id) {
      if (!isUuid(id)) return undefined;
      return readOne(unitOfWork(), id);
    },

    async options() {
      const rows = await unitOfWork().execute<
        Array<{
          id: string;
          name: string;
          idn: string | null;
          organization_id: string | null;
          status: string;
        }>
      >(`select id, name, idn, organization_id, status from known_provider order by lower(name), id`);
      return rows.map((r) => ({
        id: r.id,
        name: r.name,
        idn: r.idn,
        organizationId: r.organization_id,
        status: r.status as KnownProviderStatus,
      }));
    },

    async organisations() {
      const rows = await unitOfWork().execute<
        Array<{ id: string; name: string; idn: string | null; known_provider_id: string | null }>
      >(
        `select o.id, o.name, o.idn, kp.id as known_provider_id from organization o
         left join known_provider kp on kp.organization_id = o.id
         where o.type = 'PROVIDER' order by lower(o.name), o.id`,
      );
      return rows.map((r) => ({ id: r.id, name: r.name, idn: r.idn, knownProviderId: r.known_provider_id }));
    },

    async organisation(id) {
      if (!isUuid(id)) return undefined;
      const [r] = await unitOfWork().execute<
        Array<{ id: string; name: string; idn: string | null; known_provider_id: string | null }>
      >(
        `select o.id, o.name, o.idn, kp.id as known_provider_id from organization o
         left join known_provider kp on kp.organization_id = o.id
         where o.type = 'PROVIDER' and o.id = ?`,
        [id],
      );
      return r && { id: r.id, name: r.name, idn: r.idn, knownProviderId: r.known_provider_id };
    },

    async sites(knownProviderId) {
      if (!isUuid(knownProviderId)) return [];
      const rows = await unitOfWork().execute<
        Array<{
          id: string;
          name: string;
          city: string | null;
          state: string | null;
          known_location_id: string | null;
        }>
      >(
        `select s.id, s.name, s.city, s.state, k.id as known_location_id
         from known_provider kp join provider_site s on s.organization_id = kp.organization_id
         left join known_location k on k.provider_site_id = s.id
         where kp.id = ? and s.is_corporate = false order by lower(s.name), s.id`,
        [knownProviderId],
      );
      return rows.map((r) => ({
        id: r.id,
        name: r.name,
        city: r.city,
        state: r.state,
        knownLocationId: r.known_location_id,
      }));
    },

    async create(id, fields) {
      const values = columns(fields);
      return written(
        await unitOfWork().transactional(async (tx) => {
          await tx.execute(
            `insert into known_provider (id, ${Object.keys(values).join(", ")}, version, created_at, updated_at)
             values (?, ${Object.keys(values)
               .map(() => "?")
               .join(", ")}, 1, now(), now())`,
            [id, ...Object.values(values)],
            "run",
          );
          return (await readOne(tx, id))!;
        }),
      );
    },

    async update(id, expectedVersion, fields) {
      if (!isUuid(id)) return "stale";
      const values = columns(fields);
      return written(
        await unitOfWork().transactional(async (tx) => {
          const result = await tx.execute(
            `update known_provider set ${Object.keys(values)
              .map((c) => `${c} = ?`)
              .join(", ")}, version = version + 1, updated_at = now() where id = ? and version = ?`,
            [...Object.values(values), id, expectedVersion],
            "run",
          );
          if (((result as { affectedRows?: number }).affectedRows ?? 0) !== 1) return "stale" as const;
          // Its locations belong to the organisation it is linked to now; links to another organisation's sites go.
          await tx.execute(
            `update known_location k set provider_organization_id = ?,
               provider_site_id = case when exists (select 1 from provider_site s
                 where s.id = k.provider_site_id and s.organization_id is not distinct from ?) then k.provider_site_id end
             where k.known_provider_id = ? and k.provider_organization_id is distinct from ?`,
            [fields.organizationId, fields.organizationId, id, fields.organizationId],
            "run",
          );
          return (await readOne(tx, id))!;
        }),
      );
    },
  };
};
