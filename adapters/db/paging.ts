import type { Compilable } from "kysely";
import type { CountCache } from "./count-cache.ts";

/**
 * A LIKE pattern that matches `text` literally anywhere: the user's % and _ are escaped, so a search for
 * "50%" finds "50%" and not everything starting with 50.
 */
export const containsPattern = (text: string): string => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** A query's identity for the list cache: its SQL and its parameters, so every filter and scope is in it. */
export const queryKey = (query: Compilable): string => {
  const { sql, parameters } = query.compile();
  return `${sql}\u0000${JSON.stringify(parameters)}`;
};

/**
 * One page of a list and the total of its filter, both through the list cache of `table` (count-cache.ts):
 * reused until the table is written, read again otherwise. The rows are shared by every request that asks the
 * same query, so they are frozen; `toItem` turns each into what the page returns.
 */
export const readListPage = async <Row, Item>(
  cache: CountCache,
  table: string,
  queries: {
    readonly rows: Compilable & { execute(): Promise<Row[]> };
    readonly total: Compilable & { executeTakeFirstOrThrow(): Promise<{ n: string | number | bigint }> };
  },
  toItem: (row: Row) => Item,
): Promise<{ items: readonly Item[]; total: number }> => {
  const [items, total] = await Promise.all([
    cache.rows(table, queryKey(queries.rows), async () =>
      Object.freeze((await queries.rows.execute()).map((row) => Object.freeze(toItem(row)))),
    ),
    cache.count(table, queryKey(queries.total), async () =>
      Number((await queries.total.executeTakeFirstOrThrow()).n),
    ),
  ]);
  return { items, total };
};
