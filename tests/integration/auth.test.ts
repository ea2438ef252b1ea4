import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { decodeJwt } from "jose";
import { User } from "../../adapters/db/entities.ts";
import { invalidField, okAnswer, refusedAnswer, unauthorizedAnswer } from "./support/envelopes.ts";
import { DEMO_PASSWORD, startTestPortal, type TestPortal } from "./support/test-portal.ts";

let t: TestPortal;
/** The development mailbox is read by a signed-in operator. */
let operator: string;
beforeAll(async () => {
  t = await startTestPortal({ devMailbox: true });
  operator = (await t.signIn("operator.admin@example.org")).access_token;
});
afterAll(() => t.stop());

/** The whole answer of every sign-in that hands out tokens. */
const TOKENS = {
  ok: true,
  m: "",
  d: {
    access_token: expect.any(String),
    refresh_token: expect.any(String),
    expires_in: 1800,
    token_type: "Bearer",
  },
  error: null,
};
const NOT_A_MEMBER = "You are not a member of the selected organization";

const passwordLogin = (email: string, password: string, extra: Record<string, unknown> = {}) =>
  t.call("POST", "/auth/token", {
    body: { client_id: "web-client", grant_type: "password", email, password, ...extra },
  });

describe("POST /auth/token (password)", () => {
  it("signs in a single-membership user with the spec's claims", async () => {
    const answer = await passwordLogin("supplier.recalls@example.org", DEMO_PASSWORD);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      ok: true,
      m: "",
      d: {
        access_token: expect.any(String),
        refresh_token: expect.any(String),
        expires_in: 1800,
        token_type: "Bearer",
      },
      error: null,
    });
    const access = decodeJwt(answer.body.d.access_token);
    expect(access).toMatchObject({
      role_name: "Recall Coordinator",
      user_type: "SUPP",
      org_id: await t.organizationId("Acme Medical"),
    });
    expect(access.permission).toContain("Supplier_ManageRecalls");
    expect(access.permission).not.toContain("Supplier_ManageUsers");
    expect(access.allPermissionCount).toBe((access.permission as string[]).length);
    expect(access.exp).toBeGreaterThan(Date.now() / 1000);
    const refresh = decodeJwt(answer.body.d.refresh_token);
    expect(refresh).toMatchObject({ org_type: "SUPPLIER", parentorg_type: null });
  });

  it("answers a wrong password and an unknown e-mail with the same words", async () => {
    const user = await t.createUser({ organization: "Acme Medical", role: "Administrator" });
    const wrong = await passwordLogin(user.email, "Wrong!2026pass");
    const unknown = await passwordLogin("nobody.here@example.org", "Wrong!2026pass");
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual({
      ok: false,
      m: "Invalid email or password",
      d: null,
      error: { code: "Unauthenticated", messageKey: "auth.invalidCredentials" },
    });
    expect(unknown.body).toEqual(wrong.body);
  });

  it("refuses an unknown client and missing fields", async () => {
    expect(
      (await passwordLogin("supplier.admin@example.org", DEMO_PASSWORD, { client_id: "other" })).status,
    ).toBe(401);
    const missing = await t.call("POST", "/auth/token", {
      body: { client_id: "web-client", grant_type: "password", email: "a@b.org" },
    });
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual(invalidField("password", "Field required", "validation.required"));
    const badGrant = await t.call("POST", "/auth/token", {
      body: { client_id: "web-client", grant_type: "magic" },
    });
    expect(badGrant.status).toBe(400);
    expect(badGrant.body).toEqual(
      refusedAnswer('grant_type: Expected "password" | "refresh_token"', {
        code: "ValidationFailed",
        messageKey: "request.fieldProblem",
        params: { field: "grant_type", problem: 'Expected "password" | "refresh_token"' },
        fields: [{ field: "grant_type", message: 'Expected "password" | "refresh_token"' }],
      }),
    );
  });

  it("asks a user with several memberships to choose, then signs in as the chosen one", async () => {
    const first = await passwordLogin("multi@example.org", DEMO_PASSWORD);
    expect(first.status).toBe(200);
    const acmeId = await t.organizationId("Acme Medical");
    expect(first.body).toEqual({
      ok: true,
      m: "",
      d: {
        login_as_required: true,
        options: [
          {
            userType: "PROV",
            organizations: [{ id: await t.organizationId("Ochsner Health"), name: "Ochsner Health" }],
          },
          { userType: "SUPP", organizations: [{ id: acmeId, name: "Acme Medical" }] },
        ],
      },
      error: null,
    });
    const chosen = await passwordLogin("multi@example.org", DEMO_PASSWORD, {
      login_as: "SUPP",
      login_as_org_id: acmeId,
    });
    expect(chosen.body).toEqual(TOKENS);
    expect(decodeJwt(chosen.body.d.access_token)).toMatchObject({ user_type: "SUPP", org_id: acmeId });
    const notMember = await passwordLogin("multi@example.org", DEMO_PASSWORD, {
      login_as: "SUPP",
      login_as_org_id: await t.organizationId("Northwind Distribution"),
    });
    expect(notMember.status).toBe(400);
    expect(notMember.body).toEqual(invalidField("login_as_org_id", NOT_A_MEMBER, "auth.notMember"));
    const operatorAsProvider = await passwordLogin("operator.admin@example.org", DEMO_PASSWORD, {
      login_as: "NOTISPHERE",
      login_as_org_id: 0,
    });
    expect(operatorAsProvider.body).toEqual(TOKENS);
    expect(decodeJwt(operatorAsProvider.body.d.access_token).user_type).toBe("NOTISPHERE");
  });
});

