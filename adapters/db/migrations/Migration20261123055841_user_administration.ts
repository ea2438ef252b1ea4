import { Migration } from "@mikro-orm/migrations";

export class Migration20261123055841_user_administration extends Migration {
  override name = "Migration20261123055841_user_administration";

  override up(): void | Promise<void> {
    this.addSql(
      `create index "membership_organization_id_status_index" on "membership" ("organization_id", "status");`,
    );
    this.addSql(`create index "membership_created_at_id_index" on "membership" ("created_at", "id");`);

    this.addSql(`alter table "app_user" add "last_sign_in_at" timestamptz null;`);
    this.addSql(
      `create index "app_user_name_lower" on "app_user" (lower("first_name"), lower("last_name"), "id");`,
    );
    this.addSql(
      `create index "app_user_search_trgm" on "app_user" using gin ((lower("first_name" || ' ' || "last_name" || ' ' || "email")) gin_trgm_ops);`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "app_user_name_lower";`);
    this.addSql(`drop index "app_user_search_trgm";`);
    this.addSql(`alter table "app_user" drop column "last_sign_in_at";`);

    this.addSql(`drop index "membership_organization_id_status_index";`);
    this.addSql(`drop index "membership_created_at_id_index";`);
  }
}
