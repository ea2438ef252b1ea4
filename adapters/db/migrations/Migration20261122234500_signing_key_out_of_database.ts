import { Migration } from "@mikro-orm/migrations";

/**
 * The token-signing key no longer lives in the database (anyone able to read the database could forge operator
 * tokens with it): it is JWT_SECRET or an owner-only key file in DATA_DIR. Tokens signed with the old key stop
 * being accepted, so users sign in again once.
 */
export class Migration20261122234500_signing_key_out_of_database extends Migration {
  override name = "Migration20261122234500_signing_key_out_of_database";

  override up(): void | Promise<void> {
    this.addSql(`delete from "app_setting" where "key" = 'jwt_secret';`);
  }

  override down(): void | Promise<void> {
    // The deleted key is gone for good; a portal without JWT_SECRET uses its key file.
  }
}
