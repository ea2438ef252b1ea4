import type { Actor } from "../../access/actor.ts";
import { fieldFailure } from "../../shared/errors.ts";
import { messageSet } from "../../shared/messages/message.ts";

export const GRID_STATE_MESSAGES = messageSet("gridState", {
  badTableKey: "tableKey must be letters, digits, - or _ and start with a letter",
  tooLarge: "Grid settings are too large to save",
});

/**
 * Saved grid column state and header filters: per user, per login type, per table.
 * Stored as the grid's own JSON; the server only bounds its size and the table key.
 */
export const GRID_STATE_MAX_BYTES = 64 * 1024;
const TABLE_KEY = /^[A-Za-z][A-Za-z0-9_-]{0,99}$/;

export interface GridStateStore {
  get(userId: string, userType: string, tableKey: string): Promise<Record<string, unknown> | undefined>;
  put(userId: string, userType: string, tableKey: string, state: Record<string, unknown>): Promise<void>;
  remove(userId: string, userType: string, tableKey: string): Promise<void>;
}

const checkKey = (tableKey: string) => {
  if (!TABLE_KEY.test(tableKey)) throw fieldFailure("tableKey", GRID_STATE_MESSAGES.say("badTableKey"));
};

export const getGridState = async (deps: { gridStates: GridStateStore }, actor: Actor, tableKey: string) => {
  checkKey(tableKey);
  return (await deps.gridStates.get(actor.userId, actor.userType, tableKey)) ?? null;
};

export const saveGridState = async (
  deps: { gridStates: GridStateStore },
  actor: Actor,
  tableKey: string,
  state: Record<string, unknown>,
): Promise<void> => {
  checkKey(tableKey);
  if (new TextEncoder().encode(JSON.stringify(state)).length > GRID_STATE_MAX_BYTES)
    throw fieldFailure("state", GRID_STATE_MESSAGES.say("tooLarge"));
  await deps.gridStates.put(actor.userId, actor.userType, tableKey, state);
};

export const resetGridState = async (
  deps: { gridStates: GridStateStore },
  actor: Actor,
  tableKey: string,
) => {
  checkKey(tableKey);
  await deps.gridStates.remove(actor.userId, actor.userType, tableKey);
};
