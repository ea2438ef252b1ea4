import { Migration } from "@mikro-orm/migrations";

export class Migration20261123053907_sso_settings_flows_exchanges extends Migration {
  override name = "Migration20261123053907_sso_settings_flows_exchanges";

  override up(): void | Promise<void> {
    this.addSql(
      `create table "organization_sso_settings" ("organization_id" uuid not null, "issuer" varchar(500) not null, "client_id" varchar(200) not null, "client_secret" text null, "enabled" boolean not null default true, "updated_at" timestamptz not null, primary key ("organization_id"));`,
    );

    this.addSql(
      `create table "sso_exchange" ("id" uuid not null, "code_hash" varchar(64) not null, "outcome" jsonb not null, "expires_at" timestamptz not null, "used_at" timestamptz null, "created_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(
      `alter table "sso_exchange" add constraint "sso_exchange_code_hash_unique" unique ("code_hash");`,
    );
    this.addSql(`create index "sso_exchange_expires_at_index" on "sso_exchange" ("expires_at");`);

    this.addSql(
      `create table "sso_flow" ("id" uuid not null, "state_hash" varchar(64) not null, "binding_hash" varchar(64) not null, "organization_id" uuid not null, "nonce" varchar(200) not null, "code_verifier" varchar(200) not null, "expires_at" timestamptz not null, "used_at" timestamptz null, "created_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`alter table "sso_flow" add constraint "sso_flow_state_hash_unique" unique ("state_hash");`);
    this.addSql(`create index "sso_flow_expires_at_index" on "sso_flow" ("expires_at");`);

    this.addSql(
      `create table "sso_session" ("session_id" uuid not null, "organization_id" uuid not null, "id_token" text not null, "created_at" timestamptz not null, primary key ("session_id"));`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "organization_sso_settings" cascade;`);
    this.addSql(`drop table if exists "sso_exchange" cascade;`);
    this.addSql(`drop table if exists "sso_flow" cascade;`);
    this.addSql(`drop table if exists "sso_session" cascade;`);
  }
}
