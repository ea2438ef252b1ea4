import type { PlatformStores } from "#core/platform/stores.ts";
import type { LazyEntityManager } from "../store-deps.ts";
import { createMailboxReader } from "./mailbox-reader.ts";

/** The platform context's stores on PostgreSQL; each is built on first use in the request. */
export const createPlatformStores = (em: LazyEntityManager): PlatformStores => ({
  get mailbox() {
    return createMailboxReader(em());
  },
});
