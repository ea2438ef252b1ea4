import { inject } from "vitest";
import { createPortal, type Portal, type PortalOptions } from "../../../adapters/http/portal.ts";
import { Membership, Organization, Role, User } from "../../../adapters/db/entities/index.ts";
import { newId } from "../../../adapters/db/ids.ts";
import { argon2Hasher } from "../../../adapters/security/argon2-hasher.ts";
import { DEMO_PASSWORD } from "../../../adapters/db/seed/demo-users.ts";

export { DEMO_PASSWORD };

export interface Answer<T = unknown> {
  readonly status: number;
  readonly headers: Headers;
  readonly body: {
    ok: boolean;
    m: string;
    d: T;
    error: {
      code: string;
      fields?: Array<{ field: string; message: string }>;
      retryAfterSeconds?: number;
    } | null;
  };
}

export interface TestPortal {
  readonly portal: Portal;
  // Tests read deep into answers; `any` keeps them short, and every read is an assertion anyway.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  call<T = any>(
    method: string,
    path: string,
    options?: { body?: unknown; token?: string; rawBody?: string },
  ): Promise<Answer<T>>;
  signIn(
    email: string,
    loginAs?: { login_as: string; login_as_org_id: string },
  ): Promise<{ access_token: string; refresh_token: string }>;
  /** A fresh verified user with one membership, so tests that lock or change accounts touch nobody else. */
  createUser(options: {
    organization: string;
    role: string;
    emailPrefix?: string;
  }): Promise<{ id: string; email: string }>;
  organizationId(name: string): Promise<string>;
  stop(): Promise<void>;
}

/** The portal in-process on the shared test database; requests go through Hono's app.request. */
export const startTestPortal = async (options: PortalOptions = {}): Promise<TestPortal> => {
  const portal = await createPortal(
    { url: inject("databaseUrl"), embedded: inject("embeddedDatabase"), stop: async () => {} },
    // Each test portal counts its own attempts unless a test shares a scope on purpose (two instances).
    { workers: false, loginAttemptsPerMinute: 10_000, rateLimitScope: `${newId()}:`, ...options },
  );
  const call: TestPortal["call"] = async (method, path, { body, token, rawBody } = {}) => {
    const headers: Record<string, string> = {};
    if (token) headers.authorization = `Bearer ${token}`;
    if (body !== undefined || rawBody !== undefined) headers["content-type"] = "application/json";
    const response = await portal.app.request(`/api${path}`, {
      method,
      headers,
      body: rawBody ?? (body === undefined ? undefined : JSON.stringify(body)),
    });
    const text = await response.text();
    return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : null };
  };
  return {
    portal,
    call,
    async signIn(email, loginAs) {
      const answer = await call("POST", "/auth/token", {
        body: { client_id: "web-client", grant_type: "password", email, password: DEMO_PASSWORD, ...loginAs },
      });
      if (answer.status !== 200 || !answer.body.d?.access_token)
        throw new Error(`sign-in of ${email} failed: ${JSON.stringify(answer.body)}`);
      return answer.body.d;
    },
    async createUser({ organization, role, emailPrefix = "user" }) {
      const em = portal.orm.em.fork();
      const org = await em.findOneOrFail(Organization, { name: organization });
      const roleRow = await em.findOneOrFail(Role, { organizationId: org.id, name: role });
      const id = newId();
      const email = `${emailPrefix}.${id.slice(-12)}@example.org`;
      em.create(User, {
        id,
        email,
        passwordHash: await argon2Hasher.hash(DEMO_PASSWORD),
        firstName: "Test",
        lastName: "User",
        status: "VERIFIED",
        failedLoginCount: 0,
      });
      em.create(Membership, {
        id: newId(),
        userId: id,
        organizationId: org.id,
        roleId: roleRow.id,
        siteIds: null,
        status: "ACTIVE",
      });
      await em.flush();
      return { id, email };
    },
    async organizationId(name) {
      return (await portal.orm.em.fork().findOneOrFail(Organization, { name })).id;
    },
    stop: () => portal.stop(),
  };
};
