import type { Actor } from "../../access/actor.ts";
import type { Page, PageRequest } from "../../shared/paging.ts";
import { supplierScopeFor } from "./authorize.ts";
import type {
  SupplierLocationFilter,
  SupplierLocationListRequest,
  SupplierLocationRecord,
  SupplierLocationRepository,
  SupplierProviderRecord,
  SupplierProviderSortField,
} from "./ports.ts";
import {
  supplierRowStatus,
  verificationStatusOf,
  type SupplierRowStatus,
  type VerificationStatus,
} from "./supplier-location-status.ts";
import { verificationProgress, type VerificationProgress } from "./verification-progress.ts";

export interface SupplierLocationView extends SupplierLocationRecord {
  readonly verification: VerificationStatus;
  readonly status: SupplierRowStatus;
}

export const supplierLocationView = (row: SupplierLocationRecord): SupplierLocationView => ({
  ...row,
  verification: verificationStatusOf(row.verificationStatus),
  status: supplierRowStatus(row.decision, row.verificationStatus),
});

/** The supplier's own ship-to rows, paged; the scope is the actor's organisation whatever the request says. */
export const listSupplierLocations = async (
  deps: { supplierLocations: SupplierLocationRepository },
  actor: Actor,
  request: SupplierLocationListRequest,
): Promise<Page<SupplierLocationView>> => {
  const supplierId = supplierScopeFor(actor, "listLocations");
  const page = await deps.supplierLocations.list(supplierId, request);
  return { ...page, items: page.items.map(supplierLocationView) };
};

/** The rows of a download, read while the file is written; checked before anything is read. */
export const streamSupplierLocations = (
  deps: { supplierLocations: SupplierLocationRepository },
  actor: Actor,
  filter: SupplierLocationFilter,
): AsyncIterable<SupplierLocationView> => {
  const supplierId = supplierScopeFor(actor, "downloadLocations");
  const rows = deps.supplierLocations.stream(supplierId, filter);
  return (async function* () {
    for await (const row of rows) yield supplierLocationView(row);
  })();
};

export interface SupplierProviderView extends SupplierProviderRecord {
  readonly progress: VerificationProgress;
}

/** One row per provider the supplier's rows map to, with its verification progress. */
export const listSupplierProviders = async (
  deps: { supplierLocations: SupplierLocationRepository },
  actor: Actor,
  request: PageRequest<SupplierProviderSortField, never>,
): Promise<Page<SupplierProviderView>> => {
  const supplierId = supplierScopeFor(actor, "listProviders");
  const page = await deps.supplierLocations.providers(supplierId, request);
  return { ...page, items: page.items.map((p) => ({ ...p, progress: verificationProgress(p) })) };
};
