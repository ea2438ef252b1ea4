import type { UnitOfWork } from "#core/shared/unit-of-work.ts";

/**
 * A unit of work over in-memory stores: `work` gets the same stores, and when it throws, `snapshot`'s restore
 * puts every table back as it was, as a rolled-back transaction would.
 */
export const createFakeUnitOfWork = <Stores>(
  stores: Stores,
  snapshot: () => () => void,
): UnitOfWork<Stores> & { readonly runs: () => number } => {
  let runs = 0;
  return {
    runs: () => runs,
    async run(work) {
      runs += 1;
      const restore = snapshot();
      try {
        return await work(stores);
      } catch (error) {
        restore();
        throw error;
      }
    },
  };
};
