import type { UnitOfWork } from "#core/shared/unit-of-work.ts";
import type { AfterCommit, LazyEntityManager } from "./store-deps.ts";

/** Builds the request's stores on an EntityManager (the request's own, or a transaction's). */
export type StoresOn<Stores> = (em: LazyEntityManager, afterCommit?: AfterCommit) => Stores;

/**
 * The UnitOfWork port on a MikroORM transaction of the request's EntityManager: `work` gets the same stores,
 * built on the transaction, so everything it writes is committed together or rolled back together. What the
 * repositories defer to after the commit (cache clean-ups) runs once it is committed, and not at all when it
 * is rolled back. A unit of work started inside another joins it (MikroORM nests it as a savepoint) and hands
 * its follow-ups to the outer one, which alone commits.
 */
export const createUnitOfWork = <Stores>(
  em: LazyEntityManager,
  storesOn: StoresOn<Stores>,
  outerAfterCommit?: AfterCommit,
): UnitOfWork<Stores> => ({
  async run(work) {
    const followUps: Array<() => void> = [];
    const result = await em().transactional((tx) =>
      work(
        storesOn(
          () => tx,
          (effect) => followUps.push(effect),
        ),
      ),
    );
    for (const followUp of followUps) (outerAfterCommit ?? ((effect) => effect()))(followUp);
    return result;
  },
});
