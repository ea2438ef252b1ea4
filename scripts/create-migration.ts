// Writes a migration for the difference between the entities and the migrated schema:
// `npm run create-migration -- [name]`. Runs on a fresh in-memory database, so the result depends only on
// the committed migrations and the entity definitions.
import { startEmbeddedPostgres } from "../adapters/db/embedded-postgres.ts";
import { openOrm } from "../adapters/db/orm.ts";

const db = await startEmbeddedPostgres("memory://");
const orm = await openOrm(db.url, true);
try {
  await orm.migrator.up();
  const result = await orm.migrator.create(undefined, false, false, process.argv[2]);
  console.log(result.fileName ? `created ${result.fileName}` : "no schema changes");
} finally {
  await orm.close(true);
  await db.stop();
}
