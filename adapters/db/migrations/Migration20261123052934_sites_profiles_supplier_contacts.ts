import { Migration } from "@mikro-orm/migrations";

export class Migration20261123052934_sites_profiles_supplier_contacts extends Migration {
  override name = "Migration20261123052934_sites_profiles_supplier_contacts";

  override up(): void | Promise<void> {
    this.addSql(
      `create table "supplier_contact" ("id" uuid not null, "provider_organization_id" uuid not null, "supplier_organization_id" uuid null, "supplier_name" varchar(200) not null, "contact_name" varchar(200) not null, "title" varchar(200) null, "email" varchar(254) not null, "phone" varchar(40) null, "notes" text null, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(
      `create index "supplier_contact_provider_organization_id_index" on "supplier_contact" ("provider_organization_id");`,
    );

    this.addSql(
      `alter table "organization" add "contact_name" varchar(200) null, add "contact_email" varchar(254) null, add "contact_phone" varchar(40) null;`,
    );

    this.addSql(`alter table "provider_site" add "kind" varchar(20) not null default 'HOSPITAL';`);
    this.addSql(`update "provider_site" set "kind" = 'CORPORATE' where "is_corporate";`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "supplier_contact" cascade;`);

    this.addSql(
      `alter table "organization" drop column "contact_name", drop column "contact_email", drop column "contact_phone";`,
    );

    this.addSql(`alter table "provider_site" drop column "kind";`);
  }
}
