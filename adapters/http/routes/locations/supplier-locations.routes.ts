import { SUPPLIER_LOCATIONS_POLICY } from "#core/locations/supplier/policy.ts";
import { FileResponse, guardOf } from "../../contract.ts";
import { CSV_TYPE, XLSX_TYPE } from "../organisations/account-file-stream.ts";
import { route } from "./deps.ts";
import {
  downloadLocationsHandler,
  listLocationsHandler,
  listProvidersHandler,
} from "./supplier-locations.handlers.ts";
import {
  DownloadFormatParams,
  SupplierLocationDownloadQuery,
  SupplierLocationPage,
  SupplierLocationQuery,
  SupplierProviderPage,
  SupplierProviderQuery,
} from "./supplier-locations.schemas.ts";

const TAG = "supplier-locations";
const OWN =
  "Only the signed-in supplier's own rows; another supplier's rows, files and mappings are never read.";

export const supplierLocationRoutes = [
  route(
    {
      method: "get",
      path: "/supplier/locations",
      operationId: "listSupplierLocations",
      tag: TAG,
      summary: "The supplier's ship-to rows with their mapping, known location, provider and verification",
      description: `Filters combine: mapping, verification, status (one per row), providerId and search. ${OWN}`,
      access: guardOf(SUPPLIER_LOCATIONS_POLICY.listLocations),
      query: SupplierLocationQuery,
      response: SupplierLocationPage,
    },
    listLocationsHandler,
  ),
  route(
    {
      method: "get",
      path: "/supplier/location-downloads/{format}",
      operationId: "downloadSupplierLocations",
      tag: TAG,
      summary: "The supplier's ship-to rows (the list's filters, e.g. ?status=covered) as CSV or XLSX",
      description: `File "Ship-To Locations [status] MM-DD-YYYY.csv|xlsx", rows in ship-to id order. Streamed: rows are read in batches while the file is sent, so memory stays flat whatever the number of rows. ${OWN}`,
      access: guardOf(SUPPLIER_LOCATIONS_POLICY.downloadLocations),
      params: DownloadFormatParams,
      query: SupplierLocationDownloadQuery,
      response: FileResponse,
      binary: { contentTypes: [CSV_TYPE, XLSX_TYPE] },
    },
    downloadLocationsHandler,
  ),
  route(
    {
      method: "get",
      path: "/supplier/providers",
      operationId: "listSupplierProviders",
      tag: TAG,
      summary: "One row per provider the supplier's rows map to, with verification counts and progress",
      description: `Rows mapped, Covered, Not Covered, Invalid, Emailed, unverified and the whole percent verified (rounded down). ${OWN}`,
      access: guardOf(SUPPLIER_LOCATIONS_POLICY.listProviders),
      query: SupplierProviderQuery,
      response: SupplierProviderPage,
    },
    listProvidersHandler,
  ),
];
