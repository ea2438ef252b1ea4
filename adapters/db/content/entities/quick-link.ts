import { defineEntity, p } from "@mikro-orm/core";

/**
 * What the global search looks in: name, url and description, lower-cased once when the row is written (a
 * generated column), so a search is a plain LIKE on one column, helped by its trigram index when selective.
 */
export const QUICK_LINK_SEARCH_TEXT = `(lower("name" || ' ' || "url" || ' ' || coalesce("description", ''))) stored`;

/** An operator-managed shortcut shown to users; deleting keeps the row (soft delete) for the audit trail. */
export const QuickLink = defineEntity({
  name: "QuickLink",
  tableName: "quick_link",
  indexes: [
    { properties: ["name", "id"] },
    { properties: ["createdAt", "id"] },
    {
      name: "quick_link_search_text_trgm",
      expression: `create index "quick_link_search_text_trgm" on "quick_link" using gin ("search_text" gin_trgm_ops)`,
    },
  ],
  properties: {
    id: p.uuid().primary(),
    name: p.string().length(200),
    url: p.string().length(2000),
    description: p.text().nullable(),
    status: p.string().length(20).default("ACTIVE"),
    /** Optional icon as an image data URL (the shell's account links show it). */
    path: p.text().nullable(),
    searchText: p.text().generated(QUICK_LINK_SEARCH_TEXT).nullable().lazy(),
    createdBy: p.uuid().nullable(),
    deletedAt: p.datetime().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
});
