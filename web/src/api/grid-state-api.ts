import { quiet } from "./fetcher.ts";
import {
  getGridState,
  resetGridState as resetCall,
  saveGridState as saveCall,
} from "./generated/profile/profile.ts";

/** Column state and filter model of one grid, saved on the server per user and login type. */
export interface GridState {
  readonly columnState?: unknown;
  readonly filterModel?: unknown;
}

export const loadGridState = async (tableKey: string): Promise<GridState | null> =>
  ((await getGridState(tableKey, quiet())).d ?? null) as GridState | null;

export const saveGridState = (tableKey: string, state: GridState): Promise<unknown> =>
  saveCall(tableKey, { state: { ...state } }, quiet());

/** The column chooser's Reset forgets the saved layout. */
export const resetGridState = (tableKey: string): Promise<unknown> => resetCall(tableKey, quiet());
