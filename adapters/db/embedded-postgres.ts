import { chmod, mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
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

/** The file name PostgreSQL clients look for in a socket folder (`host=/folder`, port 5432). */
const SOCKET_PORT = 5432;
const SOCKET_NAME = `.s.PGSQL.${SOCKET_PORT}`;
/** sun_path holds 108 bytes on Linux (104 on macOS), terminating NUL included. */
const MAX_SOCKET_PATH = 100;

/**
 * A folder only this user may enter, for the database's Unix socket: next to the data folder, or in the
 * temporary folder when that path is too long for a socket address. PGlite checks no password, so the folder's
 * permissions are what keeps other local users out.
 */
const privateSocketDir = async (dataDir: string): Promise<string> => {
  const beside = `${dataDir}.socket`;
  if (join(beside, SOCKET_NAME).length > MAX_SOCKET_PATH) return mkdtemp(join(tmpdir(), "notisphere-pg-"));
  await mkdir(beside, { recursive: true, mode: 0o700 });
  await chmod(beside, 0o700);
  return beside;
};

/** A PostgreSQL URL for a Unix socket folder: pg, pg-boss and (through orm.ts) MikroORM read `host` from it. */
export const socketUrl = (socketDir: string): string =>
  `postgresql://postgres@localhost:${SOCKET_PORT}/postgres?host=${encodeURIComponent(socketDir)}`;

/**
 * Starts PGlite (PostgreSQL compiled to WebAssembly) persisted in `dataDir`, served over the PostgreSQL wire
 * protocol, so the app uses the same driver and SQL as with a real server. PGlite accepts any client without
 * a password, so a persisted database is served on a Unix socket in an owner-only folder, and its files are
 * owner-only too: no other local user can connect or read them. `dataDir` "memory://" keeps everything in
 * memory on a free loopback port (tests and scripts: nothing is kept, nothing worth reading).
 */
export const startEmbeddedPostgres = async (dataDir: string): Promise<RunningDatabase> => {
  const inMemory = dataDir.startsWith("memory://");
  if (!inMemory) {
    await mkdir(dataDir, { recursive: true, mode: 0o700 });
    await chmod(dataDir, 0o700);
    await takeLock(dataDir);
  }
  // pg_trgm backs the "contains" searches of the grids, as it does on a PostgreSQL server.
  const db = await PGlite.create(dataDir, { extensions: { pg_trgm } });
  let url: string;
  let server: PGLiteSocketServer;
  let socketDir: string | undefined;
  if (inMemory) {
    const port = await freePort();
    server = new PGLiteSocketServer({
      db,
      host: "127.0.0.1",
      port,
      maxConnections: EMBEDDED_MAX_CONNECTIONS,
    });
    url = `postgresql://postgres:postgres@127.0.0.1:${port}/postgres`;
  } else {
    socketDir = await privateSocketDir(dataDir);
    const socketPath = join(socketDir, SOCKET_NAME);
    // A socket left by a process that died; the lock above says no live process serves this database.
    await rm(socketPath, { force: true });
    server = new PGLiteSocketServer({ db, path: socketPath, maxConnections: EMBEDDED_MAX_CONNECTIONS });
    url = socketUrl(socketDir);
  }
  await server.start();
  return {
    url,
    embedded: true,
    async stop() {
      await server.stop();
      await db.close();
      if (socketDir?.startsWith(join(tmpdir(), "notisphere-pg-")))
        await rm(socketDir, { recursive: true, force: true });
      else if (socketDir) await rm(join(socketDir, SOCKET_NAME), { force: true });
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
