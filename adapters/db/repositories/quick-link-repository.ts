import type { EntityManager } from "@mikro-orm/postgresql";
import type { FilterQuery, InferEntity } from "@mikro-orm/core";
import type { QuickLinkRepository } from "../../../core/quick-links/ports.ts";
import type { QuickLinkRecord, QuickLinkStatus } from "../../../core/quick-links/quick-link.ts";
import { QuickLink } from "../entities/index.ts";
import { containsPattern } from "../paging.ts";

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

/** Quick links on PostgreSQL. Sorting always ends with the id so pages are stable when names repeat. */
export const createQuickLinkRepository = (em: EntityManager): QuickLinkRepository => ({
  async list(request) {
    const where: FilterQuery<QuickLinkRow>[] = [{ deletedAt: null }];
    if (request.status) where.push({ status: request.status });
    if (request.url) where.push({ url: { $ilike: containsPattern(request.url) } });
    if (request.search) {
      where.push({ searchText: { $like: containsPattern(request.search.toLowerCase()) } });
    }
    for (const [field, text] of Object.entries(request.filters)) {
      if (text) where.push({ [field]: { $ilike: containsPattern(text) } });
    }
    const [rows, total] = await em.findAndCount(
      QuickLink,
      { $and: where },
      {
        orderBy: [{ [request.sortField]: request.sortDirection }, { id: request.sortDirection }],
        limit: request.pageSize,
        offset: (request.pageNumber - 1) * request.pageSize,
        disableIdentityMap: true,
      },
    );
    return { items: rows.map(toRecord), total, pageNumber: request.pageNumber, pageSize: request.pageSize };
  },

  async listActive() {
    const rows = await em.find(
      QuickLink,
      { deletedAt: null, status: "ACTIVE" },
      { orderBy: { name: "asc" }, disableIdentityMap: true },
    );
    return rows.map(toRecord);
  },

  async findById(id) {
    const row = await em.findOne(QuickLink, { id, deletedAt: null }, { disableIdentityMap: true });
    return row ? toRecord(row) : undefined;
  },

  async insert(link) {
    const now = new Date();
    const row = em.create(QuickLink, { ...link, deletedAt: null, createdAt: now, updatedAt: now });
    await em.flush();
    return toRecord(row);
  },

  async update(id, changes) {
    const row = await em.findOne(QuickLink, { id, deletedAt: null });
    if (!row) return undefined;
    em.assign(row, changes);
    await em.flush();
    return toRecord(row);
  },

  async softDelete(id, at) {
    return (await em.nativeUpdate(QuickLink, { id, deletedAt: null }, { deletedAt: at })) === 1;
  },
});
