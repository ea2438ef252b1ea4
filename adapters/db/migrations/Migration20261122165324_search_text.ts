import { Migration } from "@mikro-orm/migrations";

export class Migration20261122165324_search_text extends Migration {
  override name = "Migration20261122165324_search_text";

  override up(): void | Promise<void> {
    // pg_trgm is a trusted extension (PostgreSQL 13+): the database owner may create it. PGlite loads it at start.
    this.addSql(`create extension if not exists pg_trgm;`);
    this.addSql(
      `alter table "quick_link" add "search_text" text generated always as (lower("name" || ' ' || "url" || ' ' || coalesce("description", ''))) stored null;`,
    );
    this.addSql(
      `create index "quick_link_search_text_trgm" on "quick_link" using gin ("search_text" gin_trgm_ops);`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "quick_link_search_text_trgm";`);
    this.addSql(`alter table "quick_link" drop column "search_text";`);
  }
}
