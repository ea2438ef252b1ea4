import { defineEntity, p } from "@mikro-orm/core";

/**
 * An organisation's self-registration link. One row per organisation at most: rotating replaces the row, so
 * only the current token works, and turning the link off deletes it. The token is an opaque random value
 * (24 random bytes, base64url), kept so the administrator can copy the link again; it carries nothing about
 * the organisation.
 */
export const RegistrationLink = defineEntity({
  name: "RegistrationLink",
  tableName: "registration_link",
  properties: {
    id: p.uuid().primary(),
    organizationId: p.uuid().unique(),
    token: p.string().length(64).unique(),
    expiresAt: p.datetime().nullable(),
    createdBy: p.uuid(),
    createdAt: p.datetime(),
  },
});
