import { Schema } from "effect";
import { ORGANISATIONS_POLICY } from "#core/organisations/policy.ts";
import { MAX_BULK_ROWS } from "#core/organisations/suppliers/bulk-file.ts";
import { SupplierInput } from "#core/organisations/suppliers/supplier.ts";
import { guardOf } from "../../contract.ts";
import { route } from "./deps.ts";
import {
  bulkCreateHandler,
  createHandler,
  deleteHandler,
  getHandler,
  listHandler,
  updateHandler,
  uploadLogoHandler,
} from "./suppliers.handlers.ts";
import {
  BulkCreated,
  BulkUploadFields,
  LogoUploadFields,
  Supplier,
  SupplierIdParams,
  SupplierListQuery,
  SupplierPage,
  UploadedLogo,
} from "./suppliers.schemas.ts";

const BASE = "/notisphere/organizations";
const TAG = "suppliers";

/** Static paths come before `{id}` so Hono matches them first. */
export const supplierRoutes = [
  route(
    {
      method: "get",
      path: `${BASE}/suppliers`,
      operationId: "listSuppliers",
      tag: TAG,
      summary: "Supplier and distributor organisations, paged, sorted, searched and filtered",
      access: guardOf(ORGANISATIONS_POLICY.suppliersList),
      query: SupplierListQuery,
      response: SupplierPage,
    },
    listHandler,
  ),
  route(
    {
      method: "post",
      path: `${BASE}/suppliers`,
      operationId: "createSupplier",
      tag: TAG,
      summary: "Create a supplier with its built-in roles",
      description:
        "The name must be unique among all organisations (case and spacing ignored); the address needs a street, city, a US state code and a ZIP code of that state. SSO defaults to false and status to ACTIVE. `logo` is the id answered by process-supplier-logo-file. The Administrator and Recall Coordinator roles are created with it.",
      access: guardOf(ORGANISATIONS_POLICY.suppliersCreate),
      body: SupplierInput,
      response: Supplier,
      successMessage: "Supplier created",
    },
    createHandler,
  ),
  route(
    {
      method: "post",
      path: `${BASE}/create-suppliers`,
      operationId: "createSuppliersFromFile",
      tag: TAG,
      summary: "Create suppliers from a CSV or XLSX file, all or none",
      description: `Header row: Name, Type (SUPPLIER or DISTRIBUTOR), Address 1, Address 2, City, State, ZIP, SSO (Yes/No, default No), Status (default ACTIVE); at most ${MAX_BULK_ROWS} rows. All-or-nothing: when any row has a problem (a missing or invalid field, a name repeated in the file or already used by an organisation) nothing is created and the answer is 400 with one field error per problem, named rows.<row>.<column> with the row as the spreadsheet numbers it.`,
      access: guardOf(ORGANISATIONS_POLICY.suppliersBulkCreate),
      upload: { fileField: "file", fields: BulkUploadFields },
      response: BulkCreated,
      errors: [413],
      successMessage: "Suppliers created",
    },
    bulkCreateHandler,
  ),
  route(
    {
      method: "post",
      path: `${BASE}/process-supplier-logo-file`,
      operationId: "uploadSupplierLogo",
      tag: TAG,
      summary: "Upload a supplier logo (PNG, JPEG, GIF or WebP, at most 1 MB)",
      description:
        "The image type is read from the file's content, never from its name or declared type; a file that is not one of these images, or is larger than 1 MB, is refused with 400 and nothing is stored. With `Id` the logo is set on that supplier at once; otherwise send the answered `id` as `logo` when creating or editing.",
      access: guardOf(ORGANISATIONS_POLICY.suppliersUploadLogo),
      upload: { fileField: "file", fields: LogoUploadFields },
      response: UploadedLogo,
      errors: [404, 413],
      successMessage: "Logo uploaded",
    },
    uploadLogoHandler,
  ),
  route(
    {
      method: "get",
      path: `${BASE}/suppliers/{id}`,
      operationId: "getSupplier",
      tag: TAG,
      summary: "One supplier",
      access: guardOf(ORGANISATIONS_POLICY.suppliersView),
      params: SupplierIdParams,
      response: Supplier,
      errors: [404],
    },
    getHandler,
  ),
  route(
    {
      method: "put",
      path: `${BASE}/suppliers/{id}`,
      operationId: "updateSupplier",
      tag: TAG,
      summary: "Edit a supplier (also deactivates and reactivates it through `status`)",
      description:
        "The same rules as creation; the name may stay its own. An absent `logo` keeps the stored one.",
      access: guardOf(ORGANISATIONS_POLICY.suppliersUpdate),
      params: SupplierIdParams,
      body: SupplierInput,
      response: Supplier,
      errors: [404],
      successMessage: "Supplier saved",
    },
    updateHandler,
  ),
  route(
    {
      method: "delete",
      path: `${BASE}/suppliers/{id}`,
      operationId: "deleteSupplier",
      tag: TAG,
      summary: "Delete a supplier that has no users and no recalls",
      description:
        "Only a supplier nothing depends on can be deleted (a mistaken creation): one with users or recalls answers 409 with the counts and stays as it was; deactivate it instead (PUT with status DEACTIVATED), which keeps its history.",
      access: guardOf(ORGANISATIONS_POLICY.suppliersDelete),
      params: SupplierIdParams,
      response: Schema.Null,
      errors: [404, 409],
      successMessage: "Supplier deleted",
    },
    deleteHandler,
  ),
];