describe("refresh tokens", () => {
  it("rotate on every use, and a reused token ends the whole family", async () => {
    const user = await t.createUser({ organization: "Ochsner Health", role: "Recall Coordinator" });
    const signedIn = await passwordLogin(user.email, DEMO_PASSWORD);
    expect(signedIn.body).toEqual(TOKENS);
    const start = signedIn.body.d;
    const second = await t.call("POST", "/auth/refreshtoken", {
      body: { refresh_token: start.refresh_token, access_token: start.access_token },
    });
    expect(second.status).toBe(200);
    expect(second.body).toEqual({
      ok: true,
      m: "",
      d: {
        access_token: expect.any(String),
        refresh_token: expect.any(String),
        expires_in: 1800,
        token_type: "Bearer",
      },
      error: null,
    });
    expect(second.body.d.refresh_token).not.toBe(start.refresh_token);
    const third = await t.call("POST", "/auth/token", {
      body: {
        client_id: "web-client",
        grant_type: "refresh_token",
        refresh_token: second.body.d.refresh_token,
      },
    });
    expect(third.status).toBe(200);
    expect(third.body).toEqual({
      ok: true,
      m: "",
      d: {
        access_token: expect.any(String),
        refresh_token: expect.any(String),
        expires_in: 1800,
        token_type: "Bearer",
      },
      error: null,
    });
    // The first token again: theft signal. It fails, and so does the newest token of the family.
    const replay = await t.call("POST", "/auth/refreshtoken", {
      body: { refresh_token: start.refresh_token },
    });
    expect(replay.status).toBe(401);
    const newest = await t.call("POST", "/auth/refreshtoken", {
      body: { refresh_token: third.body.d.refresh_token },
    });
    expect(newest.status).toBe(401);
    expect(newest.body).toEqual(
      refusedAnswer("Your session has expired. Please sign in again.", {
        code: "Unauthenticated",
        messageKey: "auth.sessionExpired",
      }),
    );
  });

  it("are ended by logout, and forged tokens are refused", async () => {
    const session = await t.signIn("provider.sourcing@example.org");
    expect(
      (await t.call("POST", "/auth/logout", { body: { refresh_token: session.refresh_token } })).body,
    ).toEqual({
      ok: true,
      m: "Signed out",
      d: null,
      error: null,
    });
    expect(
      (await t.call("POST", "/auth/refreshtoken", { body: { refresh_token: session.refresh_token } })).status,
    ).toBe(401);
    expect(
      (await t.call("POST", "/auth/refreshtoken", { body: { refresh_token: session.access_token } })).status,
    ).toBe(401);
    expect(
      (await t.call("POST", "/auth/refreshtoken", { body: { refresh_token: "not.a.token" } })).status,
    ).toBe(401);
  });
});

