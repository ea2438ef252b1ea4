import type { Route } from "../../contract.ts";
import { registrationPublicRoutes } from "../identity/registration.routes.ts";
import type { IdentityContextDeps } from "../identity/deps.ts";
import { registrationAdminRoutes } from "./registration-admin.routes.ts";
import type { RegistrationAdminDeps } from "./registration-admin.deps.ts";

/**
 * Self-registration: the public calls (link's organisation, sign-up, e-mail verification) and an
 * organisation administrator's link and pending registrations.
 */
export const registrationRoutes: readonly (Route<IdentityContextDeps> | Route<RegistrationAdminDeps>)[] = [
  ...registrationPublicRoutes,
  ...registrationAdminRoutes,
];
