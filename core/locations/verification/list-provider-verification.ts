import type { Actor } from "../../access/actor.ts";
import type { Page } from "../../shared/paging.ts";
import { assertCanVerify } from "./authorize.ts";
import { assignableSites, mayCoverSite } from "./covered-rule.ts";
import type {
  ProviderVerificationListRequest,
  ProviderVerificationStores,
  VerificationSite,
} from "./provider-verification-ports.ts";
import type { ProviderVerificationRecord, SupplierVerificationCount } from "./provider-verification.ts";

/** GET /provider/locations-verification: the rows mapped to the caller's organisation, one page. */
export const listProviderVerification = async (
  deps: ProviderVerificationStores,
  actor: Actor,
  request: ProviderVerificationListRequest,
): Promise<Page<ProviderVerificationRecord>> => {
  assertCanVerify(actor, "list");
  return deps.providerVerification.list(actor.organizationId, request);
};

/** GET /provider/locations-verification/suppliers: the suppliers whose rows are in the list, with counts. */
export const listVerificationSuppliers = async (
  deps: ProviderVerificationStores,
  actor: Actor,
): Promise<readonly SupplierVerificationCount[]> => {
  assertCanVerify(actor, "suppliers");
  return deps.providerVerification.supplierCounts(actor.organizationId);
};

export interface VerificationSiteOption extends VerificationSite {
  /** Whether this user may mark rows Covered for the site (the centralised rule). */
  readonly mayCover: boolean;
}

/** GET /provider/locations-verification/sites: the sites a Covered row may go to, and which this user may pick. */
export const listVerificationSites = async (
  deps: ProviderVerificationStores,
  actor: Actor,
): Promise<{ centralised: boolean; sites: readonly VerificationSiteOption[] }> => {
  assertCanVerify(actor, "sites");
  const repo = deps.providerVerification;
  const [centralised, sites] = await Promise.all([
    repo.centralised(actor.organizationId),
    repo.sites(actor.organizationId),
  ]);
  const facts = { centralised, memberSites: actor.siteIds };
  return {
    centralised: centralised !== false,
    sites: assignableSites(sites).map((site) => ({ ...site, mayCover: mayCoverSite(facts, site.id) })),
  };
};
