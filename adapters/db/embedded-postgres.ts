import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import { createServer } from "node:net";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { PGLiteSocketServer } from "@electric-sql/pglite-socket";

export interface RunningDatabase {
  readonly url: string;
  readonly embedded: boolean;
  stop(): Promise<void>;
}

/** Connections the embedded server accepts: ORM pool (1) + pg-boss pool (1) + tools and tests. */
const EMBEDDED_MAX_CONNECTIONS = 8;

const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });

const lockFile = (dataDir: string) => `${dataDir}.lock`;

const isAlive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/**
 * PGlite is one process's database: a second process opening the same folder would corrupt it. The lock
 * file names the owner; a lock left by a process that died (kill -9) is taken over.
 */
const takeLock = async (dataDir: string): Promise<void> => {
  const owner = Number(await readFile(lockFile(dataDir), "utf8").catch(() => ""));
  if (owner && owner !== process.pid && isAlive(owner)) {
    throw new Error(
      `The embedded database in ${dataDir} is in use by process ${owner} (probably the running portal). Stop it first, or set DATABASE_URL.`,
    );
  }
  await writeFile(lockFile(dataDir), String(process.pid));
};

/**
 * Starts PGlite (PostgreSQL compiled to WebAssembly) persisted in `dataDir`, served over the PostgreSQL wire
 * protocol on a free loopback port, so the app uses the same driver and SQL as with a real server. `dataDir`
 * "memory://" keeps everything in memory (tests).
 */
export const startEmbeddedPostgres = async (dataDir: string): Promise<RunningDatabase> => {
  const inMemory = dataDir.startsWith("memory://");
  if (!inMemory) {
    await mkdir(dataDir, { recursive: true });
    await takeLock(dataDir);
  }
  // pg_trgm backs the "contains" searches of the grids, as it does on a PostgreSQL server.
  const db = await PGlite.create(dataDir, { extensions: { pg_trgm } });
  const port = await freePort();
  const server = new PGLiteSocketServer({
    db,
    host: "127.0.0.1",
    port,
    maxConnections: EMBEDDED_MAX_CONNECTIONS,
  });
  await server.start();
  return {
    url: `postgresql://postgres:postgres@127.0.0.1:${port}/postgres`,
    embedded: true,
    async stop() {
      await server.stop();
      await db.close();
      if (!inMemory) await rm(lockFile(dataDir), { force: true });
    },
  };
};

/** The configured server when DATABASE_URL is set, otherwise the embedded one under `dataDir`. */
export const startDatabase = async (options: {
  databaseUrl?: string;
  dataDir: string;
}): Promise<RunningDatabase> =>
  options.databaseUrl
    ? { url: options.databaseUrl, embedded: false, stop: async () => {} }
    : startEmbeddedPostgres(options.dataDir);
