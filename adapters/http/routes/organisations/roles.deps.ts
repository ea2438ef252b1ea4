import type { OrganisationsStores } from "#core/organisations/stores.ts";
import { routeOf, type ContextDeps, type HandlerInput } from "../../contract.ts";

/**
 * What the role handlers use: the organisations stores, ids, and the session check (a changed role must stop
 * its members' open tokens at once in this process, not only after the check's short cache expires).
 */
export type RoleAdministrationDeps = ContextDeps<"ids" | "sessions", OrganisationsStores>;

export const route = routeOf<RoleAdministrationDeps>();

export type RoleInputOf<P, Q, B> = HandlerInput<P, Q, B, RoleAdministrationDeps>;
