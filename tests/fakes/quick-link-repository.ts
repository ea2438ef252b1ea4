import type { QuickLinkRepository } from "#core/content/quick-links/ports.ts";
import type { QuickLinkRecord } from "#core/content/quick-links/quick-link.ts";

/** In-memory QuickLinkRepository with the same contract as the PostgreSQL one (search, filters, soft delete). */
export const createFakeQuickLinkRepository = (
  now: () => Date = () => new Date(),
): QuickLinkRepository & { rows: Map<string, QuickLinkRecord & { deleted: boolean }> } => {
  const rows = new Map<string, QuickLinkRecord & { deleted: boolean }>();
  const live = () => [...rows.values()].filter((r) => !r.deleted);
  const strip = ({ deleted: _deleted, ...record }: QuickLinkRecord & { deleted: boolean }): QuickLinkRecord =>
    record;
  const contains = (value: string | null, text: string) =>
    (value ?? "").toLowerCase().includes(text.toLowerCase());
  return {
    rows,
    async list(request) {
      const matching = live()
        .filter((r) => !request.status || r.status === request.status)
        .filter((r) => !request.url || contains(r.url, request.url))
        .filter(
          (r) =>
            !request.search ||
            contains(r.name, request.search) ||
            contains(r.url, request.search) ||
            contains(r.description, request.search),
        )
        .filter((r) =>
          Object.entries(request.filters).every(([field, text]) =>
            contains(String(r[field as keyof QuickLinkRecord] ?? ""), text as string),
          ),
        )
        .sort((a, b) => {
          const key = request.sortField;
          const order = String(a[key]).localeCompare(String(b[key])) || a.id.localeCompare(b.id);
          return request.sortDirection === "asc" ? order : -order;
        });
      const start = (request.pageNumber - 1) * request.pageSize;
      return {
        items: matching.slice(start, start + request.pageSize).map(strip),
        total: matching.length,
        pageNumber: request.pageNumber,
        pageSize: request.pageSize,
      };
    },
    async listActive() {
      return live()
        .filter((r) => r.status === "ACTIVE")
        .map(strip);
    },
    async findById(id) {
      const row = rows.get(id);
      return row && !row.deleted ? strip(row) : undefined;
    },
    async insert(link) {
      const { createdBy: _createdBy, ...fields } = link;
      const record = { ...fields, createdAt: now(), updatedAt: now(), deleted: false };
      rows.set(link.id, record);
      return strip(record);
    },
    async update(id, changes) {
      const row = rows.get(id);
      if (!row || row.deleted) return undefined;
      const updated = { ...row, ...changes, updatedAt: now() };
      rows.set(id, updated);
      return strip(updated);
    },
    async softDelete(id) {
      const row = rows.get(id);
      if (!row || row.deleted) return false;
      rows.set(id, { ...row, deleted: true });
      return true;
    },
  };
};
