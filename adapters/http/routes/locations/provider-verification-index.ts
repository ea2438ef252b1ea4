import type { Route } from "../../contract.ts";
import type { ProviderVerificationContextDeps } from "./provider-verification-deps.ts";
import { providerVerificationRoutes } from "./provider-verification-routes.ts";

export type { ProviderVerificationContextDeps } from "./provider-verification-deps.ts";

/** The provider's location verification (issue 13 point 4). */
export const providerLocationVerificationRoutes: readonly Route<ProviderVerificationContextDeps>[] = [
  ...providerVerificationRoutes,
];