describe("switch accounts", () => {
  it("moves a session to another membership of the same user with the refresh token, and refuses others", async () => {
    const acmeId = await t.organizationId("Acme Medical");
    const ochsnerId = await t.organizationId("Ochsner Health");
    const start = await t.signIn("multi@example.org", { login_as: "SUPP", login_as_org_id: acmeId });
    const refusal = await t.call("POST", "/auth/token", {
      body: {
        client_id: "web-client",
        grant_type: "refresh_token",
        refresh_token: start.refresh_token,
        login_as: "SUPP",
        login_as_org_id: await t.organizationId("Northwind Distribution"),
      },
    });
    expect(refusal.status).toBe(400);
    expect(refusal.body).toEqual(invalidField("login_as_org_id", NOT_A_MEMBER, "auth.notMember"));
    // The refused choice spent nothing: the same refresh token still switches.
    const switched = await t.call("POST", "/auth/token", {
      body: {
        client_id: "web-client",
        grant_type: "refresh_token",
        refresh_token: start.refresh_token,
        login_as: "PROV",
        login_as_org_id: ochsnerId,
      },
    });
    expect(switched.status).toBe(200);
    expect(switched.body).toEqual(TOKENS);
    expect(decodeJwt(switched.body.d.access_token)).toMatchObject({ user_type: "PROV", org_id: ochsnerId });
    const me = await t.call("GET", "/me", { token: switched.body.d.access_token });
    // Memberships come in no promised order; sorted, the whole answer is compared.
    const byName = (a: { organizationName: string }, b: { organizationName: string }) =>
      a.organizationName.localeCompare(b.organizationName);
    expect({ ...me.body, d: { ...me.body.d, memberships: [...me.body.d.memberships].sort(byName) } }).toEqual(
      okAnswer({
        id: expect.any(String),
        email: "multi@example.org",
        first_name: "Morgan",
        last_name: "Multi",
        full_name: "Morgan Multi",
        phone: null,
        photo: null,
        status: "VERIFIED",
        userType: "PROV",
        roleName: "Administrator",
        roleDisplayName: "Administrator",
        organization: {
          id: ochsnerId,
          name: "Ochsner Health",
          type: "PROVIDER",
          isSSO: false,
          profile_photo: null,
        },
        memberships: [
          {
            organizationId: acmeId,
            organizationName: "Acme Medical",
            roleName: "Administrator",
            userType: "SUPP",
          },
          {
            organizationId: ochsnerId,
            organizationName: "Ochsner Health",
            roleName: "Administrator",
            userType: "PROV",
          },
        ],
        permissions: [
          "View_Dashboard",
          "Provider_ViewDashboard",
          "Provider_ManageProfile",
          "Provider_ManageRoles",
          "Provider_ManageUsers",
          "Provider_ManageSupplierContacts",
          "Provider_ManageRecalls",
          "Provider_ManageDisruption",
          "Provider_ResponderRole",
          "Provider_ManageLocations",
          "Provider_ManageEmailTemplates",
          "Provider_ViewFAQs",
          "Provider_ViewContact",
          "Provider_ViewUserGuides",
        ],
        canSwitchAccounts: true,
      }),
    );
    expect(
      (await t.call("POST", "/auth/refreshtoken", { body: { refresh_token: start.refresh_token } })).status,
    ).toBe(401);
  });
});

