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

/**
 * One sign-in (its id is the refresh-token family id and the access token's `sid`). Every request checks that
 * its session is not revoked, so logout and password changes end access tokens within seconds, not at expiry.
 */
export const UserSession = defineEntity({
  name: "UserSession",
  tableName: "user_session",
  properties: {
    id: p.uuid().primary(),
    userId: p.uuid().index(),
    createdAt: p.datetime().onCreate(() => new Date()),
    revokedAt: p.datetime().nullable(),
  },
});

/** Fixed-window counters of the sign-in and code limits, shared by every process of a deployment. */
export const RateLimitCounter = defineEntity({
  name: "RateLimitCounter",
  tableName: "rate_limit_counter",
  properties: {
    key: p.string().length(400).primary(),
    windowStart: p.datetime().index(),
    count: p.integer(),
  },
});

/** A number per table, raised by every write, so every process drops its cached list totals for that table. */
export const CountGeneration = defineEntity({
  name: "CountGeneration",
  tableName: "count_generation",
  properties: {
    tableName: p.string().length(100).primary(),
    generation: p.bigint("number").default(0),
  },
});
