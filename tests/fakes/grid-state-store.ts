import type { GridStateStore } from "#core/identity/preferences/grid-state.ts";

/**
 * In-memory GridStateStore with the contract of adapters/db/identity/grid-state-store.ts: one state per
 * user, user type and table (a put replaces it), stored as JSON so a caller's later changes to its object do not
 * leak into the store, and removing a missing state is not an error.
 */
export const createFakeGridStateStore = (): GridStateStore & { readonly rows: Map<string, string> } => {
  const rows = new Map<string, string>();
  const key = (userId: string, userType: string, tableKey: string) =>
    JSON.stringify([userId, userType, tableKey]);
  return {
    rows,
    async get(userId, userType, tableKey) {
      const json = rows.get(key(userId, userType, tableKey));
      return json === undefined ? undefined : (JSON.parse(json) as Record<string, unknown>);
    },
    async put(userId, userType, tableKey, state) {
      rows.set(key(userId, userType, tableKey), JSON.stringify(state));
    },
    async remove(userId, userType, tableKey) {
      rows.delete(key(userId, userType, tableKey));
    },
  };
};
