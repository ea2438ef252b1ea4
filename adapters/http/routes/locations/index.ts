import { locationPreprocessorRoutes } from "./location-preprocessor.routes.ts";

/** The locations context's routes: the location pre-processor (jobs, their rows and files). */
export const locationsRoutes = [...locationPreprocessorRoutes];
