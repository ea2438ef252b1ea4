import type { OrganisationsStores } from "#core/organisations/stores.ts";
import { routeOf, type ContextDeps, type HandlerInput } from "../../contract.ts";

/**
 * What the organisations context's handlers use: its own stores, ids, the file store (logos) and the
 * spreadsheet reader (bulk supplier files).
 */
export type OrganisationsContextDeps = ContextDeps<"ids" | "files" | "readSpreadsheet", OrganisationsStores>;

export const route = routeOf<OrganisationsContextDeps>();

export type OrganisationsInput<P, Q, B> = HandlerInput<P, Q, B, OrganisationsContextDeps>;
