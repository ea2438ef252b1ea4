import { fileURLToPath } from "node:url";
import { MikroORM, defineConfig } from "@mikro-orm/postgresql";
import { Migrator } from "@mikro-orm/migrations";
import { ENTITIES } from "./entities/index.ts";

export const MIGRATIONS_DIR = fileURLToPath(new URL("./migrations", import.meta.url));

/**
 * ORM settings. On the embedded database every connection shares one PGlite session and a transaction
 * blocks all others, so the pool is one connection with a connect timeout: a hidden second connection
 * inside a transaction then fails loudly after 10 s instead of hanging (STACK.md item 2).
 */
/**
 * The Unix socket folder of a URL such as `postgresql://postgres@localhost:5432/db?host=/run/pg` (the embedded
 * database's, or a server's). pg reads the `host` parameter itself; MikroORM takes the host from the URL's
 * hostname only, so it is handed over explicitly.
 */
const socketHostOf = (url: string): string | undefined => {
  try {
    const host = new URL(url).searchParams.get("host");
    return host?.startsWith("/") ? host : undefined;
  } catch {
    return undefined;
  }
};

export const ormConfig = (url: string, embedded: boolean) => {
  const socketHost = socketHostOf(url);
  return defineConfig({
    clientUrl: url,
    ...(socketHost ? { host: socketHost } : {}),
    entities: ENTITIES,
    extensions: [Migrator],
    pool: embedded ? { min: 0, max: 1 } : { min: 0, max: 10 },
    driverOptions: { connectionTimeoutMillis: 10_000 },
    debug: process.env.DB_DEBUG === "1",
    allowGlobalContext: false,
    migrations: {
      path: MIGRATIONS_DIR,
      glob: "!(*.d).{js,ts}",
      emit: "ts",
      snapshotName: ".snapshot-notisphere",
      transactional: true,
      allOrNothing: true,
    },
  });
};

export const openOrm = (url: string, embedded: boolean): Promise<MikroORM> =>
  MikroORM.init(ormConfig(url, embedded));

export const migrateUp = async (orm: MikroORM): Promise<void> => {
  await orm.migrator.up();
};

export type { MikroORM };
