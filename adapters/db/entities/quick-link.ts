import { defineEntity, p } from "@mikro-orm/core";

/** An operator-managed shortcut shown to users; deleting keeps the row (soft delete) for the audit trail. */
export const QuickLink = defineEntity({
  name: "QuickLink",
  tableName: "quick_link",
  indexes: [{ properties: ["name", "id"] }, { properties: ["createdAt", "id"] }],
  properties: {
    id: p.uuid().primary(),
    name: p.string().length(200),
    url: p.string().length(2000),
    description: p.text().nullable(),
    status: p.string().length(20).default("ACTIVE"),
    /** Optional icon as an image data URL (the shell's account links show it). */
    path: p.text().nullable(),
    createdBy: p.uuid().nullable(),
    deletedAt: p.datetime().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
});
