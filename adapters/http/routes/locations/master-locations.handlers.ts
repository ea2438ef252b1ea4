import type {
  KnownLocationChange,
  KnownLocationRecord,
  KnownLocationInput,
  KnownLocationUpdate,
  MergeRequest,
} from "#core/locations/master/known-location.ts";
import {
  getKnownLocation,
  knownLocationHistory,
  knownLocationRows,
  listKnownLocations,
} from "#core/locations/master/list-known-locations.ts";
import { KNOWN_LOCATIONS_SHEET } from "#core/locations/master/location-sheet.ts";
import { mergeKnownLocation } from "#core/locations/master/merge-known-locations.ts";
import { createKnownLocation, updateKnownLocation } from "#core/locations/master/save-known-location.ts";
import { downloadFileName } from "#core/organisations/reports/sheets.ts";
import { requireActor } from "../../contract.ts";
import { isoString } from "../../iso-date.ts";
import {
  CSV_TYPE,
  csvStream,
  fileAnswer,
  XLSX_TYPE,
  xlsxStream,
} from "../organisations/account-file-stream.ts";
import type { MasterInput } from "./master-deps.ts";
import type { KnownLocationDownloadQuery, KnownLocationListQuery } from "./master-locations.schemas.ts";

export const locationJson = (r: KnownLocationRecord) => ({
  id: r.id,
  notisphereId: r.notisphereId,
  knownProviderId: r.knownProviderId,
  knownProviderName: r.knownProviderName,
  idn: r.idn,
  providerOrganizationId: r.providerOrganizationId,
  providerSiteId: r.providerSiteId,
  siteName: r.siteName,
  name: r.name,
  address1: r.address1,
  address2: r.address2,
  city: r.city,
  state: r.state,
  zip: r.zip,
  phone: r.phone,
  hin: r.hin,
  gln: r.gln,
  type: r.type,
  status: r.status,
  mergedIntoId: r.mergedIntoId,
  mergedIntoNotisphereId: r.mergedIntoNotisphereId,
  version: r.version,
  createdAt: isoString(r.createdAt),
  updatedAt: isoString(r.updatedAt),
});

const changeJson = (c: KnownLocationChange) => ({
  id: c.id,
  at: isoString(c.at),
  byName: c.byName,
  changeType: c.changeType,
  changes: { ...c.changes },
});

const deps = (services: MasterInput<unknown, unknown, unknown>["services"]) => ({
  knownLocations: services.stores().knownLocations,
  ids: services.ids,
  clock: services.clock,
});

export const listHandler = async ({
  actor,
  query,
  services,
}: MasterInput<unknown, typeof KnownLocationListQuery.Type, unknown>) => {
  const page = await listKnownLocations(deps(services), requireActor(actor), query);
  return { ...page, items: page.items.map(locationJson) };
};

export const getHandler = async ({
  actor,
  params,
  services,
}: MasterInput<{ id: string }, unknown, unknown>) =>
  locationJson(await getKnownLocation(deps(services), requireActor(actor), params.id));

export const historyHandler = async ({
  actor,
  params,
  services,
}: MasterInput<{ id: string }, unknown, unknown>) =>
  (await knownLocationHistory(deps(services), requireActor(actor), params.id)).map(changeJson);

export const createHandler = async ({
  actor,
  body,
  services,
}: MasterInput<unknown, unknown, KnownLocationInput>) =>
  locationJson(await createKnownLocation(deps(services), requireActor(actor), body));

export const updateHandler = async ({
  actor,
  params,
  body,
  services,
}: MasterInput<{ id: string }, unknown, KnownLocationUpdate>) =>
  locationJson(await updateKnownLocation(deps(services), requireActor(actor), params.id, body));

export const mergeHandler = async ({
  actor,
  params,
  body,
  services,
}: MasterInput<{ id: string }, unknown, MergeRequest>) =>
  locationJson(await mergeKnownLocation(deps(services), requireActor(actor), params.id, body));

/** The grid's view as a file, streamed batch by batch while the client takes it (policy checked first). */
export const downloadHandler = async ({
  actor,
  params,
  query,
  services,
}: MasterInput<
  { format: "csv" | "xlsx" },
  typeof KnownLocationDownloadQuery.Type,
  unknown
>): Promise<Response> => {
  const { pageNumber: _page, pageSize: _size, ...view } = query;
  const rows = knownLocationRows(deps(services), requireActor(actor), view);
  const fileName = downloadFileName(KNOWN_LOCATIONS_SHEET.title, services.clock.now(), params.format);
  return params.format === "csv"
    ? fileAnswer(csvStream(KNOWN_LOCATIONS_SHEET, rows), CSV_TYPE, fileName)
    : fileAnswer(xlsxStream(KNOWN_LOCATIONS_SHEET, rows), XLSX_TYPE, fileName);
};
