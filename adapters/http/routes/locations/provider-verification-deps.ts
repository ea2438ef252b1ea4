import type { ProviderVerificationStores } from "#core/locations/verification/provider-verification-ports.ts";
import { routeOf, type ContextDeps } from "../../contract.ts";

/** What the provider's location verification handlers use: their stores and the clock. */
export type ProviderVerificationContextDeps = ContextDeps<"clock", ProviderVerificationStores>;

export const verificationRoute = routeOf<ProviderVerificationContextDeps>();
