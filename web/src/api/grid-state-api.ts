import { apiFetchQuiet, jsonBody } from "./fetcher.ts";

/** Column state and filter model of one grid, saved on the server per user and login type. */
export interface GridState {
  readonly columnState?: unknown;
  readonly filterModel?: unknown;
}

export const loadGridState = (tableKey: string): Promise<GridState | null> =>
  apiFetchQuiet(`/me/grid-state/${encodeURIComponent(tableKey)}`, { method: "GET" });

export const saveGridState = (tableKey: string, state: GridState): Promise<unknown> =>
  apiFetchQuiet(`/me/grid-state/${encodeURIComponent(tableKey)}`, { method: "PUT", ...jsonBody(state) });
