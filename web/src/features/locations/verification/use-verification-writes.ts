import { useQueryClient } from "@tanstack/react-query";
import {
  getListProviderLocationsVerificationQueryKey,
  getListProviderVerificationSuppliersQueryKey,
  useAcceptProviderVerificationProposals,
  useMarkProviderLocations,
} from "../../../api/generated/provider-locations-verification/provider-locations-verification.ts";
import type { MarkLocationsInputStatus } from "../../../api/generated/model/markLocationsInputStatus.ts";

/** Marks and acceptances through the generated mutations; each success reloads the grid and the supplier counts. */
export const useVerificationWrites = () => {
  const queryClient = useQueryClient();
  const refresh = (): void => {
    void queryClient.invalidateQueries({ queryKey: getListProviderLocationsVerificationQueryKey() });
    void queryClient.invalidateQueries({ queryKey: getListProviderVerificationSuppliersQueryKey() });
  };
  const mark = useMarkProviderLocations({ mutation: { onSuccess: refresh } });
  const accept = useAcceptProviderVerificationProposals({ mutation: { onSuccess: refresh } });
  return {
    mark: async (ids: readonly string[], status: MarkLocationsInputStatus, siteId?: string) =>
      (
        await mark.mutateAsync({
          data: { ids: [...ids], status, ...(siteId === undefined ? {} : { siteId }) },
        })
      ).d,
    accept: async (ids: readonly string[]) => (await accept.mutateAsync({ data: { ids: [...ids] } })).d,
    busy: mark.isPending || accept.isPending,
  };
};
