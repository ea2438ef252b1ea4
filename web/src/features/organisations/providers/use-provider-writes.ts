import { useQueryClient } from "@tanstack/react-query";
import {
  getListProviderOptionsQueryKey,
  getListProvidersQueryKey,
  useCreateProvider,
  useDeactivateProvider,
  useUpdateProvider,
} from "../../../api/generated/providers/providers.ts";
import type { ProviderInput } from "../../../api/generated/model/providerInput.ts";

/** Creating, editing and deactivating health systems; each success reloads the grid and the pickers. */
export const useProviderWrites = () => {
  const queryClient = useQueryClient();
  const refresh = (): void => {
    void Promise.all([
      queryClient.invalidateQueries({ queryKey: getListProvidersQueryKey() }),
      queryClient.invalidateQueries({ queryKey: getListProviderOptionsQueryKey() }),
    ]);
  };
  const create = useCreateProvider({ mutation: { onSuccess: refresh } });
  const update = useUpdateProvider({ mutation: { onSuccess: refresh } });
  const deactivate = useDeactivateProvider({ mutation: { onSuccess: refresh } });
  return {
    save: (id: string | null, body: ProviderInput) =>
      id === null ? create.mutateAsync({ data: body }) : update.mutateAsync({ id, data: body }),
    deactivate: (id: string) => deactivate.mutateAsync({ id }),
  };
};
