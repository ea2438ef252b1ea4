import { useQueryClient } from "@tanstack/react-query";
import {
  createSupplier,
  createSuppliersFromFile,
  deleteSupplier,
  getListSuppliersQueryKey,
  updateSupplier,
  uploadSupplierLogo,
} from "../../api/generated/suppliers/suppliers.ts";
import type { SupplierInput } from "../../api/generated/model/supplierInput.ts";

/** Supplier writes through the generated calls; each success reloads the grid. */
export const useSupplierWrites = () => {
  const queryClient = useQueryClient();
  const refresh = (): void => {
    void queryClient.invalidateQueries({ queryKey: getListSuppliersQueryKey() });
  };
  const after = async <T>(call: Promise<T>): Promise<T> => {
    const result = await call;
    refresh();
    return result;
  };
  return {
    save: (id: string | null, body: SupplierInput) =>
      after(id === null ? createSupplier(body) : updateSupplier(id, body)),
    remove: (id: string) => after(deleteSupplier(id)),
    bulkCreate: (file: File) => after(createSuppliersFromFile({ file })),
    /** Not tied to a supplier: the form sends the answered id when it is saved, so Cancel changes nothing. */
    uploadLogo: (file: File) => uploadSupplierLogo({ file }),
  };
};
