import {
  asQueueItem,
  knownProviderOptions,
  listReviewQueue,
  reviewRowDetail,
} from "#core/locations/review/list-review-queue.ts";
import {
  confirmReviewRow,
  createLocationFromRow,
  rejectReviewRow,
} from "#core/locations/review/decide-review-row.ts";
import type { ReviewQueueItem } from "#core/locations/review/review-queue.ts";
import { requireActor } from "../../contract.ts";
import type { ReviewInput } from "./review-deps.ts";
import type { ConfirmReviewBody, CreateLocationBody, ReviewListQuery } from "./review-schemas.ts";

const rowJson = <T extends ReviewQueueItem>(row: T) => ({
  ...row,
  updatedAt: row.updatedAt.toISOString(),
  allowedActions: [...row.allowedActions],
});

const depsOf = (services: ReviewInput<unknown, unknown, unknown>["services"]) => ({
  review: services.stores().locationReview,
  clock: services.clock,
});

type Id = { id: string };

export const listQueueHandler = async ({
  actor,
  query,
  services,
}: ReviewInput<unknown, typeof ReviewListQuery.Type, unknown>) => {
  const page = await listReviewQueue(depsOf(services), requireActor(actor), query);
  return { ...page, items: page.items.map(rowJson) };
};

export const detailHandler = async ({ actor, params, services }: ReviewInput<Id, unknown, unknown>) => {
  const detail = await reviewRowDetail(depsOf(services), requireActor(actor), params.id);
  return { ...rowJson(detail), candidates: [...detail.candidates] };
};

export const confirmHandler = async ({
  actor,
  params,
  body,
  services,
}: ReviewInput<Id, unknown, typeof ConfirmReviewBody.Type>) => {
  const who = requireActor(actor);
  return rowJson(
    asQueueItem(who, await confirmReviewRow(depsOf(services), who, params.id, body.knownLocationId)),
  );
};

export const rejectHandler = async ({ actor, params, services }: ReviewInput<Id, unknown, unknown>) => {
  const who = requireActor(actor);
  return rowJson(asQueueItem(who, await rejectReviewRow(depsOf(services), who, params.id)));
};

export const createLocationHandler = async ({
  actor,
  params,
  body,
  services,
}: ReviewInput<Id, unknown, typeof CreateLocationBody.Type>) => {
  const who = requireActor(actor);
  const created = await createLocationFromRow(depsOf(services), who, params.id, body);
  return { row: rowJson(asQueueItem(who, created.row)), location: created.location };
};

export const knownProvidersHandler = async ({ actor, services }: ReviewInput<unknown, unknown, unknown>) => [
  ...(await knownProviderOptions(depsOf(services), requireActor(actor))),
];
