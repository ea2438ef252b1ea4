import { Migration } from "@mikro-orm/migrations";

export class Migration20261122190342_provider_communications extends Migration {
  override name = "Migration20261122190342_provider_communications";

  override up(): void | Promise<void> {
    this.addSql(
      `create table "access_request" ("id" uuid not null, "user_id" uuid not null, "provider_communication_id" uuid not null, "requested_at" timestamptz not null, "notified" int not null, primary key ("id"));`,
    );
    this.addSql(
      `create index "access_request_user_id_provider_communication_id_r_9ef0f_index" on "access_request" ("user_id", "provider_communication_id", "requested_at");`,
    );

    this.addSql(
      `create table "communication" ("id" uuid not null, "organization_id" uuid not null, "type" varchar(30) not null, "communication_uid" varchar(100) not null, "name" varchar(500) not null, "classification" varchar(30) null, "description" text null, "status" varchar(20) not null default 'DRAFT', "communication_date" timestamptz null, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(
      `create index "communication_organization_id_type_status_index" on "communication" ("organization_id", "type", "status");`,
    );

    this.addSql(
      `create table "provider_communication" ("id" uuid not null, "communication_id" uuid not null, "provider_organization_id" uuid not null, "status" varchar(20) not null default 'OPEN', "notified_at" timestamptz null, "created_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(
      `create index "provider_communication_provider_organization_id_index" on "provider_communication" ("provider_organization_id");`,
    );
    this.addSql(
      `alter table "provider_communication" add constraint "provider_communication_communication_id_provider__82a2b_unique" unique ("communication_id", "provider_organization_id");`,
    );

    this.addSql(
      `create table "provider_communication_site" ("provider_communication_id" uuid not null, "site_id" uuid not null, primary key ("provider_communication_id", "site_id"));`,
    );
    this.addSql(
      `create index "provider_communication_site_site_id_index" on "provider_communication_site" ("site_id");`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "access_request" cascade;`);
    this.addSql(`drop table if exists "communication" cascade;`);
    this.addSql(`drop table if exists "provider_communication" cascade;`);
    this.addSql(`drop table if exists "provider_communication_site" cascade;`);
  }
}
