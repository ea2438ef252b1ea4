import type { IdentityStores } from "#core/identity/stores.ts";
import type { SsoStores } from "#core/identity/sso/stores.ts";
import type { OrganisationsStores } from "#core/organisations/stores.ts";
import { routeOf, type ContextDeps, type HandlerInput } from "../../contract.ts";

/**
 * What single sign-on's handlers use: the issuer client, sign-in's session services and limiter, its own
 * stores, the accounts and sessions of identity, and the organisations' directory.
 */
export type SsoContextDeps = ContextDeps<
  "config" | "clock" | "ids" | "secrets" | "tokens" | "sessions" | "codeLimiter" | "issuerClient",
  SsoStores & IdentityStores & OrganisationsStores
>;

export const ssoRoute = routeOf<SsoContextDeps>();

export type SsoInput<P, Q, B> = HandlerInput<P, Q, B, SsoContextDeps>;
