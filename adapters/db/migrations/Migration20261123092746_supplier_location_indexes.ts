import { Migration } from "@mikro-orm/migrations";

export class Migration20261123092746_supplier_location_indexes extends Migration {
  override name = "Migration20261123092746_supplier_location_indexes";

  override up(): void | Promise<void> {
    this.addSql(
      `create index "supplier_location_supplier_organization_id_decisio_d5730_index" on "supplier_location" ("supplier_organization_id", "decision", "verification_status", "known_location_id");`,
    );
    this.addSql(
      `create index "supplier_location_name_order" on "supplier_location" ("supplier_organization_id", lower("name"), "id");`,
    );
    this.addSql(
      `create index "supplier_location_search_trgm" on "supplier_location" using gin ((lower("location_id" || ' ' || "name" || ' ' || "address1" || ' ' || "city")) gin_trgm_ops);`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "supplier_location_supplier_organization_id_decisio_d5730_index";`);
    this.addSql(`drop index "supplier_location_name_order";`);
    this.addSql(`drop index "supplier_location_search_trgm";`);
  }
}
