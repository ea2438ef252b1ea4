import { useQueryClient } from "@tanstack/react-query";
import {
  getGetKnownLocationQueryKey,
  getListKnownLocationHistoryQueryKey,
  getListKnownLocationsQueryKey,
  useCreateKnownLocation,
  useMergeKnownLocation,
  useUpdateKnownLocation,
} from "../../../api/generated/location-master/location-master.ts";
import {
  getListKnownProviderOptionsQueryKey,
  getListKnownProviderOrganisationsQueryKey,
  getListKnownProvidersQueryKey,
  useCreateKnownProvider,
  useUpdateKnownProvider,
} from "../../../api/generated/known-providers/known-providers.ts";
import type { MasterLocationInput } from "../../../api/generated/model/masterLocationInput.ts";
import type { MasterLocationUpdate } from "../../../api/generated/model/masterLocationUpdate.ts";
import type { KnownProviderInput } from "../../../api/generated/model/knownProviderInput.ts";

/** Location writes; each success reloads the grid and the location's view and history. */
export const useLocationWrites = () => {
  const queryClient = useQueryClient();
  const refresh = (...ids: string[]): void => {
    void Promise.all([
      queryClient.invalidateQueries({ queryKey: getListKnownLocationsQueryKey() }),
      ...ids.flatMap((id) => [
        queryClient.invalidateQueries({ queryKey: getGetKnownLocationQueryKey(id) }),
        queryClient.invalidateQueries({ queryKey: getListKnownLocationHistoryQueryKey(id) }),
      ]),
    ]);
  };
  const create = useCreateKnownLocation();
  const update = useUpdateKnownLocation();
  const merge = useMergeKnownLocation();
  return {
    create: async (body: MasterLocationInput) => {
      const answer = await create.mutateAsync({ data: body });
      refresh();
      return answer.d;
    },
    update: async (id: string, body: MasterLocationUpdate) => {
      const answer = await update.mutateAsync({ id, data: body });
      refresh(id);
      return answer.d;
    },
    merge: async (id: string, targetId: string, version: number) => {
      const answer = await merge.mutateAsync({ id, data: { targetId, version } });
      refresh(id, targetId);
      return answer.d;
    },
  };
};

/** Known-provider writes; each success reloads its grid and the pickers. */
export const useKnownProviderWrites = () => {
  const queryClient = useQueryClient();
  const refresh = (): void => {
    void Promise.all([
      queryClient.invalidateQueries({ queryKey: getListKnownProvidersQueryKey() }),
      queryClient.invalidateQueries({ queryKey: getListKnownProviderOptionsQueryKey() }),
      queryClient.invalidateQueries({ queryKey: getListKnownProviderOrganisationsQueryKey() }),
      queryClient.invalidateQueries({ queryKey: getListKnownLocationsQueryKey() }),
    ]);
  };
  const create = useCreateKnownProvider({ mutation: { onSuccess: refresh } });
  const update = useUpdateKnownProvider({ mutation: { onSuccess: refresh } });
  return {
    save: (id: string | null, version: number, body: KnownProviderInput) =>
      id === null
        ? create.mutateAsync({ data: body })
        : update.mutateAsync({ id, data: { ...body, version } }),
  };
};
