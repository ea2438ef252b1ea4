import { Migration } from "@mikro-orm/migrations";

export class Migration20261123090156_location_review_queue extends Migration {
  override name = "Migration20261123090156_location_review_queue";

  override up(): void | Promise<void> {
    this.addSql(`create index "known_location_zip5" on "known_location" (left("zip", 5));`);
    this.addSql(`create index "known_location_state_city" on "known_location" ("state", upper("city"));`);

    this.addSql(
      `create index "supplier_location_queue_name" on "supplier_location" (lower("name"), "id") where ("decision" in ('review', 'unmatched') or "verification_status" = 'Invalid');`,
    );
    this.addSql(
      `create index "supplier_location_queue_supplier" on "supplier_location" ("supplier_organization_id", lower("name"), "id") where ("decision" in ('review', 'unmatched') or "verification_status" = 'Invalid');`,
    );
    this.addSql(
      `create index "supplier_location_queue_search_trgm" on "supplier_location" using gin ((lower("name" || ' ' || "location_id" || ' ' || "address1" || ' ' || "city")) gin_trgm_ops) where ("decision" in ('review', 'unmatched') or "verification_status" = 'Invalid');`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "known_location_zip5";`);
    this.addSql(`drop index "known_location_state_city";`);

    this.addSql(`drop index "supplier_location_queue_name";`);
    this.addSql(`drop index "supplier_location_queue_supplier";`);
    this.addSql(`drop index "supplier_location_queue_search_trgm";`);
  }
}
