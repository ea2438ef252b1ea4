/**
 * Runs several repository changes as one: `work` gets the stores bound to a single transaction, and either
 * all its writes are kept (when it resolves) or none (when it throws). Reads inside see its own writes.
 * `Stores` is whatever set of repositories the caller names; the adapter hands the same stores, on the
 * transaction, that the request would otherwise use. Inside `work`, write only through the stores it is given:
 * the request's other stores are outside the transaction (and would wait for its connection). Keep slow work
 * that needs no store (hashing, signing) before it when the order allows, so locks are held briefly.
 */
export interface UnitOfWork<Stores> {
  run<T>(work: (stores: Stores) => Promise<T>): Promise<T>;
}
