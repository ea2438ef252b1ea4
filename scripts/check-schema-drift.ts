// Fails when the entity definitions need a migration that is not committed: applies every migration to a
// fresh in-memory database and asks the ORM for the remaining difference.
import { startEmbeddedPostgres } from "../adapters/db/embedded-postgres.ts";
import { openOrm } from "../adapters/db/orm.ts";

const db = await startEmbeddedPostgres("memory://");
const orm = await openOrm(db.url, true);
try {
  await orm.migrator.up();
  const missing = (await orm.schema.getUpdateSchemaSQL({ wrap: false, safe: false })).trim();
  if (missing) {
    console.error(
      `The entities differ from the migrations; run \`node scripts/create-migration.ts <name>\` and commit it:\n${missing}`,
    );
    process.exitCode = 1;
  } else {
    console.log("Migrations match the entities.");
  }
} finally {
  await orm.close(true);
  await db.stop();
}
