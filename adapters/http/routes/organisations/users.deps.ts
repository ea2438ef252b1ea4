import type { IdentityStores } from "#core/identity/stores.ts";
import type { OrganisationsStores } from "#core/organisations/stores.ts";
import { routeOf, type ContextDeps, type HandlerInput } from "../../contract.ts";

/**
 * What the users handlers use: the organisations stores, and from identity the invitation secrets, the
 * sessions a deactivation ends, and the accounts an accepted invitation sets a password on.
 */
export type UserAdministrationDeps = ContextDeps<
  "config" | "clock" | "ids" | "secrets" | "hasher" | "sessions" | "codeLimiter",
  OrganisationsStores & Pick<IdentityStores, "accounts" | "oneTimeSecrets" | "sessions">
>;

export const route = routeOf<UserAdministrationDeps>();

export type UsersInput<P, Q, B> = HandlerInput<P, Q, B, UserAdministrationDeps>;