describe("lockout and unlock by one-time code", () => {
  const latestCode = async (email: string): Promise<string> => {
    const mails = await t.call("GET", `/dev/mailbox?to=${encodeURIComponent(email)}`, { token: operator });
    expect(mails.body).toEqual({ ok: true, m: "", d: expect.any(Array), error: null });
    const code = /code is (\d{6})/.exec(mails.body.d[0]?.text ?? "")?.[1];
    if (!code) throw new Error(`no code mailed to ${email}`);
    return code;
  };

  it("locks after five wrong passwords, then unlocks with a code from the mailbox", async () => {
    const user = await t.createUser({ organization: "Ochsner Health", role: "Responder" });
    for (let i = 1; i <= 4; i++) expect((await passwordLogin(user.email, `Wrong!${i}pass`)).status).toBe(401);
    const fifth = await passwordLogin(user.email, "Wrong!5pass");
    expect(fifth.status).toBe(423);
    expect(fifth.body).toEqual(
      refusedAnswer(
        "Your account is locked after too many failed sign-in attempts. Request an unlock code to sign in again.",
        { code: "AccountLocked", messageKey: "auth.locked" },
      ),
    );
    // Locked means locked, even with the right password.
    expect((await passwordLogin(user.email, DEMO_PASSWORD)).status).toBe(423);

    const requested = await t.call("POST", "/auth/userlock", { body: { email: user.email } });
    expect(requested.body).toEqual({
      ok: true,
      m: "If an account exists for this e-mail, a code has been sent to it.",
      d: null,
      error: null,
    });
    const code = await latestCode(user.email);
    const wrong = await t.call("POST", "/auth/userlockotp", {
      body: { email: user.email, code: code === "000000" ? "111111" : "000000" },
    });
    expect(wrong.status).toBe(400);
    const verified = await t.call("POST", "/auth/userlockotp", { body: { email: user.email, code } });
    expect(verified.status).toBe(200);
    expect(verified.body).toEqual({ ok: true, m: "", d: { reset_token: expect.any(String) }, error: null });
    const resetToken = verified.body.d.reset_token as string;
    // The code is single use.
    expect((await t.call("POST", "/auth/userlockotp", { body: { email: user.email, code } })).status).toBe(
      400,
    );

    const weak = await t.call("POST", "/auth/restoreuser", {
      body: { email: user.email, reset_token: resetToken, password: "weak" },
    });
    expect(weak.status).toBe(400);
    const weakWords =
      "Minimum 8 characters, must contain at least: 1 uppercase letter, 1 lowercase letter, 1 number, and one special character (!@#$%^&*).";
    expect(weak.body).toEqual(invalidField("password", weakWords, "validation.verify_password"));
    const restored = await t.call("POST", "/auth/restoreuser", {
      body: { email: user.email, reset_token: resetToken, password: "Fresh!2026pass" },
    });
    expect(restored.body).toEqual({
      ok: true,
      m: "Your password has been set. You can sign in now.",
      d: null,
      error: null,
    });
    expect((await passwordLogin(user.email, "Fresh!2026pass")).status).toBe(200);
    expect(
      (
        await t.call("POST", "/auth/restoreuser", {
          body: { email: user.email, reset_token: resetToken, password: "Other!2026pass" },
        })
      ).status,
    ).toBe(400);
  });

  it("spends a code after five wrong guesses and answers unknown e-mails like known ones", async () => {
    const user = await t.createUser({ organization: "Acme Medical", role: "Recall Coordinator" });
    await t.call("POST", "/auth/userlock", { body: { email: user.email } });
    const code = await latestCode(user.email);
    const wrongCode = code === "123456" ? "654321" : "123456";
    for (let i = 0; i < 5; i++)
      expect(
        (await t.call("POST", "/auth/userlockotp", { body: { email: user.email, code: wrongCode } })).status,
      ).toBe(400);
    expect((await t.call("POST", "/auth/userlockotp", { body: { email: user.email, code } })).status).toBe(
      400,
    );
    const unknown = await t.call("POST", "/auth/userlock", { body: { email: "nobody.at.all@example.org" } });
    expect(unknown.body).toEqual({
      ok: true,
      m: "If an account exists for this e-mail, a code has been sent to it.",
      d: null,
      error: null,
    });
    const invalidEmail = await t.call("POST", "/auth/userlock", { body: { email: "not-an-email" } });
    expect(invalidEmail.status).toBe(400);
    expect(invalidEmail.body).toEqual(invalidField("email", "Email not valid", "validation.email"));
  });
});

