import type { Route } from "../../contract.ts";
import { authRoutes } from "./auth.routes.ts";
import type { IdentityContextDeps } from "./deps.ts";
import { meRoutes } from "./me.routes.ts";

export type { IdentityContextDeps } from "./deps.ts";

/** The identity context's routes: sign-in, sessions, password reset and the signed-in user (/me). */
export const identityRoutes: readonly Route<IdentityContextDeps>[] = [...authRoutes, ...meRoutes];
