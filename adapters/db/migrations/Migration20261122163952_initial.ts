import { Migration } from "@mikro-orm/migrations";

export class Migration20261122163952_initial extends Migration {
  override name = "Migration20261122163952_initial";

  override up(): void | Promise<void> {
    this.addSql(
      `create table "app_setting" ("key" varchar(100) not null, "value" text not null, primary key ("key"));`,
    );

    this.addSql(
      `create table "grid_state" ("id" uuid not null, "user_id" uuid not null, "user_type" varchar(20) not null, "table_key" varchar(100) not null, "state" jsonb not null, "updated_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(
      `alter table "grid_state" add constraint "grid_state_user_id_user_type_table_key_unique" unique ("user_id", "user_type", "table_key");`,
    );

    this.addSql(
      `create table "mail_outbox" ("id" uuid not null, "to_address" varchar(254) not null, "subject" varchar(300) not null, "text_body" text not null, "html_body" text null, "status" varchar(20) not null default 'PENDING', "attempts" int not null default 0, "last_error" text null, "provider_message_id" varchar(300) null, "sent_at" timestamptz null, "created_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`create index "mail_outbox_to_address_index" on "mail_outbox" ("to_address");`);
    this.addSql(`create index "mail_outbox_created_at_index" on "mail_outbox" ("created_at");`);

    this.addSql(
      `create table "membership" ("id" uuid not null, "user_id" uuid not null, "organization_id" uuid not null, "role_id" uuid not null, "site_ids" jsonb null, "status" varchar(20) not null default 'ACTIVE', "created_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`create index "membership_user_id_index" on "membership" ("user_id");`);
    this.addSql(`create index "membership_organization_id_index" on "membership" ("organization_id");`);
    this.addSql(
      `alter table "membership" add constraint "membership_user_id_organization_id_unique" unique ("user_id", "organization_id");`,
    );

    this.addSql(
      `create table "one_time_secret" ("id" uuid not null, "user_id" uuid not null, "purpose" varchar(20) not null, "secret_hash" varchar(64) not null, "expires_at" timestamptz not null, "attempts" int not null default 0, "used_at" timestamptz null, "created_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`create index "one_time_secret_user_id_index" on "one_time_secret" ("user_id");`);

    this.addSql(
      `create table "organization" ("id" uuid not null, "name" varchar(200) not null, "type" varchar(20) not null, "supplier_type" varchar(20) null, "parent_id" uuid null, "idn" varchar(200) null, "status" varchar(20) not null default 'ACTIVE', "is_sso" boolean not null default false, "profile_photo" text null, "address1" varchar(200) null, "address2" varchar(200) null, "city" varchar(100) null, "state" varchar(2) null, "zip" varchar(10) null, "phone" varchar(40) null, "centralized" boolean null, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`create index "organization_type_index" on "organization" ("type");`);
    this.addSql(`create index "organization_parent_id_index" on "organization" ("parent_id");`);

    this.addSql(
      `create table "provider_site" ("id" uuid not null, "organization_id" uuid not null, "name" varchar(200) not null, "address1" varchar(200) null, "address2" varchar(200) null, "city" varchar(100) null, "state" varchar(2) null, "zip" varchar(10) null, "phone" varchar(40) null, "external_id" varchar(20) null, "is_corporate" boolean not null default false, "created_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`create index "provider_site_organization_id_index" on "provider_site" ("organization_id");`);

    this.addSql(
      `create table "quick_link" ("id" uuid not null, "name" varchar(200) not null, "url" varchar(2000) not null, "description" text null, "status" varchar(20) not null default 'ACTIVE', "path" text null, "created_by" uuid null, "deleted_at" timestamptz null, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`create index "quick_link_name_id_index" on "quick_link" ("name", "id");`);
    this.addSql(`create index "quick_link_created_at_id_index" on "quick_link" ("created_at", "id");`);

    this.addSql(
      `create table "refresh_token" ("id" uuid not null, "token_hash" varchar(64) not null, "family_id" uuid not null, "user_id" uuid not null, "membership_id" uuid not null, "expires_at" timestamptz not null, "used_at" timestamptz null, "revoked_at" timestamptz null, "created_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(
      `alter table "refresh_token" add constraint "refresh_token_token_hash_unique" unique ("token_hash");`,
    );
    this.addSql(`create index "refresh_token_family_id_index" on "refresh_token" ("family_id");`);
    this.addSql(`create index "refresh_token_user_id_index" on "refresh_token" ("user_id");`);

    this.addSql(
      `create table "role" ("id" uuid not null, "organization_id" uuid not null, "organization_type" varchar(20) not null, "name" varchar(100) not null, "permissions" jsonb not null, "created_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`create index "role_organization_id_index" on "role" ("organization_id");`);
    this.addSql(
      `alter table "role" add constraint "role_organization_id_name_unique" unique ("organization_id", "name");`,
    );

    this.addSql(
      `create table "app_user" ("id" uuid not null, "email" varchar(254) not null, "password_hash" varchar(200) null, "first_name" varchar(100) not null, "last_name" varchar(100) not null, "phone" varchar(40) null, "photo" text null, "status" varchar(20) not null default 'VERIFIED', "failed_login_count" int not null default 0, "locked_at" timestamptz null, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`alter table "app_user" add constraint "app_user_email_unique" unique ("email");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "app_setting" cascade;`);
    this.addSql(`drop table if exists "grid_state" cascade;`);
    this.addSql(`drop table if exists "mail_outbox" cascade;`);
    this.addSql(`drop table if exists "membership" cascade;`);
    this.addSql(`drop table if exists "one_time_secret" cascade;`);
    this.addSql(`drop table if exists "organization" cascade;`);
    this.addSql(`drop table if exists "provider_site" cascade;`);
    this.addSql(`drop table if exists "quick_link" cascade;`);
    this.addSql(`drop table if exists "refresh_token" cascade;`);
    this.addSql(`drop table if exists "role" cascade;`);
    this.addSql(`drop table if exists "app_user" cascade;`);
  }
}
