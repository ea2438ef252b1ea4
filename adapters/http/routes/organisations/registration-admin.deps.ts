import type { RegistrationStores } from "#core/identity/registration/ports.ts";
import { routeOf, type ContextDeps, type HandlerInput } from "../../contract.ts";

/** What the self-registration administration handlers use: the registration store, ids, clock and secrets. */
export type RegistrationAdminDeps = ContextDeps<"config" | "clock" | "ids" | "secrets", RegistrationStores>;

export const route = routeOf<RegistrationAdminDeps>();

export type RegistrationAdminInput<P, Q, B> = HandlerInput<P, Q, B, RegistrationAdminDeps>;
