import { useQueryClient } from "@tanstack/react-query";
import {
  getListAccountLinksQueryKey,
  getListQuickLinksQueryKey,
  useDeleteQuickLink,
  useSaveQuickLink,
} from "../../api/generated/quick-links/quick-links.ts";
import type { QuickLinkInput } from "../../api/generated/model/quickLinkInput.ts";

/**
 * Saving and deleting quick links through the generated mutations; each success invalidates the lists that
 * show links (the operator's grid and the account menu's links), so every screen reloads them.
 */
export const useQuickLinkWrites = () => {
  const queryClient = useQueryClient();
  // Not awaited by the mutation: the toast shows as soon as the server answered, the lists follow.
  const refresh = (): void => {
    void Promise.all([
      queryClient.invalidateQueries({ queryKey: getListQuickLinksQueryKey() }),
      queryClient.invalidateQueries({ queryKey: getListAccountLinksQueryKey() }),
    ]);
  };
  const save = useSaveQuickLink({ mutation: { onSuccess: refresh } });
  const remove = useDeleteQuickLink({ mutation: { onSuccess: refresh } });
  return {
    save: (body: QuickLinkInput) => save.mutateAsync({ data: body }),
    remove: (id: string) => remove.mutateAsync({ id }),
  };
};
