// Entry point of `npm start`: the portal on the configured or embedded database.
import { serve } from "@hono/node-server";
import { startDatabase } from "../db/embedded-postgres.ts";
import { uploadDemoLocationJob } from "./demo-location-job.ts";
import { seedDemoData } from "../db/seed/seed-demo-data.ts";
import { storeDemoShipToDocuments } from "../db/seed/demo-ship-to.ts";
import { DEMO_PASSWORD, DEMO_USERS } from "../db/seed/demo-users.ts";
import { demoRegistrationLinks } from "../db/seed/demo-registrations.ts";
import { argon2Hasher } from "../security/argon2-hasher.ts";
import { browsableHost, readSettings } from "./config.ts";
import { createPortal } from "./portal.ts";

// `npm start` is the local demo: `--dev-mailbox` turns the development mailbox on unless DEV_MAILBOX says
// otherwise (readSettings still keeps it off beyond loopback). Other ways of starting get it only when asked.
const demoMailbox = process.argv.includes("--dev-mailbox");
const settings = readSettings(
  demoMailbox ? { ...process.env, DEV_MAILBOX: process.env.DEV_MAILBOX || "true" } : process.env,
);
for (const warning of settings.warnings) console.warn(warning);
const db = await startDatabase({ databaseUrl: settings.databaseUrl, dataDir: settings.dataDir + "/pg" });
const portal = await createPortal(db, {
  smtpUrl: settings.smtpUrl,
  mailFrom: settings.mailFrom,
  jwtSecret: settings.jwtSecret,
  jwtSecretFile: settings.dataDir + "/jwt-secret",
  webRoot: settings.webRoot,
  trustProxy: settings.trustProxy,
  loginAttemptsPerMinute: settings.loginAttemptsPerMinute,
  filesDir: settings.dataDir + "/files",
  uploadMaxBytes: settings.uploadMaxBytes,
  publicUrl: settings.publicUrl,
  devMailbox: settings.devMailbox,
});
if (settings.seedOnEmpty) {
  const { seeded } = await seedDemoData(portal.orm.em.fork(), argon2Hasher);
  await storeDemoShipToDocuments(portal.orm.em.fork(), portal.services.files);
  if (seeded) {
    await uploadDemoLocationJob(portal.services);
    console.log("Demo data created.");
  }
}

const registrationLinks = await demoRegistrationLinks(portal.orm.em.fork(), settings.publicUrl);

const server = serve({ fetch: portal.app.fetch, port: settings.port, hostname: settings.host }, (info) => {
  const url = `http://${browsableHost(settings.host)}:${info.port}`;
  console.log(`\nNotiSphere portal is running at ${url}`);
  console.log(
    `Database: ${db.embedded ? `embedded PostgreSQL (PGlite) in ${settings.dataDir}/pg` : "DATABASE_URL"}`,
  );
  console.log(`API docs: ${url}/api/docs`);
  if (settings.devMailbox)
    console.log(
      `Development mailbox (DEV_MAILBOX): ${url}/dev/mailbox, for a signed-in operator such as operator.admin@example.org` +
        (settings.smtpUrl ? "" : "; no SMTP_URL, so every e-mail stays there"),
    );
  console.log(`\nDemo logins (password ${DEMO_PASSWORD}):`);
  for (const user of DEMO_USERS) console.log(`  ${user.email.padEnd(32)} ${user.note}`);
  if (registrationLinks.length > 0)
    console.log("\nSelf-registration links (approve under Users as the administrator):");
  for (const link of registrationLinks) console.log(`  ${link.organization.padEnd(32)} ${link.url}`);
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
