import type { ContentStores } from "#core/content/stores.ts";
import type { LazyEntityManager, StoreDeps } from "../store-deps.ts";
import { createQuickLinkRepository } from "./quick-link-repository.ts";

/** The content context's stores on PostgreSQL; each is built on first use in the request. */
export const createContentStores = (em: LazyEntityManager, deps: StoreDeps): ContentStores => ({
  get quickLinks() {
    return createQuickLinkRepository(em, deps.listTotals);
  },
});
