import { defineEntity, p } from "@mikro-orm/core";

/**
 * A refresh token, stored only as a hash. Tokens of one sign-in share a family; using a token marks it used
 * and issues the next one, and presenting a used token again revokes the whole family (token theft signal).
 */
export const RefreshToken = defineEntity({
  name: "RefreshToken",
  tableName: "refresh_token",
  properties: {
    id: p.uuid().primary(),
    tokenHash: p.string().length(64).unique(),
    familyId: p.uuid().index(),
    userId: p.uuid().index(),
    membershipId: p.uuid(),
    expiresAt: p.datetime(),
    usedAt: p.datetime().nullable(),
    revokedAt: p.datetime().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});

/** Single-use secrets sent by e-mail (unlock codes) or handed out after a code (reset tokens); hashed. */
export const OneTimeSecret = defineEntity({
  name: "OneTimeSecret",
  tableName: "one_time_secret",
  properties: {
    id: p.uuid().primary(),
    userId: p.uuid().index(),
    purpose: p.string().length(20),
    secretHash: p.string().length(64),
    expiresAt: p.datetime(),
    attempts: p.integer().default(0),
    usedAt: p.datetime().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});

/** Saved AG Grid column state and filters, per user, login type and table. */
export const GridState = defineEntity({
  name: "GridState",
  tableName: "grid_state",
  uniques: [{ properties: ["userId", "userType", "tableKey"] }],
  properties: {
    id: p.uuid().primary(),
    userId: p.uuid(),
    userType: p.string().length(20),
    tableKey: p.string().length(100),
    state: p.json<Record<string, unknown>>(),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
});

/**
 * Process-wide settings kept in the database so every app process agrees. Never secrets: whoever reads the
 * database would have them (the token-signing key is JWT_SECRET or an owner-only file in DATA_DIR).
 */
export const AppSetting = defineEntity({
  name: "AppSetting",
  tableName: "app_setting",
  properties: {
    key: p.string().length(100).primary(),
    value: p.text(),
  },
});
