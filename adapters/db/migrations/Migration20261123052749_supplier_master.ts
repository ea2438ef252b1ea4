import { Migration } from "@mikro-orm/migrations";

export class Migration20261123052749_supplier_master extends Migration {
  override name = "Migration20261123052749_supplier_master";

  override up(): void | Promise<void> {
    this.addSql(
      `create table "supplier_master" ("id" uuid not null, "name" varchar(300) not null, "normalized_name" varchar(300) not null, "city" varchar(100) null, "state" varchar(2) null, "source" varchar(100) null, "status" varchar(20) not null default 'ACTIVE', "linked_organization_id" uuid null, "linked_at" timestamptz null, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(
      `create index "supplier_master_normalized_name_index" on "supplier_master" ("normalized_name");`,
    );
    this.addSql(
      `create index "supplier_master_linked_organization_id_index" on "supplier_master" ("linked_organization_id");`,
    );
    this.addSql(`create index "supplier_master_name_id_index" on "supplier_master" ("name", "id");`);
    this.addSql(`create index "supplier_master_status_name_index" on "supplier_master" ("status", "name");`);
    this.addSql(
      `create index "supplier_master_normalized_name_trgm" on "supplier_master" using gin ("normalized_name" gin_trgm_ops);`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "supplier_master" cascade;`);
  }
}
