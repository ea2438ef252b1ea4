import { useQueryClient } from "@tanstack/react-query";
import {
  getGetLocationReviewRowQueryKey,
  getListLocationReviewQueueQueryKey,
  useConfirmLocationReviewRow,
  useCreateLocationFromReviewRow,
  useRejectLocationReviewRow,
} from "../../../api/generated/location-review/location-review.ts";
import type { CreateLocationFromReview } from "../../../api/generated/model/createLocationFromReview.ts";

/**
 * The queue's decisions through the generated mutations. A success reloads the grid (the row leaves it) and the
 * row's detail; each call resolves with the server's message for the toast.
 */
export const useReviewWrites = () => {
  const queryClient = useQueryClient();
  const refresh = (id: string): void => {
    void Promise.all([
      queryClient.invalidateQueries({ queryKey: getListLocationReviewQueueQueryKey() }),
      queryClient.invalidateQueries({ queryKey: getGetLocationReviewRowQueryKey(id) }),
    ]);
  };
  const confirm = useConfirmLocationReviewRow({ mutation: { onSuccess: (_a, { id }) => refresh(id) } });
  const reject = useRejectLocationReviewRow({ mutation: { onSuccess: (_a, { id }) => refresh(id) } });
  const create = useCreateLocationFromReviewRow({ mutation: { onSuccess: (_a, { id }) => refresh(id) } });
  return {
    /** Without a known location the server confirms the row's candidate. */
    confirm: async (id: string, knownLocationId?: string): Promise<string> =>
      (await confirm.mutateAsync({ id, data: knownLocationId === undefined ? {} : { knownLocationId } })).m,
    reject: async (id: string): Promise<string> => (await reject.mutateAsync({ id })).m,
    create: async (id: string, data: CreateLocationFromReview): Promise<string> =>
      (await create.mutateAsync({ id, data })).m,
  };
};