describe("a deactivated account", () => {
  it("is never locked by wrong passwords (so the unlock flow cannot reactivate it) and is refused by name", async () => {
    const user = await t.createUser({ organization: "Acme Medical", role: "Recall Coordinator" });
    await t.portal.orm.em.fork().nativeUpdate(User, { id: user.id }, { status: "DEACTIVATED" });
    for (let i = 0; i < 6; i++) expect((await passwordLogin(user.email, `Wrong!${i}pass`)).status).toBe(401);
    const right = await passwordLogin(user.email, DEMO_PASSWORD);
    expect(right.status).toBe(403);
    expect(right.body).toEqual(
      refusedAnswer("Your account is deactivated. Contact your administrator.", {
        code: "Forbidden",
        messageKey: "auth.deactivated",
      }),
    );
    const stored = await t.portal.orm.em.fork().findOneOrFail(User, { id: user.id });
    expect(stored.status).toBe("DEACTIVATED");
    await t.call("POST", "/auth/userlock", { body: { email: user.email } });
    const mails = await t.call("GET", `/dev/mailbox?to=${encodeURIComponent(user.email)}`, {
      token: operator,
    });
    expect(mails.body).toEqual({ ok: true, m: "", d: [], error: null });
  });
});

describe("rate limiting", () => {
  it("answers 429 with Retry-After once an account or address is over its limit", async () => {
    const limited = await startTestPortal({ loginAttemptsPerMinute: 3 });
    try {
      const attempt = () =>
        limited.call("POST", "/auth/token", {
          body: {
            client_id: "web-client",
            grant_type: "password",
            email: "rate.limit@example.org",
            password: "Wrong!2026pass",
          },
        });
      for (let i = 0; i < 3; i++) expect((await attempt()).status).toBe(401);
      const blocked = await attempt();
      expect(blocked.status).toBe(429);
      expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(blocked.body).toEqual(
        refusedAnswer("Too many sign-in attempts. Please wait and try again.", {
          code: "TooManyRequests",
          messageKey: "request.tooManySignIns",
          retryAfterSeconds: Number(blocked.headers.get("retry-after")),
        }),
      );
    } finally {
      await limited.stop();
    }
  });
});

describe("every answer", () => {
  it("carries app-version, including errors and unknown paths", async () => {
    for (const [method, path, body] of [
      ["GET", "/health", okAnswer({ status: "ok", database: "up", version: "3.15.2" })],
      ["GET", "/me", unauthorizedAnswer],
      [
        "GET",
        "/no/such/path",
        refusedAnswer("Not found", { code: "NotFound", messageKey: "common.notFound" }),
      ],
      [
        "POST",
        "/auth/token",
        refusedAnswer("client_id: Field required", {
          code: "ValidationFailed",
          messageKey: "request.fieldProblem",
          params: { field: "client_id", problem: "Field required" },
          fields: [
            { field: "client_id", message: "Field required", messageKey: "validation.required" },
            { field: "grant_type", message: "Field required", messageKey: "validation.required" },
          ],
        }),
      ],
    ] as const) {
      const answer = await t.call(method, path);
      expect(answer.headers.get("app-version"), `${method} ${path}`).toBe("3.15.2");
      expect(answer.body, `${method} ${path}`).toEqual(body);
    }
  });
});
