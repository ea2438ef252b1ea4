import type { IdentityStores } from "#core/identity/stores.ts";
import type { OrganisationsStores } from "#core/organisations/stores.ts";
import type { RegistrationStores } from "#core/identity/registration/ports.ts";
import { routeOf, type ContextDeps, type HandlerInput } from "../../contract.ts";

/**
 * What the identity context's handlers use: sign-in's security services and limiters, its own stores, and the
 * organisations context's membership directory (a session acts for one membership).
 */
export type IdentityContextDeps = ContextDeps<
  | "config"
  | "clock"
  | "ids"
  | "secrets"
  | "hasher"
  | "tokens"
  | "sessions"
  | "dummyHash"
  | "loginLimiter"
  | "codeLimiter",
  IdentityStores & OrganisationsStores & RegistrationStores
>;

export const route = routeOf<IdentityContextDeps>();

export type IdentityInput<P, Q, B> = HandlerInput<P, Q, B, IdentityContextDeps>;
