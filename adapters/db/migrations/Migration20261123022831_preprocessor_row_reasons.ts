import { Migration } from "@mikro-orm/migrations";

export class Migration20261123022831_preprocessor_row_reasons extends Migration {
  override name = "Migration20261123022831_preprocessor_row_reasons";

  override up(): void | Promise<void> {
    this.addSql(
      `alter table "preprocessor_job_row" add "reasons" jsonb null, add "matcher_decision" varchar(20) null;`,
    );
    // Rows decided before this column existed were review rows when the operator decided them.
    this.addSql(
      `update "preprocessor_job_row" set "matcher_decision" = case when "decision" in ('matched', 'unmatched') then "decision" else 'review' end;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "preprocessor_job_row" drop column "reasons", drop column "matcher_decision";`);
  }
}
