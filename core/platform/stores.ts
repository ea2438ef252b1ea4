import type { MailboxReader } from "./mail/ports.ts";

/** Storage the platform context needs (the development mailbox), bound to one request's unit of work. */
export interface PlatformStores {
  readonly mailbox: MailboxReader;
}
