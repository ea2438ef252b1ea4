import { defineEntity, p } from "@mikro-orm/core";

/**
 * An organisation's OpenID Connect issuer for single sign-on. The client secret is write-only through the API
 * (answers only say whether one is set); it is sent to the issuer's token endpoint and nowhere else.
 */
export const OrganizationSsoSettings = defineEntity({
  name: "OrganizationSsoSettings",
  tableName: "organization_sso_settings",
  properties: {
    organizationId: p.uuid().primary(),
    issuer: p.string().length(500),
    clientId: p.string().length(200),
    clientSecret: p.text().nullable(),
    enabled: p.boolean().default(true),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
});

/**
 * A started SSO sign-in, kept ten minutes: the state (hashed, as the callback presents it), the nonce and
 * the PKCE verifier the callback checks the issuer's answer with, and the hash of the browser's binding cookie.
 */
export const SsoFlow = defineEntity({
  name: "SsoFlow",
  tableName: "sso_flow",
  properties: {
    id: p.uuid().primary(),
    stateHash: p.string().length(64).unique(),
    bindingHash: p.string().length(64),
    organizationId: p.uuid(),
    nonce: p.string().length(200),
    codeVerifier: p.string().length(200),
    expiresAt: p.datetime().index(),
    usedAt: p.datetime().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});

/**
 * What a callback decided (a matched member, or the refusal to show), kept one minute under a single-use code
 * (hashed) that the sign-in page redeems, so no token ever travels in a URL.
 */
export const SsoExchange = defineEntity({
  name: "SsoExchange",
  tableName: "sso_exchange",
  properties: {
    id: p.uuid().primary(),
    codeHash: p.string().length(64).unique(),
    outcome: p.json<Record<string, unknown>>(),
    expiresAt: p.datetime().index(),
    usedAt: p.datetime().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});

/** A portal session opened by SSO: the issuer's ID token, sent back as id_token_hint when signing out there. */
export const SsoSession = defineEntity({
  name: "SsoSession",
  tableName: "sso_session",
  properties: {
    sessionId: p.uuid().primary(),
    organizationId: p.uuid(),
    idToken: p.text(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});

export const SSO_ENTITIES = [OrganizationSsoSettings, SsoFlow, SsoExchange, SsoSession];
