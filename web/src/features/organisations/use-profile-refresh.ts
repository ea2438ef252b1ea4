import { useQueryClient } from "@tanstack/react-query";
import { getGetMyOrganizationQueryKey } from "../../api/generated/profile/profile.ts";
import type { OrganisationProfile } from "../../api/generated/model/organisationProfile.ts";

/** After a profile or logo change: the page shows the answer, and the shell reloads GET /me/organization. */
export const useProfileRefresh = (queryKey: readonly unknown[]) => {
  const queryClient = useQueryClient();
  return (profile: OrganisationProfile): void => {
    queryClient.setQueryData(queryKey, profile);
    void queryClient.invalidateQueries({ queryKey: getGetMyOrganizationQueryKey() });
  };
};
