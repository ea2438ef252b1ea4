import { Migration } from "@mikro-orm/migrations";

export class Migration20261122233136_sessions_and_shared_limits extends Migration {
  override name = "Migration20261122233136_sessions_and_shared_limits";

  override up(): void | Promise<void> {
    this.addSql(
      `create table "count_generation" ("table_name" varchar(100) not null, "generation" bigint not null default '0', primary key ("table_name"));`,
    );

    this.addSql(
      `create table "rate_limit_counter" ("key" varchar(400) not null, "window_start" timestamptz not null, "count" int not null, primary key ("key"));`,
    );
    this.addSql(
      `create index "rate_limit_counter_window_start_index" on "rate_limit_counter" ("window_start");`,
    );

    this.addSql(
      `create table "user_session" ("id" uuid not null, "user_id" uuid not null, "created_at" timestamptz not null, "revoked_at" timestamptz null, primary key ("id"));`,
    );
    this.addSql(`create index "user_session_user_id_index" on "user_session" ("user_id");`);
    // Sign-ins from before sessions existed keep working: every live refresh family becomes a session.
    this.addSql(`insert into "user_session" ("id", "user_id", "created_at", "revoked_at")
      select "family_id", min("user_id"::text)::uuid, min("created_at"), null from "refresh_token"
       where "revoked_at" is null and "expires_at" > now() group by "family_id";`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "count_generation" cascade;`);
    this.addSql(`drop table if exists "rate_limit_counter" cascade;`);
    this.addSql(`drop table if exists "user_session" cascade;`);
  }
}
