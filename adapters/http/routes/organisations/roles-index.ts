import type { Route } from "../../contract.ts";
import type { RoleAdministrationDeps } from "./roles.deps.ts";
import { roleRoutes } from "./roles.routes.ts";

/** Role administration on the three sides (issue 12): its own index, listed in routes/index.ts. */
export const roleAdministrationRoutes: readonly Route<RoleAdministrationDeps>[] = [...roleRoutes];
