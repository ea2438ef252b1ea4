import { mkdir } from "node:fs/promises";
import { createServer } from "node:net";
import { PGlite } from "@electric-sql/pglite";
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

/**
 * Starts PGlite (PostgreSQL compiled to WebAssembly) persisted in `dataDir`, served over the PostgreSQL wire
 * protocol on a free loopback port, so the app uses the same driver and SQL as with a real server. `dataDir`
 * "memory://" keeps everything in memory (tests).
 */
export const startEmbeddedPostgres = async (dataDir: string): Promise<RunningDatabase> => {
  if (!dataDir.startsWith("memory://")) await mkdir(dataDir, { recursive: true });
  const db = await PGlite.create(dataDir);
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
