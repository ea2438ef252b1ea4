import { Migration } from "@mikro-orm/migrations";

export class Migration20261122165917_location_preprocessor extends Migration {
  override name = "Migration20261122165917_location_preprocessor";

  override up(): void | Promise<void> {
    this.addSql(
      `create table "known_location" ("id" uuid not null, "notisphere_id" varchar(20) not null, "provider_organization_id" uuid not null, "idn" varchar(200) null, "name" varchar(200) not null, "address1" varchar(200) not null, "address2" varchar(200) null, "city" varchar(100) not null, "state" varchar(2) not null, "zip" varchar(10) not null, "phone" varchar(40) null, "hin" varchar(20) null, "gln" varchar(20) null, "provider_site_id" uuid null, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(
      `alter table "known_location" add constraint "known_location_notisphere_id_unique" unique ("notisphere_id");`,
    );
    this.addSql(
      `create index "known_location_provider_organization_id_index" on "known_location" ("provider_organization_id");`,
    );
    this.addSql(
      `alter table "known_location" add constraint "known_location_provider_site_id_unique" unique ("provider_site_id");`,
    );
    this.addSql(`create index "known_location_name_id_index" on "known_location" ("name", "id");`);

    this.addSql(
      `create table "preprocessor_job" ("id" uuid not null, "supplier_organization_id" uuid not null, "supplier_name" varchar(200) not null, "file_name" varchar(255) not null, "file_key" varchar(200) not null, "file_size" bigint not null, "content_type" varchar(100) not null, "format" varchar(10) not null, "status" varchar(20) not null, "total_rows" int not null default 0, "matched_count" int not null default 0, "review_count" int not null default 0, "unmatched_count" int not null default 0, "confirmed_count" int not null default 0, "rejected_count" int not null default 0, "error_message" text null, "error_report" jsonb null, "created_by" uuid null, "created_at" timestamptz not null, "started_at" timestamptz null, "finished_at" timestamptz null, "deactivated_at" timestamptz null, primary key ("id"));`,
    );
    this.addSql(
      `create index "preprocessor_job_supplier_organization_id_index" on "preprocessor_job" ("supplier_organization_id");`,
    );
    this.addSql(
      `create index "preprocessor_job_created_at_id_index" on "preprocessor_job" ("created_at", "id");`,
    );
    this.addSql(`create index "preprocessor_job_status_index" on "preprocessor_job" ("status");`);

    this.addSql(
      `create table "preprocessor_job_row" ("id" uuid not null, "job_id" uuid not null, "row_number" int not null, "location_id" varchar(100) not null, "name" varchar(300) not null, "address1" varchar(300) not null, "address2" varchar(300) null, "city" varchar(100) not null, "state" varchar(50) not null, "zip" varchar(20) not null, "phone" varchar(40) null, "hin" varchar(20) null, "gln" varchar(20) null, "decision" varchar(20) not null, "known_location_id" uuid null, "candidate_known_location_id" uuid null, "score" double precision not null, "reason" varchar(300) not null, "decided_by" uuid null, "decided_at" timestamptz null, primary key ("id"));`,
    );
    this.addSql(
      `create index "preprocessor_job_row_job_id_decision_index" on "preprocessor_job_row" ("job_id", "decision");`,
    );
    this.addSql(
      `alter table "preprocessor_job_row" add constraint "preprocessor_job_row_job_id_row_number_unique" unique ("job_id", "row_number");`,
    );

    this.addSql(
      `create table "supplier_location" ("id" uuid not null, "supplier_organization_id" uuid not null, "location_id" varchar(100) not null, "name" varchar(300) not null, "address1" varchar(300) not null, "address2" varchar(300) null, "city" varchar(100) not null, "state" varchar(50) not null, "zip" varchar(20) not null, "phone" varchar(40) null, "hin" varchar(20) null, "gln" varchar(20) null, "known_location_id" uuid null, "decision" varchar(20) not null, "score" double precision not null, "reason" varchar(300) not null, "verification_status" varchar(20) null, "job_id" uuid null, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(
      `create index "supplier_location_known_location_id_index" on "supplier_location" ("known_location_id");`,
    );
    this.addSql(
      `alter table "supplier_location" add constraint "supplier_location_supplier_organization_id_location_id_unique" unique ("supplier_organization_id", "location_id");`,
    );
    // Numbers of the human-readable Notisphere ids (NS-000123); the entity metadata cannot express a sequence.
    this.addSql(`create sequence if not exists "known_location_number";`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "known_location" cascade;`);
    this.addSql(`drop table if exists "preprocessor_job" cascade;`);
    this.addSql(`drop table if exists "preprocessor_job_row" cascade;`);
    this.addSql(`drop table if exists "supplier_location" cascade;`);
    this.addSql(`drop sequence if exists "known_location_number";`);
  }
}
