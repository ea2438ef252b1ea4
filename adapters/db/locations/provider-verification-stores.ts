import type { ProviderVerificationStores } from "#core/locations/verification/provider-verification-ports.ts";
import type { LazyEntityManager } from "../store-deps.ts";
import { createProviderVerificationRepository } from "./provider-verification-repository.ts";

/** The provider's location verification on PostgreSQL, built on first use in the request. */
export const createProviderVerificationStores = (em: LazyEntityManager): ProviderVerificationStores => ({
  get providerVerification() {
    return createProviderVerificationRepository(em);
  },
});
