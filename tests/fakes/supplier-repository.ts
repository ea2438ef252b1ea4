import type {
  NewSupplier,
  OrganisationUsage,
  SupplierRepository,
} from "#core/organisations/suppliers/ports.ts";
import type { SupplierRecord } from "#core/organisations/suppliers/supplier.ts";
import { organisationNameKey } from "#core/organisations/suppliers/organisation-name.ts";

/**
 * In-memory SupplierRepository: `otherNames` are organisations of other types (names are unique across all),
 * `usage` what each supplier is used by. Roles created with a supplier are kept in `roles` by organisation.
 */
export const createFakeSupplierRepository = (
  seed: { otherNames?: readonly string[]; usage?: Record<string, OrganisationUsage> } = {},
): SupplierRepository & {
  readonly rows: Map<string, SupplierRecord>;
  readonly roles: Map<string, NewSupplier["roles"]>;
  readonly locks: () => number;
  snapshot(): () => void;
} => {
  const rows = new Map<string, SupplierRecord>();
  const roles = new Map<string, NewSupplier["roles"]>();
  let locks = 0;
  const at = new Date("2026-11-23T00:00:00Z");
  return {
    rows,
    roles,
    locks: () => locks,
    snapshot() {
      const saved = [new Map(rows), new Map(roles)] as const;
      return () => {
        rows.clear();
        roles.clear();
        saved[0].forEach((value, key) => rows.set(key, value));
        saved[1].forEach((value, key) => roles.set(key, value));
      };
    },
    async list(request) {
      const items = [...rows.values()].filter((row) => !request.status || row.status === request.status);
      return { items, total: items.length, pageNumber: request.pageNumber, pageSize: request.pageSize };
    },
    async findById(id) {
      return rows.get(id);
    },
    async lockOrganisationNames() {
      locks += 1;
    },
    async takenNameKeys(names, exceptId) {
      const existing = [
        ...(seed.otherNames ?? []),
        ...[...rows.values()].filter((row) => row.id !== exceptId).map((row) => row.name),
      ].map(organisationNameKey);
      return new Set(names.map(organisationNameKey).filter((key) => existing.includes(key)));
    },
    async insert(suppliers) {
      return suppliers.map(({ roles: supplierRoles, ...supplier }) => {
        const record = { ...supplier, createdAt: at, updatedAt: at };
        rows.set(supplier.id, record);
        roles.set(supplier.id, supplierRoles);
        return record;
      });
    },
    async update(id, { logo, ...fields }) {
      const current = rows.get(id);
      if (!current) return undefined;
      const next = { ...current, ...fields, ...(logo === undefined ? {} : { logo }) };
      rows.set(id, next);
      return next;
    },
    async setLogo(id, logo) {
      const current = rows.get(id);
      if (!current) return undefined;
      rows.set(id, { ...current, logo });
      return rows.get(id);
    },
    async usage(id) {
      return seed.usage?.[id] ?? { users: 0, recalls: 0 };
    },
    async remove(id) {
      roles.delete(id);
      return rows.delete(id);
    },
  };
};
