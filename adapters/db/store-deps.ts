import type { EntityManager } from "@mikro-orm/postgresql";
import type { CountCache } from "./count-cache.ts";
import type { ProfileData } from "./identity/auth-store.ts";
import type { PreprocessorJobSender } from "./locations/preprocessor-job-repository.ts";
import type { MailJobSender } from "./outbox.ts";
import type { ShortCache } from "./short-cache.ts";

/**
 * What every context's store factory may use, built once per process by the composition root. `em` forks the
 * request's unit of work on first call, so a request that needs no database (GET /me from cache) opens none.
 */
export interface StoreDeps {
  readonly sendMailJob: MailJobSender;
  readonly sendPreprocessorJob: PreprocessorJobSender;
  readonly profiles: ShortCache<ProfileData>;
  readonly listTotals: CountCache;
}

export type LazyEntityManager = () => EntityManager;

/**
 * Joins the contexts' store objects into one, keeping their getters lazy (a spread would call every getter and
 * build every store for every request).
 */
export const combineStores = <const Parts extends readonly object[]>(
  ...parts: Parts
): Intersection<Parts> => {
  const combined = {};
  for (const part of parts) Object.defineProperties(combined, Object.getOwnPropertyDescriptors(part));
  return combined as Intersection<Parts>;
};

type Intersection<Parts extends readonly object[]> = Parts extends readonly [
  infer Head,
  ...infer Tail extends readonly object[],
]
  ? Head & Intersection<Tail>
  : unknown;
