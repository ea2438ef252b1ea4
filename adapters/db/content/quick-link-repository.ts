import { sql } from "kysely";
import type { InferEntity } from "@mikro-orm/core";
import type { QuickLinkListRequest, QuickLinkRepository } from "#core/content/quick-links/ports.ts";
import type {
  QuickLinkFilterField,
  QuickLinkRecord,
  QuickLinkStatus,
} from "#core/content/quick-links/quick-link.ts";
import { isUuid } from "#core/shared/ids.ts";
import { noCountCache, type CountCache } from "../count-cache.ts";
import { QuickLink } from "./entities/index.ts";
import { containsPattern, listQueryWriter, readListPage } from "../paging.ts";
import type { LazyEntityManager } from "../store-deps.ts";

type QuickLinkRow = InferEntity<typeof QuickLink>;

const toRecord = (row: QuickLinkRow): QuickLinkRecord => ({
  id: row.id,
  name: row.name,
  url: row.url,
  description: row.description ?? null,
  status: row.status as QuickLinkStatus,
  path: row.path ?? null,
  createdAt: row.createdAt,
  updatedAt: row.updatedAt,
});

/** The columns the list reads, as Kysely sees the table (the entity in entities/quick-link.ts defines them). */
interface QuickLinkTable {
  id: string;
  name: string;
  url: string;
  description: string | null;
  status: string;
  path: string | null;
  search_text: string | null;
  deleted_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

/** Sort fields of the core map to these columns only; nothing from the request reaches SQL as text. */
const SORT_COLUMN = {
  name: "name",
  url: "url",
  status: "status",
  createdAt: "created_at",
  updatedAt: "updated_at",
} as const satisfies Record<QuickLinkListRequest["sortField"], string>;
const listQueries = listQueryWriter<{ quick_link: QuickLinkTable }>();
/** Text columns sort case-insensitively, so "openFDA" files under O and not after every capital. */
const TEXT_SORT_FIELDS: ReadonlySet<QuickLinkListRequest["sortField"]> = new Set(["name", "url", "status"]);

const FILTER_COLUMN = {
  name: "name",
  url: "url",
  description: "description",
  status: "status",
} as const satisfies Record<QuickLinkFilterField, string>;

/**
 * Quick links on PostgreSQL. The list reads plain rows through Kysely (hydrating entities would cost more
 * than the query); sorting always ends with the id so pages are stable when names repeat. Pages and totals go
 * through the list cache (count-cache.ts), which every write here invalidates; a page found there opens no
 * unit of work (`unitOfWork` forks the request's EntityManager on first call).
 */
export const createQuickLinkRepository = (
  unitOfWork: LazyEntityManager,
  counts: CountCache = noCountCache,
): QuickLinkRepository => ({
  async list(request) {
    const filtered = listQueries
      .selectFrom("quick_link")
      .where("deleted_at", "is", null)
      .$if(request.status !== undefined, (q) => q.where("status", "=", request.status as string))
      .$if(request.url !== undefined, (q) => q.where("url", "ilike", containsPattern(request.url as string)))
      .$if(request.search !== undefined, (q) =>
        q.where("search_text", "like", containsPattern((request.search as string).toLowerCase())),
      )
      .$call((q) =>
        Object.entries(request.filters).reduce(
          (acc, [field, text]) =>
            text
              ? acc.where(FILTER_COLUMN[field as QuickLinkFilterField], "ilike", containsPattern(text))
              : acc,
          q,
        ),
      );
    const page = await readListPage(
      counts,
      "quick_link",
      {
        rows: filtered
          .select(["id", "name", "url", "description", "status", "path", "created_at", "updated_at"])
          .orderBy(
            TEXT_SORT_FIELDS.has(request.sortField)
              ? sql`lower(${sql.ref(SORT_COLUMN[request.sortField])})`
              : sql.ref(SORT_COLUMN[request.sortField]),
            request.sortDirection,
          )
          .orderBy("id", request.sortDirection)
          .limit(request.pageSize)
          .offset((request.pageNumber - 1) * request.pageSize),
        total: filtered.select((eb) => eb.fn.countAll().as("n")),
      },
      () => unitOfWork().getKysely(),
      (r): QuickLinkRecord => ({
        id: r.id,
        name: r.name,
        url: r.url,
        description: r.description ?? null,
        status: r.status as QuickLinkStatus,
        path: r.path ?? null,
        createdAt: new Date(r.created_at),
        updatedAt: new Date(r.updated_at),
      }),
    );
    return { ...page, pageNumber: request.pageNumber, pageSize: request.pageSize };
  },

  async listActive() {
    const rows = await unitOfWork().find(
      QuickLink,
      { deletedAt: null, status: "ACTIVE" },
      { orderBy: { name: "asc" }, disableIdentityMap: true },
    );
    return rows.map(toRecord);
  },

  // An id that is not a UUID names no quick link; PostgreSQL would refuse it as a uuid value.
  async findById(id) {
    if (!isUuid(id)) return undefined;
    const row = await unitOfWork().findOne(QuickLink, { id, deletedAt: null }, { disableIdentityMap: true });
    return row ? toRecord(row) : undefined;
  },

  async insert(link) {
    const now = new Date();
    const em = unitOfWork();
    const row = em.create(QuickLink, { ...link, deletedAt: null, createdAt: now, updatedAt: now });
    await em.flush();
    await counts.invalidate("quick_link");
    return toRecord(row);
  },

  async update(id, changes) {
    if (!isUuid(id)) return undefined;
    const em = unitOfWork();
    const row = await em.findOne(QuickLink, { id, deletedAt: null });
    if (!row) return undefined;
    em.assign(row, changes);
    await em.flush();
    await counts.invalidate("quick_link");
    return toRecord(row);
  },

  async softDelete(id, at) {
    if (!isUuid(id)) return false;
    const deleted =
      (await unitOfWork().nativeUpdate(QuickLink, { id, deletedAt: null }, { deletedAt: at })) === 1;
    await counts.invalidate("quick_link");
    return deleted;
  },
});
