import type { SupplierMasterStores } from "#core/organisations/supplier-master/stores.ts";
import { routeOf, type ContextDeps, type HandlerInput } from "../../contract.ts";

/** What the supplier master and account download handlers use: their stores, ids and the clock. */
export type SupplierMasterContextDeps = ContextDeps<"clock" | "ids", SupplierMasterStores>;

export const masterRoute = routeOf<SupplierMasterContextDeps>();

export type MasterInput<P, Q, B> = HandlerInput<P, Q, B, SupplierMasterContextDeps>;
