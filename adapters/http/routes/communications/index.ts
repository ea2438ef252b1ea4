import type { Route } from "../../contract.ts";
import type { CommunicationsContextDeps } from "./deps.ts";
import { requestAccessRoutes } from "./request-access.routes.ts";

export type { CommunicationsContextDeps } from "./deps.ts";

/** The communications context's routes (today: requests for access to a communication). */
export const communicationsRoutes: readonly Route<CommunicationsContextDeps>[] = [...requestAccessRoutes];
