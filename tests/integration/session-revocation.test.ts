import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SignJWT, decodeJwt } from "jose";
import { Membership, Role, User } from "../../adapters/db/entities.ts";
import { okAnswer } from "./support/envelopes.ts";
import { DEMO_PASSWORD, startTestPortal, type TestPortal } from "./support/test-portal.ts";

/**
 * An access token must stop working within seconds of logout, deactivation, a password change or a role
 * change, on every instance (each checks the session row, cached at most SESSION_CHECK_TTL_MS = 2 s).
 */
const SECRET = "session-revocation-test-secret-0123456789abcdef";

/** The whole answer of a sign-in or refresh that hands out tokens. */
const TOKENS = okAnswer({
  access_token: expect.any(String),
  refresh_token: expect.any(String),
  expires_in: 1800,
  token_type: "Bearer",
});

let t: TestPortal;
beforeAll(async () => {
  t = await startTestPortal({ jwtSecret: SECRET });
});
afterAll(() => t.stop());

/** Polls until the token is refused, and says how long that took; fails after 4 s. */
const refusedWithin = async (token: string, path = "/me"): Promise<number> => {
  const started = Date.now();
  for (;;) {
    const answer = await t.call("GET", path, { token });
    if (answer.status === 401) return Date.now() - started;
    expect(answer.status).toBe(200);
    if (Date.now() - started > 4000) throw new Error(`${path} still answers 200 after 4 s`);
    await new Promise((r) => setTimeout(r, 100));
  }
};

const freshUser = async () => {
  const user = await t.createUser({
    organization: "Acme Medical",
    role: "Administrator",
    emailPrefix: "rev",
  });
  const session = await t.signIn(user.email);
  expect((await t.call("GET", "/me", { token: session.access_token })).status).toBe(200);
  return { ...user, ...session };
};

describe("access tokens end with their session", () => {
  it("carry the session id and an expiry", async () => {
    const { access_token } = await freshUser();
    const claims = decodeJwt(access_token);
    expect(typeof claims.sid).toBe("string");
    expect(typeof claims.exp).toBe("number");
  });

  it("are refused at once after logout, for reads and writes", async () => {
    const user = await freshUser();
    await t.call("PUT", "/me/grid-state/Recall", { token: user.access_token, body: { state: { a: 1 } } });
    expect(
      (await t.call("POST", "/auth/logout", { body: { refresh_token: user.refresh_token } })).status,
    ).toBe(200);
    expect((await t.call("GET", "/me", { token: user.access_token })).status).toBe(401);
    const write = await t.call("PUT", "/me", {
      token: user.access_token,
      body: { first_name: "After", last_name: "Logout" },
    });
    expect(write.status).toBe(401);
    expect((await t.call("GET", "/me/grid-state/Recall", { token: user.access_token })).status).toBe(401);
    const stored = await t.portal.orm.em.fork().findOneOrFail(User, { id: user.id });
    expect(stored.firstName).toBe("Test");
  });

  it("are refused after logout with only the access token", async () => {
    const user = await freshUser();
    expect((await t.call("POST", "/auth/logout", { token: user.access_token, body: {} })).status).toBe(200);
    expect((await t.call("GET", "/me", { token: user.access_token })).status).toBe(401);
    expect(
      (await t.call("POST", "/auth/refreshtoken", { body: { refresh_token: user.refresh_token } })).status,
    ).toBe(401);
  });

  it("are refused within seconds after the user is deactivated (by any process)", async () => {
    const user = await freshUser();
    await t.portal.orm.em.fork().nativeUpdate(User, { id: user.id }, { status: "DEACTIVATED" });
    expect(await refusedWithin(user.access_token)).toBeLessThan(3000);
  });

  it("are refused after a password change, while the new sign-in works", async () => {
    const user = await freshUser();
    const other = await t.signIn(user.email);
    const changed = await t.call("PUT", "/me/change-password", {
      token: user.access_token,
      body: {
        old_password: DEMO_PASSWORD,
        password: "Changed!2026pass",
        confirm_password: "Changed!2026pass",
      },
    });
    expect(changed.status).toBe(200);
    expect((await t.call("GET", "/me", { token: user.access_token })).status).toBe(401);
    expect((await t.call("GET", "/me", { token: other.access_token })).status).toBe(401);
    const again = await t.call("POST", "/auth/token", {
      body: {
        client_id: "web-client",
        grant_type: "password",
        email: user.email,
        password: "Changed!2026pass",
      },
    });
    expect(again.body).toEqual(TOKENS);
    expect((await t.call("GET", "/me", { token: again.body.d.access_token })).status).toBe(200);
  });

  it("are refused within seconds after a role change; a refresh carries the new role", async () => {
    const user = await freshUser();
    const em = t.portal.orm.em.fork();
    const membership = await em.findOneOrFail(Membership, { userId: user.id });
    const coordinator = await em.findOneOrFail(Role, {
      organizationId: membership.organizationId,
      name: "Recall Coordinator",
    });
    await em.nativeUpdate(Membership, { id: membership.id }, { roleId: coordinator.id });
    expect(await refusedWithin(user.access_token)).toBeLessThan(3000);
    const refreshed = await t.call("POST", "/auth/refreshtoken", {
      body: { refresh_token: user.refresh_token },
    });
    expect(refreshed.status).toBe(200);
    expect(refreshed.body).toEqual(TOKENS);
    expect(decodeJwt(refreshed.body.d.access_token).role_name).toBe("Recall Coordinator");
    expect((await t.call("GET", "/me", { token: refreshed.body.d.access_token })).status).toBe(200);
  });

  it("refuses a well-signed token without exp", async () => {
    const user = await freshUser();
    const claims = decodeJwt(user.access_token);
    delete claims.exp;
    const forever = await new SignJWT(claims)
      .setProtectedHeader({ alg: "HS256", typ: "JWT" })
      .sign(new TextEncoder().encode(SECRET));
    expect((await t.call("GET", "/me", { token: forever })).status).toBe(401);
    expect((await t.call("GET", "/me", { token: forever })).status).toBe(401);
  });
});
