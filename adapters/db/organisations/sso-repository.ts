import type { EntityManager } from "@mikro-orm/postgresql";
import type {
  SecretBox,
  SsoFlowStore,
  SsoOutcome,
  SsoSettingsRecord,
  SsoSettingsStore,
} from "#core/identity/sso/ports.ts";
import { OrganizationSsoSettings, SsoExchange, SsoFlow, SsoSession } from "./entities/index.ts";

/** SSO settings per organisation on PostgreSQL. */
/** SSO settings per organisation on PostgreSQL; the client secret is stored sealed by `box`. */
export const createSsoSettingsRepository = (em: EntityManager, box: SecretBox): SsoSettingsStore => ({
  async find(organizationId) {
    const row = await em.findOne(OrganizationSsoSettings, { organizationId }, { disableIdentityMap: true });
    if (!row) return undefined;
    // A secret sealed under another key reads as not set: the operator types it in again.
    const clientSecret = row.clientSecret ? (box.open(row.clientSecret) ?? null) : null;
    const record: SsoSettingsRecord = {
      organizationId: row.organizationId,
      issuer: row.issuer,
      clientId: row.clientId,
      clientSecret,
      hasClientSecret: (clientSecret ?? "") !== "",
      enabled: row.enabled,
      updatedAt: row.updatedAt,
    };
    return record;
  },

  async save(organizationId, change, now) {
    const values = {
      issuer: change.issuer,
      clientId: change.clientId,
      enabled: change.enabled,
      updatedAt: now,
      ...(change.clientSecret === undefined ? {} : { clientSecret: box.seal(change.clientSecret) }),
    };
    const updated = await em.nativeUpdate(OrganizationSsoSettings, { organizationId }, values);
    if (updated === 0)
      await em.insert(OrganizationSsoSettings, { organizationId, clientSecret: null, ...values });
  },

  async listAvailable() {
    return em.execute<Array<{ id: string; name: string; type: string }>>(
      `select o.id, o.name, o.type from organization o
         join organization_sso_settings s on s.organization_id = o.id
        where o.is_sso and o.status = 'ACTIVE' and o.type <> 'NOTISPHERE' and s.enabled
          and s.issuer <> '' and s.client_id <> '' and coalesce(s.client_secret, '') <> ''
        order by o.name limit ${MAX_SSO_ORGANISATIONS}`,
    );
  },
});

/** The sign-in page lists at most this many SSO organisations (a few dozen are expected). */
const MAX_SSO_ORGANISATIONS = 1000;

/** Started SSO sign-ins and the sessions they opened, on PostgreSQL. */
export const createSsoFlowRepository = (em: EntityManager): SsoFlowStore => ({
  async create(flow) {
    // Expired flows of any organisation go as new ones come, so the table stays the size of ten minutes' starts.
    await em.nativeDelete(SsoFlow, {
      expiresAt: { $lt: new Date(flow.expiresAt.getTime() - 24 * 3600_000) },
    });
    await em.insert(SsoFlow, { ...flow, usedAt: null, createdAt: new Date() });
  },

  async findByStateHash(stateHash) {
    const row = await em.findOne(SsoFlow, { stateHash }, { disableIdentityMap: true });
    return row
      ? {
          id: row.id,
          stateHash: row.stateHash,
          bindingHash: row.bindingHash,
          organizationId: row.organizationId,
          nonce: row.nonce,
          codeVerifier: row.codeVerifier,
          expiresAt: row.expiresAt,
          usedAt: row.usedAt ?? null,
        }
      : undefined;
  },

  async spend(id, now) {
    // One conditional update: of two callbacks racing with the same state, exactly one spends it.
    const changed = await em.nativeUpdate(SsoFlow, { id, usedAt: null }, { usedAt: now });
    return changed === 1;
  },

  async recordExchange(exchange) {
    await em.nativeDelete(SsoExchange, {
      expiresAt: { $lt: new Date(exchange.expiresAt.getTime() - 3600_000) },
    });
    await em.insert(SsoExchange, {
      ...exchange,
      outcome: { ...exchange.outcome },
      usedAt: null,
      createdAt: new Date(),
    });
  },

  async redeemExchange(codeHash, now) {
    // Spent in the same statement that reads it: two tabs redeeming one code get one session between them.
    const rows = await em.execute<Array<{ outcome: SsoOutcome }>>(
      `update sso_exchange set used_at = ? where code_hash = ? and used_at is null and expires_at > ? returning outcome`,
      [now, codeHash, now],
    );
    return rows[0]?.outcome;
  },

  async recordSession(session) {
    await em.insert(SsoSession, session);
  },

  async findSession(sessionId) {
    const row = await em.findOne(SsoSession, { sessionId }, { disableIdentityMap: true });
    return row ? { organizationId: row.organizationId, idToken: row.idToken } : undefined;
  },
});
