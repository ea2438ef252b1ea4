import { MailOutbox } from "./mail.ts";

export { MailOutbox };

/** The platform context's tables, in the order the ORM registers them. */
export const PLATFORM_ENTITIES = [MailOutbox];
