import {
  DummyDriver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type CompiledQuery,
  type Compilable,
} from "kysely";
import type { CountCache } from "./count-cache.ts";
import { raw } from "@mikro-orm/core";

/**
 * A LIKE pattern that matches `text` literally anywhere: the user's % and _ are escaped, so a search for
 * "50%" finds "50%" and not everything starting with 50.
 */
export const containsPattern = (text: string): string => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Kysely for writing list queries only: it compiles PostgreSQL as the ORM's Kysely does (same dialect, no
 * plugins) but has no connection. A list page found in the cache then needs no unit of work at all; the
 * request's own Kysely runs the compiled query when it is not.
 */
export const listQueryWriter = <Database>(): Kysely<Database> =>
  new Kysely<Database>({
    dialect: {
      createAdapter: () => new PostgresAdapter(),
      createDriver: () => new DummyDriver(),
      createIntrospector: (db) => new PostgresIntrospector(db),
      createQueryCompiler: () => new PostgresQueryCompiler(),
    },
  });

/** A query's identity for the list cache: its SQL and its parameters, so every filter and scope is in it. */
const keyOf = (query: CompiledQuery): string => `${query.sql}\u0000${JSON.stringify(query.parameters)}`;

/** Runs compiled queries: the request's Kysely, asked for only when a query has to run. */
type QueryRunner = () => { executeQuery<R>(query: CompiledQuery<R>): Promise<{ rows: R[] }> };

/**
 * One page of a list and the total of its filter, both through the list cache of `table` (count-cache.ts):
 * reused until the table is written, read again otherwise. The rows are shared by every request that asks the
 * same query, so they are frozen; `toItem` turns each into what the page returns.
 */
export const readListPage = async <Row, Item>(
  cache: CountCache,
  table: string,
  queries: {
    readonly rows: Compilable<Row>;
    readonly total: Compilable<{ n: string | number | bigint }>;
  },
  database: QueryRunner,
  toItem: (row: Row) => Item,
  /**
   * What a page needs beyond its own rows (the review queue's candidate locations), read once per cached page
   * rather than once per request: under load it is most of a request's work.
   */
  complete: (items: Item[]) => Promise<Item[]> = async (items) => items,
): Promise<{ items: readonly Item[]; total: number }> => {
  const rows = queries.rows.compile();
  const total = queries.total.compile();
  const [items, count] = await Promise.all([
    cache.rows(table, keyOf(rows), async () =>
      Object.freeze(
        (await complete((await database().executeQuery(rows)).rows.map(toItem))).map((item) =>
          Object.freeze(item),
        ),
      ),
    ),
    cache.count(table, keyOf(total), async () => Number((await database().executeQuery(total)).rows[0]!.n)),
  ]);
  return { items, total: count };
};

/**
 * A MikroORM orderBy entry that sorts a text column without regard to case, so "openFDA" files between "Beta"
 * and "Zeta" instead of after every capital letter. `column` is the database column (snake_case).
 */
export const caseInsensitiveOrder = (
  column: string,
  direction: "asc" | "desc",
): Record<symbol, "asc" | "desc"> => ({
  [raw((alias: string) => `lower(${alias}.${column})`)]: direction,
});
