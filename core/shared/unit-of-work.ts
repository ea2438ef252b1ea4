/**
 * Runs several repository changes as one: `work` gets the stores bound to a single transaction, and either
 * all its writes are kept (when it resolves) or none (when it throws). Reads inside see its own writes.
 * `Stores` is whatever set of repositories the caller names; the adapter hands the same stores, on the
 * transaction, that the request would otherwise use.
 */
export interface UnitOfWork<Stores> {
  run<T>(work: (stores: Stores) => Promise<T>): Promise<T>;
}
