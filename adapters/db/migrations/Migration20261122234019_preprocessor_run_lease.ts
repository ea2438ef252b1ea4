import { Migration } from "@mikro-orm/migrations";

export class Migration20261122234019_preprocessor_run_lease extends Migration {
  override name = "Migration20261122234019_preprocessor_run_lease";

  override up(): void | Promise<void> {
    this.addSql(
      `alter table "preprocessor_job" add "run_attempts" int not null default 0, add "heartbeat_at" timestamptz null, add "run_owner" varchar(100) null;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(
      `alter table "preprocessor_job" drop column "run_attempts", drop column "heartbeat_at", drop column "run_owner";`,
    );
  }
}
