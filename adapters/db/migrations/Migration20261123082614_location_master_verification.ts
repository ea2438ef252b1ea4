import { Migration } from "@mikro-orm/migrations";

export class Migration20261123082614_location_master_verification extends Migration {
  override name = "Migration20261123082614_location_master_verification";

  override up(): void | Promise<void> {
    this.addSql(
      `create table "known_location_change" ("id" uuid not null, "known_location_id" uuid not null, "at" timestamptz not null, "by_user_id" uuid null, "by_name" varchar(200) not null, "change_type" varchar(20) not null, "changes" jsonb not null, primary key ("id"));`,
    );
    this.addSql(
      `create index "known_location_change_known_location_id_at_index" on "known_location_change" ("known_location_id", "at");`,
    );

    this.addSql(
      `create table "known_provider" ("id" uuid not null, "name" varchar(200) not null, "idn" varchar(200) null, "organization_id" uuid null, "recall_email" varchar(254) null, "phone" varchar(40) null, "city" varchar(100) null, "state" varchar(2) null, "status" varchar(20) not null default 'ACTIVE', "version" int not null default 1, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(
      `alter table "known_provider" add constraint "known_provider_organization_id_unique" unique ("organization_id");`,
    );
    this.addSql(`create index "known_provider_name_id_index" on "known_provider" ("name", "id");`);

    this.addSql(
      `create table "location_mapping_block" ("id" uuid not null, "kind" varchar(20) not null, "supplier_organization_id" uuid null, "location_id" varchar(100) null, "building_key" varchar(200) not null, "known_location_id" uuid not null, "source_supplier_location_id" uuid null, "created_by_user_id" uuid null, "created_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(
      `create index "location_mapping_block_known_location_id_building_key_index" on "location_mapping_block" ("known_location_id", "building_key");`,
    );

    this.addSql(
      `alter table "known_location" add "known_provider_id" uuid null, add "type" varchar(20) not null default 'HOSPITAL', add "status" varchar(20) not null default 'ACTIVE', add "merged_into_id" uuid null, add "version" int not null default 1;`,
    );
    this.addSql(`alter table "known_location" alter column "provider_organization_id" drop not null;`);
    this.addSql(
      `create index "known_location_known_provider_id_index" on "known_location" ("known_provider_id");`,
    );

    // Every provider organisation that already has known locations becomes their known provider.
    this
      .addSql(`insert into "known_provider" ("id", "name", "idn", "organization_id", "city", "state", "created_at", "updated_at")
      select gen_random_uuid(), o."name", o."idn", o."id", o."city", left(o."state", 2), now(), now()
      from "organization" o
      where exists (select 1 from "known_location" k where k."provider_organization_id" = o."id");`);
    this.addSql(`update "known_location" k set "known_provider_id" = kp."id"
      from "known_provider" kp where kp."organization_id" = k."provider_organization_id";`);

    this.addSql(
      `alter table "supplier_location" add "provider_site_id" uuid null, add "verified_at" timestamptz null, add "verified_by_user_id" uuid null, add "candidate_known_location_id" uuid null, add "decided_by_user_id" uuid null, add "decided_at" timestamptz null;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "known_location_change" cascade;`);
    this.addSql(`drop table if exists "known_provider" cascade;`);
    this.addSql(`drop table if exists "location_mapping_block" cascade;`);

    this.addSql(`drop index "known_location_known_provider_id_index";`);
    this.addSql(
      `alter table "known_location" drop column "known_provider_id", drop column "type", drop column "status", drop column "merged_into_id", drop column "version";`,
    );
    this.addSql(`alter table "known_location" alter column "provider_organization_id" set not null;`);

    this.addSql(
      `alter table "supplier_location" drop column "provider_site_id", drop column "verified_at", drop column "verified_by_user_id", drop column "candidate_known_location_id", drop column "decided_by_user_id", drop column "decided_at";`,
    );
  }
}
