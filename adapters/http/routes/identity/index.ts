import { authRoutes } from "./auth.routes.ts";
import { meRoutes } from "./me.routes.ts";

/** The identity context's routes: sign-in, sessions, password reset and the signed-in user (/me). */
export const identityRoutes = [...authRoutes, ...meRoutes];
