import type { Route } from "../../contract.ts";
import type { UserAdministrationDeps } from "./users.deps.ts";
import { userRoutes } from "./users.routes.ts";

export type { UserAdministrationDeps } from "./users.deps.ts";

/** Users on every side (invite, edit, deactivate, reactivate, unlock, resend) and accepting an invitation. */
export const userAdministrationRoutes: readonly Route<UserAdministrationDeps>[] = userRoutes;
