import { Migration } from "@mikro-orm/migrations";

export class Migration20261123083608_known_location_search extends Migration {
  override name = "Migration20261123083608_known_location_search";

  override up(): void | Promise<void> {
    this.addSql(
      `create index "known_location_search_trgm" on "known_location" using gin ((lower("notisphere_id" || ' ' || "name" || ' ' || "address1" || ' ' || "city" || ' ' || "zip" || ' ' || coalesce("hin", '') || ' ' || coalesce("gln", ''))) gin_trgm_ops);`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "known_location_search_trgm";`);
  }
}
