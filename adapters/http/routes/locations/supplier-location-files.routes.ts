import { SUPPLIER_LOCATIONS_POLICY } from "#core/locations/supplier/policy.ts";
import { FileResponse, guardOf } from "../../contract.ts";
import { route } from "./deps.ts";
import {
  documentHandler,
  getFileHandler,
  listFilesHandler,
  uploadFileHandler,
} from "./supplier-location-files.handlers.ts";
import {
  FileIdParams,
  NoFields,
  SupplierLocationFile,
  SupplierLocationFilePage,
  SupplierLocationFileQuery,
} from "./supplier-locations.schemas.ts";

const TAG = "supplier-locations";
const BASE = "/supplier/location-files";

export const supplierLocationFileRoutes = [
  route(
    {
      method: "post",
      path: BASE,
      operationId: "uploadSupplierLocationFile",
      tag: TAG,
      summary:
        "Upload the supplier's master ship-to file (CSV or XLSX); the pre-processor job is queued for it",
      description:
        "Checked as the operator's pre-processor checks files: type by content, empty files and files over the upload limit refused; header and row problems end the job in ERROR with a report, and a job writes its rows all at once or not at all.",
      access: guardOf(SUPPLIER_LOCATIONS_POLICY.uploadFile),
      upload: { fileField: "file", fields: NoFields },
      response: SupplierLocationFile,
      errors: [413],
      successMessage: "File uploaded",
    },
    uploadFileHandler,
  ),
  route(
    {
      method: "get",
      path: BASE,
      operationId: "listSupplierLocationFiles",
      tag: TAG,
      summary: "The supplier's own ship-to file jobs, newest first, with their counts",
      access: guardOf(SUPPLIER_LOCATIONS_POLICY.listFiles),
      query: SupplierLocationFileQuery,
      response: SupplierLocationFilePage,
    },
    listFilesHandler,
  ),
  route(
    {
      method: "get",
      path: `${BASE}/{id}/document`,
      operationId: "downloadSupplierLocationFileDocument",
      tag: TAG,
      summary: "The ship-to file as the supplier uploaded it",
      access: guardOf(SUPPLIER_LOCATIONS_POLICY.downloadFile),
      params: FileIdParams,
      response: FileResponse,
      binary: {
        contentTypes: ["text/csv", "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"],
      },
      errors: [404],
    },
    documentHandler,
  ),
  route(
    {
      method: "get",
      path: `${BASE}/{id}`,
      operationId: "getSupplierLocationFile",
      tag: TAG,
      summary: "One of the supplier's ship-to file jobs with its counts and error report",
      description: "Another supplier's job answers 404, as a missing one does.",
      access: guardOf(SUPPLIER_LOCATIONS_POLICY.viewFile),
      params: FileIdParams,
      response: SupplierLocationFile,
      errors: [404],
    },
    getFileHandler,
  ),
];
