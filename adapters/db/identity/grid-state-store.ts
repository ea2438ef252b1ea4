import type { EntityManager } from "@mikro-orm/postgresql";
import type { GridStateStore } from "#core/identity/preferences/grid-state.ts";
import { GridState } from "./entities/index.ts";
import { newId } from "../ids.ts";

export const createGridStateStore = (em: EntityManager): GridStateStore => ({
  async get(userId, userType, tableKey) {
    const row = await em.findOne(GridState, { userId, userType, tableKey }, { disableIdentityMap: true });
    return row?.state;
  },
  async put(userId, userType, tableKey, state) {
    // One statement, so two tabs saving at once cannot both insert.
    await em.getConnection().execute(
      `insert into grid_state (id, user_id, user_type, table_key, state, updated_at) values (?, ?, ?, ?, ?::jsonb, now())
       on conflict (user_id, user_type, table_key) do update set state = excluded.state, updated_at = now()`,
      [newId(), userId, userType, tableKey, JSON.stringify(state)],
    );
  },
  async remove(userId, userType, tableKey) {
    await em.nativeDelete(GridState, { userId, userType, tableKey });
  },
});
