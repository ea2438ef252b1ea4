import { requestAccessRoutes } from "./request-access.routes.ts";

/** The communications context's routes (today: requests for access to a communication). */
export const communicationsRoutes = [...requestAccessRoutes];
