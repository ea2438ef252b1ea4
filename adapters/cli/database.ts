import type { MikroORM } from "@mikro-orm/postgresql";
import { startDatabase } from "../db/embedded-postgres.ts";
import { migrateUp, openOrm } from "../db/orm.ts";
import { readSettings } from "../http/config.ts";

/** Opens the portal's database (DATABASE_URL, or the embedded one under DATA_DIR), runs `work`, closes it. */
export const withDatabase = async <T>(
  work: (orm: MikroORM) => Promise<T>,
  options: { migrate?: boolean } = {},
): Promise<T> => {
  const settings = readSettings(process.env);
  const db = await startDatabase({ databaseUrl: settings.databaseUrl, dataDir: settings.dataDir + "/pg" });
  const orm = await openOrm(db.url, db.embedded);
  try {
    if (options.migrate !== false) await migrateUp(orm);
    return await work(orm);
  } finally {
    await orm.close(true);
    await db.stop();
  }
};

/** A failure the user can fix: printed without a stack trace, exit code 2. */
export class UsageError extends Error {}
