import type { CommunicationsStores } from "#core/communications/stores.ts";
import type { LazyEntityManager, StoreDeps } from "../store-deps.ts";
import { createAccessRequestStore } from "./access-request-store.ts";

/** The communications context's stores on PostgreSQL; each is built on first use in the request. */
export const createCommunicationsStores = (em: LazyEntityManager, deps: StoreDeps): CommunicationsStores => ({
  get accessRequests() {
    return createAccessRequestStore(em(), deps.sendMailJob);
  },
});
