import type { SupplierAccount, SupplierMasterRepository } from "#core/organisations/supplier-master/ports.ts";
import type { SupplierMasterRecord } from "#core/organisations/supplier-master/supplier-master.ts";

/**
 * In-memory SupplierMasterRepository with the PostgreSQL one's contract: status changes only from the expected
 * status, candidates by contained word, deleted entries not counted as duplicates.
 */
export const createFakeSupplierMasterRepository = () => {
  const entries = new Map<string, SupplierMasterRecord>();
  const accounts = new Map<string, SupplierAccount & { supplierType: string | null; status: string }>();
  const withLink = (record: SupplierMasterRecord): SupplierMasterRecord => ({
    ...record,
    linkedOrganizationName:
      record.linkedOrganizationId === null ? null : (accounts.get(record.linkedOrganizationId)?.name ?? null),
  });
  const repository: SupplierMasterRepository = {
    async list(request) {
      const items = [...entries.values()]
        .filter((e) => !request.status || e.status === request.status)
        .map(withLink);
      return { items, total: items.length, pageNumber: request.pageNumber, pageSize: request.pageSize };
    },
    async findById(id) {
      const found = entries.get(id);
      return found ? withLink(found) : undefined;
    },
    async findByNormalizedName(normalizedName) {
      return [...entries.values()].filter(
        (e) => e.normalizedName === normalizedName && e.status !== "DELETED",
      );
    },
    async findCandidates(organizationId, words, limit) {
      return [...entries.values()]
        .filter(
          (e) =>
            e.linkedOrganizationId === organizationId ||
            (["ACTIVE", "PENDING", "INACTIVE"].includes(e.status) &&
              words.some((w) => e.normalizedName.includes(w))),
        )
        .slice(0, limit)
        .map(withLink);
    },
    async insert(entry) {
      const now = new Date();
      const record: SupplierMasterRecord = {
        ...entry,
        linkedOrganizationId: null,
        linkedOrganizationName: null,
        linkedAt: null,
        createdAt: now,
        updatedAt: now,
      };
      entries.set(entry.id, record);
      return record;
    },
    async updateDetails(id, changes) {
      const found = entries.get(id);
      if (!found || found.status === "DELETED") return undefined;
      const next = { ...found, ...changes, updatedAt: new Date() };
      entries.set(id, next);
      return withLink(next);
    },
    async setStatus(id, expected, to, linkedOrganizationId, at) {
      const found = entries.get(id);
      if (!found || found.status !== expected) return undefined;
      const next = {
        ...found,
        status: to,
        linkedOrganizationId,
        linkedAt: linkedOrganizationId === null ? null : at,
        updatedAt: at,
      };
      entries.set(id, next);
      return withLink(next);
    },
    async findAccount(organizationId) {
      return accounts.get(organizationId);
    },
    async findSupplierAccounts(words, limit) {
      return [...accounts.values()]
        .filter(
          (a) =>
            a.type === "SUPPLIER" &&
            (words.length === 0 || words.some((w) => a.name.toLowerCase().includes(w))),
        )
        .slice(0, limit)
        .map(({ id, name, supplierType, status }) => ({ id, name, supplierType, status }));
    },
  };
  return { repository, entries, accounts };
};
