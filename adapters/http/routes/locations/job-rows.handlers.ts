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

type RowIds = { id: string; rowId: string };
type RowDecision = Parameters<typeof decideJobRow>[3];

/** One decision on one row (confirm, reject, reopen), answered as the row with its new allowed actions. */
const decideRow = async (
  { actor, params, services }: LocationsInput<RowIds, unknown, unknown>,
  decision: RowDecision,
) =>
  rowJson(
    await decideJobRow(
      { jobs: services.stores().preprocessorJobs },
      requireActor(actor),
      { jobId: params.id, rowId: params.rowId },
      decision,
    ),
  );

export const confirmRowHandler = (input: LocationsInput<RowIds, unknown, typeof ConfirmRowBody.Type>) =>
  decideRow(input, { action: "confirm", knownLocationId: input.body.knownLocationId });

export const rejectRowHandler = (input: LocationsInput<RowIds, unknown, unknown>) =>
  decideRow(input, { action: "reject" });

export const reopenRowHandler = (input: LocationsInput<RowIds, unknown, unknown>) =>
  decideRow(input, { action: "reopen" });

export const knownLocationsHandler = async ({
  actor,
  query,
  services,
}: LocationsInput<unknown, typeof KnownLocationQuery.Type, unknown>) =>
  searchKnownLocations({ jobs: services.stores().preprocessorJobs }, requireActor(actor), query);
