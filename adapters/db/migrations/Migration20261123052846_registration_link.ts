import { Migration } from "@mikro-orm/migrations";

export class Migration20261123052846_registration_link extends Migration {
  override name = "Migration20261123052846_registration_link";

  override up(): void | Promise<void> {
    this.addSql(
      `create table "registration_link" ("id" uuid not null, "organization_id" uuid not null, "token" varchar(64) not null, "expires_at" timestamptz null, "created_by" uuid not null, "created_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(
      `alter table "registration_link" add constraint "registration_link_organization_id_unique" unique ("organization_id");`,
    );
    this.addSql(
      `alter table "registration_link" add constraint "registration_link_token_unique" unique ("token");`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "registration_link" cascade;`);
  }
}
