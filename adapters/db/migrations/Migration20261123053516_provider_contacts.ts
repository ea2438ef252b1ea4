import { Migration } from "@mikro-orm/migrations";

export class Migration20261123053516_provider_contacts extends Migration {
  override name = "Migration20261123053516_provider_contacts";

  override up(): void | Promise<void> {
    this.addSql(
      `create table "provider_contact" ("id" uuid not null, "organization_id" uuid not null, "position" int not null, "first_name" varchar(100) not null, "last_name" varchar(100) not null, "email" varchar(254) not null, "phone" varchar(40) null, "title" varchar(100) null, "created_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(
      `create index "provider_contact_organization_id_index" on "provider_contact" ("organization_id");`,
    );
    this.addSql(
      `alter table "provider_contact" add constraint "provider_contact_organization_id_email_unique" unique ("organization_id", "email");`,
    );

    this.addSql(
      `create table "provider_verification_mail" ("id" uuid not null, "organization_id" uuid not null, "request_id" uuid not null, "kind" varchar(10) not null, "contact_id" uuid null, "user_id" uuid not null, "email" varchar(254) not null, "full_name" varchar(200) not null, "role_name" varchar(100) null, "sent_by" uuid null, "sent_at" timestamptz not null, "outbox_id" uuid null, primary key ("id"));`,
    );
    this.addSql(
      `create index "provider_verification_mail_organization_id_index" on "provider_verification_mail" ("organization_id");`,
    );
    this.addSql(
      `create index "provider_verification_mail_request_id_index" on "provider_verification_mail" ("request_id");`,
    );
    this.addSql(
      `create index "provider_verification_mail_user_id_index" on "provider_verification_mail" ("user_id");`,
    );
    this.addSql(
      `alter table "provider_verification_mail" add constraint "provider_verification_mail_request_id_email_unique" unique ("request_id", "email");`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "provider_contact" cascade;`);
    this.addSql(`drop table if exists "provider_verification_mail" cascade;`);
  }
}
