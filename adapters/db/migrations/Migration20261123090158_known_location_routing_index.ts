import { Migration } from "@mikro-orm/migrations";

export class Migration20261123090158_known_location_routing_index extends Migration {
  override name = "Migration20261123090158_known_location_routing_index";

  override up(): void | Promise<void> {
    this.addSql(
      `create index "known_location_routing" on "known_location" ("id") include ("known_provider_id", "provider_organization_id");`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "known_location_routing";`);
  }
}
