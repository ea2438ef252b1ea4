import type { EntityManager } from "@mikro-orm/postgresql";
import type { ProfileData } from "#core/identity/auth/ports.ts";
import type { CountCache } from "./count-cache.ts";
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
  /** GET /me data per user and organisation (undefined: no such user). */
  readonly profiles: ShortCache<ProfileData | undefined>;
  readonly listTotals: CountCache;
}

export type LazyEntityManager = () => EntityManager;

/**
 * Where a repository puts what must wait for its writes to be committed (dropping a cache entry, so no other
 * request reloads the old row in between): a unit of work runs them after its commit and drops them on rollback.
 */
export type AfterCommit = (effect: () => void) => void;

/** Outside a unit of work every write is committed on its own, so its follow-up runs at once. */
export const runNow: AfterCommit = (effect) => effect();

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
