import { useCallback, useEffect, useRef } from "react";
import type { ColumnState, GridApi } from "ag-grid-community";
import { quiet } from "../../api/fetcher.ts";
import { getGridState, saveGridState } from "../../api/generated/profile/profile.ts";

interface SavedState {
  readonly columnState?: ColumnState[];
  readonly filterModel?: Record<string, unknown> | null;
}

/**
 * Column order, widths, visibility, sort and header filters saved on the server per user and login type
 *. Saves are debounced, so dragging a column edge sends one request, not fifty.
 */
export const useGridState = (tableKey: string) => {
  const timer = useRef<number | undefined>(undefined);
  const ready = useRef(false);

  /** Applies the saved layout; true when it held column widths, which the grid then keeps as they are. */
  const restore = useCallback(
    async (api: GridApi): Promise<boolean> => {
      try {
        const saved = ((await getGridState(tableKey, quiet())).d ?? null) as SavedState | null;
        if (saved?.columnState) api.applyColumnState({ state: saved.columnState, applyOrder: true });
        if (saved?.filterModel) api.setFilterModel(saved.filterModel);
        return (saved?.columnState?.length ?? 0) > 0;
      } catch (error) {
        // A grid without its saved layout still works; the next change saves a fresh one.
        console.warn("grid state not loaded", error);
        return false;
      } finally {
        ready.current = true;
      }
    },
    [tableKey],
  );

  const save = useCallback(
    (api: GridApi): void => {
      if (!ready.current) return;
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => {
        const state = { columnState: api.getColumnState(), filterModel: api.getFilterModel() };
        saveGridState(tableKey, { state: { ...state } }, quiet()).catch((error: unknown) =>
          console.warn("grid state not saved", error),
        );
      }, 400);
    },
    [tableKey],
  );

  useEffect(() => () => window.clearTimeout(timer.current), []);
  return { restore, save };
};
