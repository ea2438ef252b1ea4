import type { IdentityStores } from "#core/identity/stores.ts";
import type { ProviderSettingsStores } from "#core/organisations/settings-stores.ts";
import type { OrganisationsStores } from "#core/organisations/stores.ts";
import { routeOf, type ContextDeps, type HandlerInput } from "../../contract.ts";

/**
 * What the users handlers use: the organisations stores, and from identity the invitation secrets, the
 * sessions a deactivation ends, and the accounts an accepted invitation sets a password on; and a provider's
 * sites with their members, which a deactivation or a site change must leave each with a verified member.
 */
export type UserAdministrationDeps = ContextDeps<
  "config" | "clock" | "ids" | "secrets" | "hasher" | "sessions" | "codeLimiter",
  OrganisationsStores &
    Pick<IdentityStores, "accounts" | "oneTimeSecrets" | "sessions"> &
    Pick<ProviderSettingsStores, "sites" | "siteMembers">
>;

export const route = routeOf<UserAdministrationDeps>();

export type UsersInput<P, Q, B> = HandlerInput<P, Q, B, UserAdministrationDeps>;
