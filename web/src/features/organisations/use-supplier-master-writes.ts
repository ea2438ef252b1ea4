import { useQueryClient } from "@tanstack/react-query";
import {
  getListSupplierMasterQueryKey,
  useLinkSupplierToMaster,
  useSaveSupplierMasterEntry,
  updateSupplierMasterStatus,
} from "../../api/generated/supplier-master/supplier-master.ts";
import type { SupplierMasterInput } from "../../api/generated/model/supplierMasterInput.ts";
import type { UpdateSupplierMasterStatusStatus } from "../../api/generated/model/updateSupplierMasterStatusStatus.ts";

/**
 * Saving, linking and status changes of master entries; each success reloads the list. The status change is
 * a GET in the API (update-suppliers-list), so it is called directly rather than as a cached query.
 */
export const useSupplierMasterWrites = () => {
  const queryClient = useQueryClient();
  const refresh = (): void => {
    void queryClient.invalidateQueries({ queryKey: getListSupplierMasterQueryKey() });
  };
  const save = useSaveSupplierMasterEntry({ mutation: { onSuccess: refresh } });
  const link = useLinkSupplierToMaster({ mutation: { onSuccess: refresh } });
  return {
    save: (body: SupplierMasterInput) => save.mutateAsync({ data: body }),
    link: (organizationId: string, entryId: string) => link.mutateAsync({ a: organizationId, b: entryId }),
    setStatus: async (id: string, status: UpdateSupplierMasterStatusStatus) => {
      const answer = await updateSupplierMasterStatus({ id, status });
      refresh();
      return answer;
    },
  };
};
