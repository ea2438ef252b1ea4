import { Schema } from "effect";
import {
  KnownLocationInput,
  KnownLocationUpdate,
  MergeRequest,
} from "#core/locations/master/known-location.ts";
import { LOCATION_MASTER_POLICY } from "#core/locations/master/policy.ts";
import { FileResponse, guardOf } from "../../contract.ts";
import { CSV_TYPE, XLSX_TYPE } from "../organisations/account-file-stream.ts";
import { masterRoute as route } from "./master-deps.ts";
import {
  createHandler,
  downloadHandler,
  getHandler,
  historyHandler,
  listHandler,
  mergeHandler,
  updateHandler,
} from "./master-locations.handlers.ts";
import {
  FormatParams,
  IdParams,
  KnownLocation,
  KnownLocationChangeEntry,
  KnownLocationDownloadQuery,
  KnownLocationListQuery,
  KnownLocationPage,
} from "./master-locations.schemas.ts";

const TAG = "location-master";
const BASE = "/notisphere/locations";

/** The operator's location master: grid, form, history, merge and the grid's downloads. */
export const masterLocationRoutes = [
  route(
    {
      method: "get",
      path: BASE,
      operationId: "listKnownLocations",
      tag: TAG,
      summary: "Known locations, paged, sorted, searched and filtered, with their known provider and site",
      access: guardOf(LOCATION_MASTER_POLICY.list),
      query: KnownLocationListQuery,
      response: KnownLocationPage,
    },
    listHandler,
  ),
  route(
    {
      method: "post",
      path: BASE,
      operationId: "createKnownLocation",
      tag: TAG,
      summary: "Create a known location (the next Notisphere id NS-000123 is given to it)",
      description:
        "The state is a US state code and the ZIP lies in that state; a HIN has 9 letters or digits, a GLN 13 digits " +
        "with its check digit. A site can be linked only when the known provider is on the platform.",
      access: guardOf(LOCATION_MASTER_POLICY.create),
      body: KnownLocationInput,
      response: KnownLocation,
      successMessage: "Location created",
    },
    createHandler,
  ),
  route(
    {
      method: "get",
      path: `${BASE}/{id}`,
      operationId: "getKnownLocation",
      tag: TAG,
      summary: "One known location",
      access: guardOf(LOCATION_MASTER_POLICY.view),
      params: IdParams,
      response: KnownLocation,
      errors: [404],
    },
    getHandler,
  ),
  route(
    {
      method: "put",
      path: `${BASE}/{id}`,
      operationId: "updateKnownLocation",
      tag: TAG,
      summary: "Change a known location; `version` is the one the form was loaded with",
      description:
        "409 when someone changed the location since (reload to see their change) or when it was merged. " +
        "Closing and reopening are status changes; MERGED is set only by a merge.",
      access: guardOf(LOCATION_MASTER_POLICY.update),
      params: IdParams,
      body: KnownLocationUpdate,
      response: KnownLocation,
      errors: [404, 409],
      successMessage: "Location saved",
    },
    updateHandler,
  ),
  route(
    {
      method: "get",
      path: `${BASE}/{id}/history`,
      operationId: "listKnownLocationHistory",
      tag: TAG,
      summary: "A known location's edit history, newest first: what changed from what to what, by whom",
      access: guardOf(LOCATION_MASTER_POLICY.view),
      params: IdParams,
      response: Schema.Array(KnownLocationChangeEntry),
      errors: [404],
    },
    historyHandler,
  ),
  route(
    {
      method: "put",
      path: `${BASE}/{id}/merge`,
      operationId: "mergeKnownLocation",
      tag: TAG,
      summary:
        "Merge this location into another of the same known provider (one building); answers the target",
      description:
        "Every supplier ship-to row, review candidate, pre-processor row and mapping block that pointed at this " +
        "location then points at the target; verification marks stay. This location becomes MERGED. Refused " +
        "(409) into itself, into a closed or merged location, across known providers, or when stale.",
      access: guardOf(LOCATION_MASTER_POLICY.merge),
      params: IdParams,
      body: MergeRequest,
      response: KnownLocation,
      errors: [404, 409],
      successMessage: "Location merged",
    },
    mergeHandler,
  ),
  route(
    {
      method: "get",
      path: "/notisphere/location-downloads/{format}",
      operationId: "downloadKnownLocations",
      tag: TAG,
      summary: "The locations the grid shows now (its filters, search and sort) as CSV or XLSX",
      description:
        'File "Known Locations MM-DD-YYYY.csv|xlsx". Streamed: rows are read in batches while the file is sent.',
      access: guardOf(LOCATION_MASTER_POLICY.download),
      params: FormatParams,
      query: KnownLocationDownloadQuery,
      response: FileResponse,
      binary: { contentTypes: [CSV_TYPE, XLSX_TYPE] },
    },
    downloadHandler,
  ),
];
