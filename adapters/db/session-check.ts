import type { MikroORM } from "@mikro-orm/postgresql";
import type { SessionCheck, SessionState, UserStatus } from "../../core/auth/ports.ts";
import { isUuid } from "../../core/shared/ids.ts";
import { createShortCache } from "./short-cache.ts";

/**
 * Default time a session state is reused by one process. Every open tab calls the API every few seconds, so
 * without a cache each call would pay a query; with it, a revocation made by another process (logout there,
 * deactivation, role change, a password change) is seen here within this delay. Revocations made by this
 * process apply at once (`forget`). Documented in ADR 3.
 */
export const SESSION_CHECK_TTL_MS = 2000;

type Row = {
  revoked: boolean;
  session_user_id: string;
  user_status: string;
  user_id: string | null;
  organization_id: string | null;
  role_name: string | null;
  permissions: string[] | string | null;
  site_ids: string[] | string | null;
};

const json = <T>(value: T | string): T => (typeof value === "string" ? (JSON.parse(value) as T) : value);

/** One plain query per session and membership: the session row, its user, and the membership as it is now. */
export const createSessionCheck = (
  orm: MikroORM,
  options: { ttlMs?: number; maxEntries?: number; now?: () => number } = {},
): SessionCheck => {
  const cache = createShortCache<SessionState | undefined>({
    ttlMs: options.ttlMs ?? SESSION_CHECK_TTL_MS,
    maxEntries: options.maxEntries ?? 10_000,
    now: options.now,
  });

  const load = async (sessionId: string, membershipId: string) => {
    const [row] = await orm.em.getConnection().execute<Row[]>(
      `select s.revoked_at is not null as revoked, s.user_id as session_user_id, u.status as user_status, m.user_id, m.organization_id,
              r.name as role_name, r.permissions, m.site_ids
         from user_session s
         join app_user u on u.id = s.user_id
         left join membership m on m.id = ? and m.user_id = s.user_id and m.status = 'ACTIVE'
              and exists (select 1 from organization o where o.id = m.organization_id and o.status = 'ACTIVE')
         left join role r on r.id = m.role_id
        where s.id = ?`,
      [membershipId, sessionId],
    );
    if (!row) return { value: undefined, owner: "" };
    const state: SessionState = {
      revoked: row.revoked,
      userStatus: row.user_status as UserStatus,
      membership:
        row.user_id && row.organization_id && row.role_name
          ? {
              userId: row.user_id,
              organizationId: row.organization_id,
              roleName: row.role_name,
              permissions: json<string[]>(row.permissions ?? []),
              siteIds: row.site_ids == null ? "all" : json<string[]>(row.site_ids),
            }
          : null,
    };
    return { value: state, owner: row.session_user_id };
  };

  // Ended sessions are kept a day (for whoever looks into a logout), then deleted by whichever process notices
  // first, at most once an hour each. A session whose refresh tokens are all spent or expired has ended too.
  let lastSweep = 0;
  const sweep = () => {
    const at = (options.now ?? Date.now)();
    if (at - lastSweep < 3_600_000) return;
    lastSweep = at;
    void orm.em
      .getConnection()
      .execute(
        `delete from user_session s
          where s.created_at < now() - interval '1 day'
            and (s.revoked_at is not null
                 or not exists (select 1 from refresh_token t where t.family_id = s.id and t.revoked_at is null
                                   and t.used_at is null and t.expires_at > now()))`,
      )
      .catch(() => {});
  };

  return {
    async stateOf(sessionId, membershipId) {
      sweep();
      // Ids come from a signed token, but a malformed uuid would still make PostgreSQL throw.
      if (!isUuid(sessionId) || !isUuid(membershipId)) return undefined;
      return cache.get(`${sessionId}/${membershipId}`, () => load(sessionId, membershipId));
    },
    forget({ sessionIds = [], userId }) {
      cache.forget({ keyPrefixes: sessionIds.map((id) => `${id}/`), owner: userId });
    },
  };
};
