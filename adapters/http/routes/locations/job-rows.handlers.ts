import {
  decideJobRow,
  listJobRows,
  searchKnownLocations,
  type JobRowView,
} from "#core/locations/preprocessor/job-rows.ts";
import { requireActor } from "../../contract.ts";
import type { LocationsInput } from "./deps.ts";
import type { ConfirmRowBody, KnownLocationQuery, RowListQuery } from "./location-preprocessor.schemas.ts";

const rowJson = (row: JobRowView) => ({
  ...row,
  reasons: [...row.reasons],
  allowedActions: [...row.allowedActions],
});

export const listRowsHandler = async ({
  actor,
  params,
  query,
  services,
}: LocationsInput<{ id: string }, typeof RowListQuery.Type, unknown>) => {
  const page = await listJobRows(
    { jobs: services.stores().preprocessorJobs },
    requireActor(actor),
    params.id,
    query,
  );
  return { ...page, items: page.items.map(rowJson) };
};

export const confirmRowHandler = async ({
  actor,
  params,
  body,
  services,
}: LocationsInput<{ id: string; rowId: string }, unknown, typeof ConfirmRowBody.Type>) =>
  rowJson(
    await decideJobRow(
      { jobs: services.stores().preprocessorJobs },
      requireActor(actor),
      { jobId: params.id, rowId: params.rowId },
      { action: "confirm", knownLocationId: body.knownLocationId },
    ),
  );

export const rejectRowHandler = async ({
  actor,
  params,
  services,
}: LocationsInput<{ id: string; rowId: string }, unknown, unknown>) =>
  rowJson(
    await decideJobRow(
      { jobs: services.stores().preprocessorJobs },
      requireActor(actor),
      { jobId: params.id, rowId: params.rowId },
      { action: "reject" },
    ),
  );

export const reopenRowHandler = async ({
  actor,
  params,
  services,
}: LocationsInput<{ id: string; rowId: string }, unknown, unknown>) =>
  rowJson(
    await decideJobRow(
      { jobs: services.stores().preprocessorJobs },
      requireActor(actor),
      { jobId: params.id, rowId: params.rowId },
      { action: "reopen" },
    ),
  );

export const knownLocationsHandler = async ({
  actor,
  query,
  services,
}: LocationsInput<unknown, typeof KnownLocationQuery.Type, unknown>) =>
  searchKnownLocations({ jobs: services.stores().preprocessorJobs }, requireActor(actor), query);
