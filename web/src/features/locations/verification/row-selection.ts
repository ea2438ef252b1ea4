import { useSyncExternalStore } from "react";
import type { ProviderVerificationRow } from "../../../api/generated/model/providerVerificationRow.ts";

type Listener = () => void;

/**
 * The checked rows of the verification grid. The grid's own selection needs AG Grid's row-selection module
 * and forgets rows when it purges blocks; this keeps the rows themselves (the bulk bar reads their
 * proposals) across scrolling, and each checkbox cell subscribes to its own row only.
 */
export const createRowSelection = () => {
  let rows = new Map<string, ProviderVerificationRow>();
  const listeners = new Set<Listener>();
  const emit = (): void => listeners.forEach((listener) => listener());
  return {
    subscribe(listener: Listener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    has: (id: string): boolean => rows.has(id),
    rows: (): ReadonlyMap<string, ProviderVerificationRow> => rows,
    toggle(row: ProviderVerificationRow, checked: boolean): void {
      const next = new Map(rows);
      if (checked) next.set(row.id, row);
      else next.delete(row.id);
      rows = next;
      emit();
    },
    clear(): void {
      if (rows.size === 0) return;
      rows = new Map();
      emit();
    },
  };
};

export type RowSelection = ReturnType<typeof createRowSelection>;

/** Re-renders when the selection changes; `pick` chooses what of it the caller reads. */
export const useSelection = <T>(
  selection: RowSelection,
  pick: (rows: ReadonlyMap<string, ProviderVerificationRow>) => T,
): T => useSyncExternalStore(selection.subscribe, () => pick(selection.rows()));
