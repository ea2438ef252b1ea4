import { spawn, type ChildProcess } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

/** A portal started as a child process on a fresh embedded database, for browser tests and the web bench. */
export interface Portal {
  readonly url: string;
  readonly stop: () => Promise<void>;
}

const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() =>
        typeof address === "object" && address !== null ? resolve(address.port) : reject(),
      );
    });
  });

const waitForHealth = async (url: string, child: ChildProcess, timeoutMs: number): Promise<void> => {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`portal exited with code ${child.exitCode}`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`portal did not answer /api/health within ${timeoutMs} ms`);
};

/** Starts `node adapters/http/main.ts` (the built web app must already be in dist/web). */
export const startPortal = async (
  options: { timeoutMs?: number; env?: Record<string, string> } = {},
): Promise<Portal> => {
  const port = await freePort();
  const dataDir = await mkdtemp(join(tmpdir(), "portal-e2e-"));
  const log: string[] = [];
  const child = spawn(process.execPath, ["adapters/http/main.ts"], {
    cwd: process.cwd(),
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      SMTP_URL: "",
      // The browser tests read one-time codes as the operator, as the `npm start` demo does.
      DEV_MAILBOX: "true",
      // Browser tests run on their own embedded database, never on CI's server database.
      DATABASE_URL: "",
      // Every test signs in from 127.0.0.1; the per-address limit would otherwise make them wait.
      LOGIN_ATTEMPTS_PER_MINUTE: "1000",
      ...options.env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (chunk: Buffer) => log.push(chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => log.push(chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(url, child, options.timeoutMs ?? 120_000);
  } catch (error) {
    child.kill("SIGKILL");
    throw new Error(`${(error as Error).message}\n${log.join("").slice(-4000)}`, { cause: error });
  }
  return {
    url,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once("exit", resolve));
        child.kill("SIGTERM");
        const timer = setTimeout(() => child.kill("SIGKILL"), 15_000);
        await exited;
        clearTimeout(timer);
      }
      await rm(dataDir, { recursive: true, force: true });
    },
  };
};
