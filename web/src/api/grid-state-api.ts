import { apiFetchQuiet, jsonBody } from "./fetcher.ts";

/** Column state and filter model of one grid, saved on the server per user and login type. */
export interface GridState {
  readonly columnState?: unknown;
  readonly filterModel?: unknown;
}

const path = (tableKey: string): string => `/me/grid-state/${encodeURIComponent(tableKey)}`;

export const loadGridState = (tableKey: string): Promise<GridState | null> =>
  apiFetchQuiet(path(tableKey), { method: "GET" });

export const saveGridState = (tableKey: string, state: GridState): Promise<unknown> =>
  apiFetchQuiet(path(tableKey), { method: "PUT", ...jsonBody({ state }) });

/** The column chooser's Reset forgets the saved layout. */
export const resetGridState = (tableKey: string): Promise<unknown> =>
  apiFetchQuiet(path(tableKey), { method: "DELETE" });
