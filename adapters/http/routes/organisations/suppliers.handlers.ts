import { bulkCreateSuppliers } from "#core/organisations/suppliers/bulk-create-suppliers.ts";
import {
  createSupplier,
  deleteSupplier,
  getSupplier,
  listSuppliers,
  updateSupplier,
  type SupplierRow,
} from "#core/organisations/suppliers/manage-suppliers.ts";
import { SUPPLIER_MESSAGES } from "#core/organisations/suppliers/messages.ts";
import type { SupplierInput } from "#core/organisations/suppliers/supplier.ts";
import { uploadSupplierLogo } from "#core/organisations/suppliers/upload-logo.ts";
import { fieldFailure } from "#core/shared/errors.ts";
import { requireActor } from "../../contract.ts";
import { isoString } from "../../iso-date.ts";
import type { OrganisationsInput } from "./deps.ts";
import type { LogoUploadFields, SupplierListQuery } from "./suppliers.schemas.ts";

/** Dates leave as ISO strings; the street lines are add1/add2 and the SSO flag sso, as the spec's grid names them. */
const toJson = (row: SupplierRow) => ({
  id: row.id,
  name: row.name,
  supplierType: row.supplierType,
  add1: row.address1,
  add2: row.address2,
  city: row.city,
  state: row.state,
  zip: row.zip,
  sso: row.isSso,
  status: row.status,
  logo: row.logo,
  createdAt: isoString(row.createdAt),
  updatedAt: isoString(row.updatedAt),
  allowedActions: row.allowedActions,
});

export const listHandler = async ({
  actor,
  query,
  services,
}: OrganisationsInput<unknown, typeof SupplierListQuery.Type, unknown>) => {
  const page = await listSuppliers({ suppliers: services.stores().suppliers }, requireActor(actor), query);
  return { ...page, items: page.items.map(toJson) };
};

export const getHandler = async ({
  actor,
  params,
  services,
}: OrganisationsInput<{ id: string }, unknown, unknown>) =>
  toJson(await getSupplier({ suppliers: services.stores().suppliers }, requireActor(actor), params.id));

export const createHandler = async ({
  actor,
  body,
  services,
}: OrganisationsInput<unknown, unknown, SupplierInput>) =>
  toJson(
    await createSupplier(
      { unitOfWork: services.stores().unitOfWork, ids: services.ids },
      requireActor(actor),
      body,
    ),
  );

export const updateHandler = async ({
  actor,
  params,
  body,
  services,
}: OrganisationsInput<{ id: string }, unknown, SupplierInput>) =>
  toJson(
    await updateSupplier({ unitOfWork: services.stores().unitOfWork }, requireActor(actor), params.id, body),
  );

export const deleteHandler = async ({
  actor,
  params,
  services,
}: OrganisationsInput<{ id: string }, unknown, unknown>) => {
  await deleteSupplier({ unitOfWork: services.stores().unitOfWork }, requireActor(actor), params.id);
  return null;
};

export const uploadLogoHandler = async ({
  actor,
  body,
  file,
  services,
}: OrganisationsInput<unknown, unknown, typeof LogoUploadFields.Type>) =>
  uploadSupplierLogo(
    { files: services.files, ids: services.ids, suppliers: services.stores().suppliers },
    requireActor(actor),
    {
      bytes: file ? new Uint8Array(await file.arrayBuffer()) : undefined,
      supplierId: body.Id?.trim() || undefined,
    },
  );

/** A workbook is a zip archive (PK\x03\x04); anything else is read as CSV text, which refuses binary content. */
const formatOf = (bytes: Uint8Array): "csv" | "xlsx" =>
  bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04 ? "xlsx" : "csv";

const looksBinary = (bytes: Uint8Array): boolean => bytes.subarray(0, 4096).includes(0);

export const bulkCreateHandler = async ({
  actor,
  file,
  services,
}: OrganisationsInput<unknown, unknown, unknown>) => {
  const caller = requireActor(actor);
  const bytes = file ? new Uint8Array(await file.arrayBuffer()) : undefined;
  if (!bytes || bytes.length === 0) throw fieldFailure("file", SUPPLIER_MESSAGES.say("bulkChooseFile"));
  const format = formatOf(bytes);
  if (format === "csv" && looksBinary(bytes))
    throw fieldFailure("file", SUPPLIER_MESSAGES.say("bulkNotTable", { reason: "it holds binary data" }));
  let records;
  try {
    records = await services.readSpreadsheet(bytes, format);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw fieldFailure("file", SUPPLIER_MESSAGES.say("bulkNotTable", { reason }));
  }
  return bulkCreateSuppliers(
    { unitOfWork: services.stores().unitOfWork, ids: services.ids },
    caller,
    records,
  );
};
