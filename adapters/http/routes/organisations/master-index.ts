import type { Route } from "../../contract.ts";
import { accountDownloadRoutes } from "./account-downloads.routes.ts";
import type { SupplierMasterContextDeps } from "./master-deps.ts";
import { supplierMasterListRoutes } from "./supplier-master.routes.ts";

export type { SupplierMasterContextDeps } from "./master-deps.ts";

/** The supplier master list and the operator's account downloads (organisations context). */
export const supplierMasterRoutes: readonly Route<SupplierMasterContextDeps>[] = [
  ...supplierMasterListRoutes,
  ...accountDownloadRoutes,
];
