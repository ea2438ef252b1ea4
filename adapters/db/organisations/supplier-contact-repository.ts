import { sql } from "kysely";
import type { InferEntity } from "@mikro-orm/core";
import type { SupplierContactRepository } from "#core/organisations/supplier-contacts/ports.ts";
import type {
  SupplierContactFilterField,
  SupplierContactRecord,
  SupplierContactSortField,
} from "#core/organisations/supplier-contacts/supplier-contact.ts";
import { isUuid } from "#core/shared/ids.ts";
import { noCountCache, type CountCache } from "../count-cache.ts";
import { containsPattern, listQueryWriter, readListPage } from "../paging.ts";
import type { LazyEntityManager } from "../store-deps.ts";
import { SupplierContact } from "./entities/index.ts";

interface SupplierContactTable {
  id: string;
  provider_organization_id: string;
  supplier_organization_id: string | null;
  supplier_name: string;
  contact_name: string;
  title: string | null;
  email: string;
  phone: string | null;
  notes: string | null;
  created_at: Date;
  updated_at: Date;
}

const listQueries = listQueryWriter<{ supplier_contact: SupplierContactTable }>();

const COLUMN = {
  supplierName: "supplier_name",
  contactName: "contact_name",
  title: "title",
  email: "email",
  phone: "phone",
  updatedAt: "updated_at",
} as const satisfies Record<SupplierContactSortField, keyof SupplierContactTable>;

const fromTable = (r: SupplierContactTable): SupplierContactRecord => ({
  id: r.id,
  providerOrganizationId: r.provider_organization_id,
  supplierOrganizationId: r.supplier_organization_id ?? null,
  supplierName: r.supplier_name,
  contactName: r.contact_name,
  title: r.title ?? null,
  email: r.email,
  phone: r.phone ?? null,
  notes: r.notes ?? null,
  createdAt: new Date(r.created_at),
  updatedAt: new Date(r.updated_at),
});

const fromEntity = (r: InferEntity<typeof SupplierContact>): SupplierContactRecord => ({
  id: r.id,
  providerOrganizationId: r.providerOrganizationId,
  supplierOrganizationId: r.supplierOrganizationId ?? null,
  supplierName: r.supplierName,
  contactName: r.contactName,
  title: r.title ?? null,
  email: r.email,
  phone: r.phone ?? null,
  notes: r.notes ?? null,
  createdAt: r.createdAt,
  updatedAt: r.updatedAt,
});

/** A provider's supplier contacts on PostgreSQL; pages and totals go through the list cache of the table. */
export const createSupplierContactRepository = (
  em: LazyEntityManager,
  counts: CountCache = noCountCache,
): SupplierContactRepository => ({
  async list(providerId, request) {
    const filtered = listQueries
      .selectFrom("supplier_contact")
      .where("provider_organization_id", "=", providerId)
      .$if(request.search !== undefined, (q) =>
        q.where((eb) =>
          eb.or(
            (["supplier_name", "contact_name", "title", "email", "phone", "notes"] as const).map((column) =>
              eb(column, "ilike", containsPattern(request.search as string)),
            ),
          ),
        ),
      )
      .$call((q) =>
        Object.entries(request.filters).reduce(
          (acc, [field, text]) =>
            text
              ? acc.where(COLUMN[field as SupplierContactFilterField], "ilike", containsPattern(text))
              : acc,
          q,
        ),
      );
    const column = COLUMN[request.sortField];
    const page = await readListPage(
      counts,
      "supplier_contact",
      {
        rows: filtered
          .selectAll()
          .orderBy(
            column === "updated_at" ? sql.ref(column) : sql`lower(${sql.ref(column)})`,
            request.sortDirection,
          )
          .orderBy("id", request.sortDirection)
          .limit(request.pageSize)
          .offset((request.pageNumber - 1) * request.pageSize),
        total: filtered.select((eb) => eb.fn.countAll().as("n")),
      },
      () => em().getKysely(),
      fromTable,
    );
    return { ...page, pageNumber: request.pageNumber, pageSize: request.pageSize };
  },

  async findById(providerId, id) {
    if (!isUuid(id)) return undefined;
    const row = await em().findOne(
      SupplierContact,
      { id, providerOrganizationId: providerId },
      { disableIdentityMap: true },
    );
    return row ? fromEntity(row) : undefined;
  },

  async findDuplicate(providerId, contact, exceptId) {
    const rows = await em().execute<{ id: string }[]>(
      `select id from supplier_contact where provider_organization_id = ?
         and lower(trim(supplier_name)) = lower(trim(?)) and lower(trim(email)) = lower(trim(?)) and id::text <> ?
       limit 1`,
      [providerId, contact.supplierName, contact.email, exceptId ?? ""],
    );
    return rows[0] ? this.findById(providerId, rows[0].id) : undefined;
  },

  async insert(contact) {
    const manager = em();
    const now = new Date();
    const row = manager.create(SupplierContact, { ...contact, createdAt: now, updatedAt: now });
    await manager.flush();
    await counts.invalidate("supplier_contact");
    return fromEntity(row);
  },

  async update(providerId, id, fields) {
    if (!isUuid(id)) return undefined;
    const changed = await em().nativeUpdate(
      SupplierContact,
      { id, providerOrganizationId: providerId },
      { ...fields, updatedAt: new Date() },
    );
    await counts.invalidate("supplier_contact");
    return changed === 1 ? this.findById(providerId, id) : undefined;
  },

  async delete(providerId, id) {
    if (!isUuid(id)) return false;
    const deleted =
      (await em().nativeDelete(SupplierContact, { id, providerOrganizationId: providerId })) === 1;
    await counts.invalidate("supplier_contact");
    return deleted;
  },

  async activeSuppliers() {
    return em().execute<{ id: string; name: string }[]>(
      `select id, name from organization where type = 'SUPPLIER' and status = 'ACTIVE' order by lower(name), id`,
    );
  },
});
