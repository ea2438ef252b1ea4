// Entry point of `npm start`: the portal on the configured or embedded database.
import { serve } from "@hono/node-server";
import { startDatabase } from "../db/embedded-postgres.ts";
import { seedDemoData } from "../db/seed/seed-demo-data.ts";
import { DEMO_PASSWORD, DEMO_USERS } from "../db/seed/demo-users.ts";
import { argon2Hasher } from "../security/argon2-hasher.ts";
import { browsableHost, isLoopbackHost, readSettings } from "./config.ts";
import { createPortal } from "./portal.ts";

const settings = readSettings(process.env);
if (!process.env.PUBLIC_URL && !isLoopbackHost(settings.host))
  console.warn(
    `PUBLIC_URL is not set: links in e-mails point at ${settings.publicUrl}. Set it to the address users reach.`,
  );
const db = await startDatabase({ databaseUrl: settings.databaseUrl, dataDir: settings.dataDir + "/pg" });
const portal = await createPortal(db, {
  smtpUrl: settings.smtpUrl,
  mailFrom: settings.mailFrom,
  jwtSecret: settings.jwtSecret,
  webRoot: settings.webRoot,
  trustProxy: settings.trustProxy,
  loginAttemptsPerMinute: settings.loginAttemptsPerMinute,
  filesDir: settings.dataDir + "/files",
  uploadMaxBytes: settings.uploadMaxBytes,
  publicUrl: settings.publicUrl,
});
if (settings.seedOnEmpty) {
  const { seeded } = await seedDemoData(portal.orm.em.fork(), argon2Hasher);
  if (seeded) console.log("Demo data created.");
}

const server = serve({ fetch: portal.app.fetch, port: settings.port, hostname: settings.host }, (info) => {
  const url = `http://${browsableHost(settings.host)}:${info.port}`;
  console.log(`\nNotiSphere portal is running at ${url}`);
  console.log(
    `Database: ${db.embedded ? `embedded PostgreSQL (PGlite) in ${settings.dataDir}/pg` : "DATABASE_URL"}`,
  );
  console.log(
    `API docs: ${url}/api/docs${settings.smtpUrl ? "" : `   Development mailbox: ${url}/dev/mailbox`}`,
  );
  console.log(`\nDemo logins (password ${DEMO_PASSWORD}):`);
  for (const user of DEMO_USERS) console.log(`  ${user.email.padEnd(32)} ${user.note}`);
  console.log("");
});

let stopping = false;
/**
 * Graceful stop: refuse new connections, let requests in flight finish (idle keep-alive sockets are closed at
 * once), stop the job workers after their current jobs, then close the database. Forced exit after 25 s.
 */
const shutdown = async (signal: string) => {
  if (stopping) return;
  stopping = true;
  console.log(`${signal}: finishing requests in flight, then stopping.`);
  const forced = setTimeout(() => process.exit(1), 25_000);
  forced.unref();
  const http = server as unknown as { close(done: () => void): void; closeIdleConnections?: () => void };
  await new Promise<void>((resolve) => {
    http.close(() => resolve());
    http.closeIdleConnections?.();
  });
  await portal.stop();
  await db.stop();
  process.exit(0);
};
process.on("SIGTERM", () => void shutdown("SIGTERM"));
process.on("SIGINT", () => void shutdown("SIGINT"));
