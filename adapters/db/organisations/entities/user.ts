import { defineEntity, p } from "@mikro-orm/core";

export const Role = defineEntity({
  name: "Role",
  tableName: "role",
  uniques: [{ properties: ["organizationId", "name"] }],
  properties: {
    id: p.uuid().primary(),
    organizationId: p.uuid().index(),
    organizationType: p.string().length(20),
    name: p.string().length(100),
    permissions: p.json<string[]>(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});

/** A person. Status follows the organisation-user status catalogue. */
export const User = defineEntity({
  name: "User",
  tableName: "app_user",
  // The users grids sort by name and search name and e-mail (user-administration-list.ts writes the same
  // expressions, so PostgreSQL walks these indexes even with 100,000 users).
  indexes: [
    {
      name: "app_user_name_lower",
      expression: `create index "app_user_name_lower" on "app_user" (lower("first_name"), lower("last_name"), "id")`,
    },
    {
      name: "app_user_search_trgm",
      expression: `create index "app_user_search_trgm" on "app_user" using gin ((lower("first_name" || ' ' || "last_name" || ' ' || "email")) gin_trgm_ops)`,
    },
  ],
  properties: {
    id: p.uuid().primary(),
    email: p.string().length(254).unique(),
    passwordHash: p.string().length(200).nullable(),
    firstName: p.string().length(100),
    lastName: p.string().length(100),
    phone: p.string().length(40).nullable(),
    photo: p.text().nullable(),
    status: p.string().length(20).default("VERIFIED"),
    failedLoginCount: p.integer().default(0),
    lockedAt: p.datetime().nullable(),
    /** Set by each sign-in (a new session); the users screens show it. */
    lastSignInAt: p.datetime().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
});

/** A user's place in one organisation, with one role; `siteIds` null means all sites. */
export const Membership = defineEntity({
  name: "Membership",
  tableName: "membership",
  uniques: [{ properties: ["userId", "organizationId"] }],
  // An organisation's users by status (the users grid, the administrator count), and the newest first.
  indexes: [{ properties: ["organizationId", "status"] }, { properties: ["createdAt", "id"] }],
  properties: {
    id: p.uuid().primary(),
    userId: p.uuid().index(),
    organizationId: p.uuid().index(),
    roleId: p.uuid(),
    siteIds: p.json<string[]>().nullable(),
    status: p.string().length(20).default("ACTIVE"),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});
