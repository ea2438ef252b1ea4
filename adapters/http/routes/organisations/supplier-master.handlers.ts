import { changeSupplierMasterStatus } from "#core/organisations/supplier-master/change-supplier-master-status.ts";
import { knownSupplierLogo } from "#core/organisations/supplier-master/known-supplier-logo.ts";
import { linkSupplierAccount } from "#core/organisations/supplier-master/link-supplier-account.ts";
import {
  listKnownSuppliers,
  type KnownSupplier,
} from "#core/organisations/supplier-master/list-known-suppliers.ts";
import { listAccountOptions } from "#core/organisations/supplier-master/list-account-options.ts";
import { listSupplierMaster } from "#core/organisations/supplier-master/list-supplier-master.ts";
import { saveSupplierMasterEntry } from "#core/organisations/supplier-master/save-supplier-master-entry.ts";
import type { SupplierMasterRow } from "#core/organisations/supplier-master/supplier-master-row.ts";
import type {
  SupplierMasterInput,
  SupplierMasterStatus,
} from "#core/organisations/supplier-master/supplier-master.ts";
import { requireActor } from "../../contract.ts";
import { isoString } from "../../iso-date.ts";
import type { MasterInput } from "./master-deps.ts";
import type { SupplierMasterListQuery } from "./supplier-master.schemas.ts";

/** Dates leave the API as ISO strings; fields are named one by one (a page builds fifty of these). */
const toJson = (row: SupplierMasterRow) => ({
  id: row.id,
  name: row.name,
  normalizedName: row.normalizedName,
  city: row.city,
  state: row.state,
  source: row.source,
  status: row.status,
  linkedOrganizationId: row.linkedOrganizationId,
  linkedOrganizationName: row.linkedOrganizationName,
  linkedAt: row.linkedAt === null ? null : isoString(row.linkedAt),
  createdAt: isoString(row.createdAt),
  updatedAt: isoString(row.updatedAt),
  allowedActions: [...row.allowedActions],
});

const knownJson = (row: KnownSupplier) => ({
  ...toJson(row),
  score: row.score,
  linkedToThis: row.linkedToThis,
});

export const listHandler = async ({
  actor,
  query,
  services,
}: MasterInput<unknown, typeof SupplierMasterListQuery.Type, unknown>) => {
  const page = await listSupplierMaster(
    { supplierMaster: services.stores().supplierMaster },
    requireActor(actor),
    query,
  );
  return { ...page, items: page.items.map(toJson) };
};

export const changeStatusHandler = async ({
  actor,
  query,
  services,
}: MasterInput<unknown, { id: string; status: SupplierMasterStatus }, unknown>) =>
  toJson(
    await changeSupplierMasterStatus(
      { supplierMaster: services.stores().supplierMaster, clock: services.clock },
      requireActor(actor),
      query,
    ),
  );

export const saveHandler = async ({
  actor,
  body,
  services,
}: MasterInput<unknown, unknown, SupplierMasterInput>) =>
  toJson(
    await saveSupplierMasterEntry(
      { supplierMaster: services.stores().supplierMaster, ids: services.ids },
      requireActor(actor),
      body,
    ),
  );

export const knownSuppliersHandler = async ({
  actor,
  params,
  services,
}: MasterInput<{ id: string }, unknown, unknown>) =>
  (
    await listKnownSuppliers(
      { supplierMaster: services.stores().supplierMaster },
      requireActor(actor),
      params.id,
    )
  ).map(knownJson);

export const logoHandler = async ({
  actor,
  params,
  services,
}: MasterInput<{ id: string }, unknown, unknown>) => {
  const logo = await knownSupplierLogo(
    { supplierMaster: services.stores().supplierMaster },
    requireActor(actor),
    params.id,
  );
  return new Response(new Uint8Array(logo.bytes), {
    status: 200,
    headers: {
      "content-type": logo.contentType,
      // An SVG logo must not run script when opened on its own.
      "content-security-policy": "default-src 'none'; style-src 'unsafe-inline'; sandbox",
      "x-content-type-options": "nosniff",
      "cache-control": "private, max-age=300",
    },
  });
};

export const linkHandler = async ({
  actor,
  params,
  services,
}: MasterInput<{ a: string; b: string }, unknown, unknown>) =>
  toJson(
    await linkSupplierAccount(
      { supplierMaster: services.stores().supplierMaster, clock: services.clock },
      requireActor(actor),
      { organizationId: params.a, entryId: params.b },
    ),
  );

export const accountOptionsHandler = async ({
  actor,
  params,
  query,
  services,
}: MasterInput<{ id: string }, { search?: string | undefined }, unknown>) =>
  listAccountOptions({ supplierMaster: services.stores().supplierMaster }, requireActor(actor), {
    entryId: params.id,
    search: query.search,
  });
