import { useQueryClient } from "@tanstack/react-query";
import {
  getListProviderSitesQueryKey,
  useCreateProviderSite,
  useDeleteProviderSite,
  useSetProviderSiteMembers,
  useUpdateProviderSite,
} from "../../api/generated/provider-sites/provider-sites.ts";
import type { SiteCreateInput } from "../../api/generated/model/siteCreateInput.ts";
import type { SiteUpdateBody } from "../../api/generated/model/siteUpdateBody.ts";

/** Site writes through the generated mutations; each success reloads the sites grid (counts change too). */
export const useSiteWrites = () => {
  const queryClient = useQueryClient();
  const refresh = (): void => {
    void queryClient.invalidateQueries({ queryKey: getListProviderSitesQueryKey() });
  };
  const create = useCreateProviderSite({ mutation: { onSuccess: refresh } });
  const update = useUpdateProviderSite({ mutation: { onSuccess: refresh } });
  const remove = useDeleteProviderSite({ mutation: { onSuccess: refresh } });
  const members = useSetProviderSiteMembers({ mutation: { onSuccess: refresh } });
  return {
    create: (body: SiteCreateInput) => create.mutateAsync({ data: body }),
    update: (id: string, body: SiteUpdateBody) => update.mutateAsync({ id, data: body }),
    remove: (id: string) => remove.mutateAsync({ id }),
    setMembers: (id: string, memberIds: string[]) => members.mutateAsync({ id, data: { memberIds } }),
  };
};
