import type { TestProject } from "vitest/node";
import { startDatabase } from "../../adapters/db/embedded-postgres.ts";
import { migrateUp, openOrm } from "../../adapters/db/orm.ts";
import { seedDemoData } from "../../adapters/db/seed/seed-demo-data.ts";
import { argon2Hasher } from "../../adapters/security/argon2-hasher.ts";

/**
 * One database for the integration run: the server named by DATABASE_URL (CI), or an in-memory embedded
 * PostgreSQL. Migrated and seeded once; tests create their own extra rows with unique names.
 */
export default async function setup(project: TestProject) {
  const db = await startDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir: "memory://" });
  const orm = await openOrm(db.url, db.embedded);
  await migrateUp(orm);
  await seedDemoData(orm.em.fork(), argon2Hasher);
  await orm.close(true);
  project.provide("databaseUrl", db.url);
  project.provide("embeddedDatabase", db.embedded);
  return async () => {
    await db.stop();
  };
}

declare module "vitest" {
  export interface ProvidedContext {
    databaseUrl: string;
    embeddedDatabase: boolean;
  }
}
