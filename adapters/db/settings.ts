import type { EntityManager } from "@mikro-orm/postgresql";

/**
 * Reads a setting, creating it with `create()` if absent. Insert-if-absent then read, so two processes
 * starting together agree on one value.
 */
export const loadOrCreateSetting = async (
  em: EntityManager,
  key: string,
  create: () => string,
): Promise<string> => {
  await em
    .getConnection()
    .execute(`insert into app_setting (key, value) values (?, ?) on conflict (key) do nothing`, [
      key,
      create(),
    ]);
  const [row] = await em
    .getConnection()
    .execute<Array<{ value: string }>>(`select value from app_setting where key = ?`, [key]);
  if (!row) throw new Error(`setting ${key} could not be stored`);
  return row.value;
};
