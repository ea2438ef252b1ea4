import type { QuickLinkRepository } from "./quick-links/ports.ts";

/** Storage the content context's use cases need, bound to one request's unit of work. */
export interface ContentStores {
  readonly quickLinks: QuickLinkRepository;
}
