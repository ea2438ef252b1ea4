import { QuickLink } from "./quick-link.ts";

export { QuickLink };

/** The content context's tables, in the order the ORM registers them. */
export const CONTENT_ENTITIES = [QuickLink];
