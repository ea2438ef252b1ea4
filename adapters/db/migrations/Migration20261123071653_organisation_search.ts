import { Migration } from "@mikro-orm/migrations";

export class Migration20261123071653_organisation_search extends Migration {
  override name = "Migration20261123071653_organisation_search";

  override up(): void | Promise<void> {
    this.addSql(
      `create index "organization_search_trgm" on "organization" using gin ((lower("name" || ' ' || coalesce("idn", '') || ' ' || coalesce("city", '') || ' ' || right("id"::text, 8))) gin_trgm_ops);`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "organization_search_trgm";`);
  }
}
