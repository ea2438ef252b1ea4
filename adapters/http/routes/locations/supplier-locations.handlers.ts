import {
  listSupplierLocations,
  listSupplierProviders,
  streamSupplierLocations,
  type SupplierLocationView,
} from "#core/locations/supplier/list-supplier-locations.ts";
import { supplierLocationSheet } from "#core/locations/supplier/supplier-location-sheet.ts";
import { downloadFileName } from "#core/organisations/reports/sheets.ts";
import { requireActor } from "../../contract.ts";
import {
  CSV_TYPE,
  csvStream,
  fileAnswer,
  XLSX_TYPE,
  xlsxStream,
} from "../organisations/account-file-stream.ts";
import type { LocationsInput } from "./deps.ts";
import type {
  SupplierLocationDownloadQuery,
  SupplierLocationQuery,
  SupplierProviderQuery,
} from "./supplier-locations.schemas.ts";

const iso = (date: Date | null): string | null => (date === null ? null : date.toISOString());

const locationJson = ({ decision, verificationStatus: _stored, ...row }: SupplierLocationView) => ({
  ...row,
  mapping: decision,
  verifiedAt: iso(row.verifiedAt),
  updatedAt: row.updatedAt.toISOString(),
});

export const listLocationsHandler = async ({
  actor,
  query,
  services,
}: LocationsInput<unknown, typeof SupplierLocationQuery.Type, unknown>) => {
  const page = await listSupplierLocations(
    { supplierLocations: services.stores().supplierLocations },
    requireActor(actor),
    query,
  );
  return { ...page, items: page.items.map(locationJson) };
};

/** Checked before the answer starts; the rows are then read in batches as the client takes the file. */
export const downloadLocationsHandler = async ({
  actor,
  params,
  query,
  services,
}: LocationsInput<{ format: "csv" | "xlsx" }, typeof SupplierLocationDownloadQuery.Type, unknown>) => {
  const rows = streamSupplierLocations(
    { supplierLocations: services.stores().supplierLocations },
    requireActor(actor),
    query,
  );
  const sheet = supplierLocationSheet(query.status);
  const fileName = downloadFileName(sheet.title, services.clock.now(), params.format);
  return params.format === "csv"
    ? fileAnswer(csvStream(sheet, rows), CSV_TYPE, fileName)
    : fileAnswer(xlsxStream(sheet, rows), XLSX_TYPE, fileName);
};

export const listProvidersHandler = async ({
  actor,
  query,
  services,
}: LocationsInput<unknown, typeof SupplierProviderQuery.Type, unknown>) => {
  const page = await listSupplierProviders(
    { supplierLocations: services.stores().supplierLocations },
    requireActor(actor),
    query,
  );
  return {
    ...page,
    items: page.items.map(({ progress, ...provider }) => ({
      id: provider.id,
      name: provider.name,
      idn: provider.idn,
      onPlatform: provider.onPlatform,
      mapped: provider.mapped,
      covered: provider.covered,
      notCovered: provider.notCovered,
      invalid: provider.invalid,
      emailed: provider.emailed,
      unverified: progress.unverified,
      verified: progress.verified,
      percent: progress.percent,
    })),
  };
};
