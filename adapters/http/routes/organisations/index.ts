import type { Route } from "../../contract.ts";
import type { OrganisationsContextDeps } from "./deps.ts";
import { organisationMetaRoutes } from "./organisation-meta.routes.ts";
import { supplierRoutes } from "./suppliers.routes.ts";

export type { OrganisationsContextDeps } from "./deps.ts";

/** The organisations context's routes: operator administration of suppliers and the shared organisation metadata. */
export const organisationsRoutes: readonly Route<OrganisationsContextDeps>[] = [
  ...organisationMetaRoutes,
  ...supplierRoutes,
];
