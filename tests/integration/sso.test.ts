import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  Membership,
  Organization,
  OrganizationSsoSettings,
  Role,
  SsoFlow,
  User,
} from "../../adapters/db/entities.ts";
import { newId } from "../../adapters/db/ids.ts";
import { DEFAULT_ROLES } from "#core/permissions-catalogue.ts";
import { startTestPortal, type TestPortal } from "./support/test-portal.ts";
import { noPermissionAnswer, okAnswer, refusedAnswer, unauthorizedAnswer } from "./support/envelopes.ts";
import {
  CookieJar,
  signInAtProvider,
  startLocalOidcProvider,
  type LocalOidcProvider,
} from "./support/local-oidc-provider.ts";

const PORTAL_URL = "http://portal.test";

let t: TestPortal;
let idp: LocalOidcProvider;
let operator: string;
let ssoOrg: string;
let member: { id: string; email: string };

/** A supplier of this test alone, with the default roles; marked SSO when asked. */
const createSupplier = async (name: string, isSso: boolean) => {
  const em = t.portal.orm.em.fork();
  const id = newId();
  em.create(Organization, { id, name, type: "SUPPLIER", supplierType: "SUPPLIER", status: "ACTIVE", isSso });
  for (const role of DEFAULT_ROLES.SUPPLIER)
    em.create(Role, {
      id: newId(),
      organizationId: id,
      organizationType: "SUPPLIER",
      name: role.name,
      permissions: [...role.permissions],
    });
  await em.flush();
  return id;
};

/** The portal as one browser sees it: the binding cookie of SSO goes back with each request. */
const browser = () => {
  const jar = new CookieJar();
  const request = async (method: string, path: string, body?: unknown, token?: string) => {
    const headers: Record<string, string> = { cookie: jar.header() };
    if (body !== undefined) headers["content-type"] = "application/json";
    if (token) headers.authorization = `Bearer ${token}`;
    const response = await t.portal.app.request(path, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    jar.take(response.headers);
    return response;
  };
  const call = async (method: string, path: string, body?: unknown, token?: string) => {
    const response = await request(method, `/api${path}`, body, token);
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    return { status: response.status, headers: response.headers, body: (await response.json()) as any };
  };
  /** A navigation: the redirect's target. */
  const navigate = async (path: string) => {
    const response = await request("GET", path);
    expect(response.status).toBe(302);
    expect(response.headers.get("cache-control")).toBe("no-store");
    return new URL(response.headers.get("location")!);
  };
  /** What the sign-in page does with ?sso=: redeems the code. */
  const land = async (landing: URL) => {
    expect(`${landing.origin}${landing.pathname}`).toBe(`${PORTAL_URL}/login`);
    return call("POST", "/auth/sso/exchange", { code: landing.searchParams.get("sso") });
  };
  return { call, navigate, land, jar };
};

const settingsBody = (overrides: object = {}) => ({
  issuer: idp.issuer,
  clientId: idp.clientId,
  clientSecret: idp.clientSecret,
  enabled: true,
  ...overrides,
});

/** Start at the portal, sign in at the provider as `login`, and come back with the provider's answer. */
const throughProvider = async (login: string, organizationId = ssoOrg) => {
  const b = browser();
  const authorization = await b.navigate(`/api/auth/sso/${organizationId}/start`);
  expect(authorization.origin).toBe(idp.issuer);
  const back = await signInAtProvider(authorization.href, login);
  expect(`${back.origin}${back.pathname}`).toBe(`${PORTAL_URL}/api/auth/sso/callback`);
  return {
    b,
    callback: `${back.pathname}${back.search}`,
    query: back.search,
    authorizationUrl: authorization.href,
  };
};

/** Brings the provider's answer to the portal in browser `b` and redeems the code the sign-in page gets. */
const finish = async (b: ReturnType<typeof browser>, callback: string) => b.land(await b.navigate(callback));

/** A refusal as the exchange answers it. */
const refused = (
  status: number,
  tag: string,
  message: string,
  messageKey: string,
  params?: Record<string, string>,
) => ({
  status,
  body: refusedAnswer(message, { code: tag, messageKey, ...(params ? { params } : {}) }),
});
const answerOf = (a: { status: number; body: unknown }) => ({ status: a.status, body: a.body });

beforeAll(async () => {
  t = await startTestPortal({ publicUrl: PORTAL_URL });
  idp = await startLocalOidcProvider({ portalUrl: PORTAL_URL });
  operator = (await t.signIn("operator.admin@example.org")).access_token;
  const suffix = newId().slice(-8);
  ssoOrg = await createSupplier(`SSO Supplier ${suffix}`, true);
  member = await t.createUser({
    organization: `SSO Supplier ${suffix}`,
    role: "Administrator",
    emailPrefix: "sso.member",
  });
  const saved = await t.call("PUT", `/notisphere/organizations/sso-settings/${ssoOrg}`, {
    token: operator,
    body: settingsBody(),
  });
  expect(saved.status).toBe(200);
  // The provider's e-mail differs in case from the account's: matching is case-insensitive.
  idp.addAccount({ login: "member", email: member.email.toUpperCase(), emailVerified: true });
});
afterAll(async () => {
  await idp.stop();
  await t.stop();
});

describe("operator SSO settings", () => {
  it("saves the issuer and client, never returns the secret, keeps it when left out", async () => {
    const seen = await t.call("GET", `/notisphere/organizations/sso-settings/${ssoOrg}`, { token: operator });
    const expected = {
      organizationId: ssoOrg,
      organizationName: expect.stringMatching(/^SSO Supplier /),
      isSso: true,
      issuer: idp.issuer,
      clientId: idp.clientId,
      hasClientSecret: true,
      enabled: true,
      redirectUri: `${PORTAL_URL}/api/auth/sso/callback`,
    };
    expect(seen.body).toEqual(okAnswer(expected));
    expect(JSON.stringify(seen.body)).not.toContain(idp.clientSecret);
    // Stored sealed: a copy of the database alone does not give the secret away.
    const row = await t.portal.orm.em
      .fork()
      .findOneOrFail(OrganizationSsoSettings, { organizationId: ssoOrg });
    expect(row.clientSecret).toMatch(/^sealed:v1:/);
    expect(row.clientSecret).not.toContain(idp.clientSecret);
    const kept = await t.call("PUT", `/notisphere/organizations/sso-settings/${ssoOrg}`, {
      token: operator,
      body: { issuer: `${idp.issuer}/`, clientId: idp.clientId, enabled: true },
    });
    expect(kept.body).toEqual(okAnswer(expected, "Single sign-on settings saved"));
  });

  it("refuses a bad issuer and a missing client id with field messages, changing nothing", async () => {
    const bad = await t.call("PUT", `/notisphere/organizations/sso-settings/${ssoOrg}`, {
      token: operator,
      body: settingsBody({ issuer: "http://idp.example.com", clientId: " " }),
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual(
      refusedAnswer("Enter the issuer as an https address (http only on this computer)", {
        code: "ValidationFailed",
        messageKey: "sso.issuerInvalid",
        fields: [
          {
            field: "issuer",
            message: "Enter the issuer as an https address (http only on this computer)",
            messageKey: "sso.issuerInvalid",
          },
          { field: "clientId", message: "Enter the client id", messageKey: "sso.clientIdRequired" },
        ],
      }),
    );
    const after = await t.call("GET", `/notisphere/organizations/sso-settings/${ssoOrg}`, {
      token: operator,
    });
    expect(after.body.d.issuer).toBe(idp.issuer);
  });

  it("requires a client secret the first time", async () => {
    const org = await createSupplier(`SSO New ${newId().slice(-8)}`, true);
    const answer = await t.call("PUT", `/notisphere/organizations/sso-settings/${org}`, {
      token: operator,
      body: { issuer: idp.issuer, clientId: "x", enabled: true },
    });
    expect(answer.body).toEqual(
      refusedAnswer("Enter the client secret", {
        code: "ValidationFailed",
        messageKey: "sso.clientSecretRequired",
        fields: [
          {
            field: "clientSecret",
            message: "Enter the client secret",
            messageKey: "sso.clientSecretRequired",
          },
        ],
      }),
    );
  });

  it("refuses anonymous callers, another organisation's users and the read-only operator", async () => {
    const anonymous = await t.call("GET", `/notisphere/organizations/sso-settings/${ssoOrg}`);
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toEqual(unauthorizedAnswer);
    const supplierAdmin = (await t.signIn("supplier.admin@example.org")).access_token;
    for (const [method, body] of [
      ["GET", undefined],
      ["PUT", settingsBody()],
    ] as const) {
      const answer = await t.call(method, `/notisphere/organizations/sso-settings/${ssoOrg}`, {
        token: supplierAdmin,
        body,
      });
      expect(answer.status).toBe(403);
      expect(answer.body).toEqual(noPermissionAnswer);
    }
    const readOnly = (await t.signIn("operator.readonly@example.org")).access_token;
    const refused = await t.call("PUT", `/notisphere/organizations/sso-settings/${ssoOrg}`, {
      token: readOnly,
      body: settingsBody(),
    });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual(noPermissionAnswer);
  });
});

describe("single sign-on against a real OpenID provider", () => {
  it("lists the organisation on the sign-in page's choice", async () => {
    const answer = await t.call("GET", "/auth/sso/organizations");
    expect(answer.body.d).toContainEqual({
      id: ssoOrg,
      name: expect.stringMatching(/^SSO Supplier /),
      type: "SUPPLIER",
    });
    expect(answer.body.d.map((o: { name: string }) => o.name)).not.toContain("Acme Medical");
  });

  it("signs a verified member in with a session that works on /me, and signs out at the issuer", async () => {
    const { b, callback, authorizationUrl } = await throughProvider("member");
    const url = new URL(authorizationUrl);
    expect(url.searchParams.get("code_challenge_method")).toBe("S256");
    expect(url.searchParams.get("nonce")).toBeTruthy();
    expect(url.searchParams.get("state")).toBeTruthy();
    expect(url.searchParams.get("redirect_uri")).toBe(`${PORTAL_URL}/api/auth/sso/callback`);
    const landing = await b.navigate(callback);
    // Only an opaque one-time code travels in the address, never a token.
    expect([...landing.searchParams.keys()]).toEqual(["sso"]);
    const finished = await b.land(landing);
    expect(finished.body).toEqual(
      okAnswer({
        access_token: expect.any(String),
        refresh_token: expect.any(String),
        token_type: "Bearer",
        expires_in: 1800,
      }),
    );
    const me = await t.call("GET", "/me", { token: finished.body.d.access_token });
    expect(me.status).toBe(200);
    expect(JSON.stringify(me.body.d)).toContain(member.email);
    // The code is single-use.
    expect(answerOf(await b.land(landing))).toEqual(
      refused(
        401,
        "Unauthenticated",
        "This single sign-on result is not valid any more. Start single sign-on again.",
        "sso.exchangeInvalid",
      ),
    );
    const logout = await b.call("GET", "/auth/idp/logout", undefined, finished.body.d.access_token);
    expect(logout.body).toEqual(
      okAnswer({
        ssoUrl: expect.stringContaining(`${idp.issuer}/`),
        clientId: idp.clientId,
        redirectUrl: `${PORTAL_URL}/login`,
      }),
    );
    const end = new URL(logout.body.d.ssoUrl);
    expect(end.searchParams.get("id_token_hint")).toBeTruthy();
    expect(end.searchParams.get("post_logout_redirect_uri")).toBe(`${PORTAL_URL}/login`);
    // The issuer accepts its own end-session URL for this client and return address.
    const issuerAnswer = await fetch(end, { redirect: "manual" });
    expect(issuerAnswer.status).toBe(200);
    expect(await issuerAnswer.text()).toContain("logout");
    // A password session has no issuer to sign out of.
    const password = (await t.signIn(member.email)).access_token;
    const plain = await t.call("GET", "/auth/idp/logout", { token: password });
    expect(plain.body).toEqual(
      okAnswer({ ssoUrl: null, clientId: null, redirectUrl: `${PORTAL_URL}/login` }),
    );
  });

  it("refuses a replayed callback", async () => {
    const { b, callback } = await throughProvider("member");
    expect((await finish(b, callback)).status).toBe(200);
    // The answer is brought back again (same browser, whose cookie is gone; and a fresh one): spent.
    for (const replay of [b, browser()]) {
      expect(answerOf(await finish(replay, callback))).toEqual(
        refused(
          401,
          "Unauthenticated",
          "This sign-in attempt was already used. Start single sign-on again.",
          "sso.usedState",
        ),
      );
    }
  });

  it("refuses a wrong or missing state, and an answer brought to another browser", async () => {
    const { b, callback, query } = await throughProvider("member");
    const wrong = new URLSearchParams(query);
    wrong.set("state", "not-the-state");
    expect(answerOf(await finish(b, `/api/auth/sso/callback?${wrong}`))).toEqual(
      refused(
        401,
        "Unauthenticated",
        "This sign-in attempt is not known. Start single sign-on again.",
        "sso.unknownState",
      ),
    );
    wrong.delete("state");
    expect(answerOf(await finish(b, `/api/auth/sso/callback?${wrong}`))).toEqual(
      refused(
        401,
        "Unauthenticated",
        "The sign-in answer has no state. Start single sign-on again.",
        "sso.missingState",
      ),
    );
    expect(answerOf(await finish(browser(), callback))).toEqual(
      refused(
        401,
        "Unauthenticated",
        "This sign-in attempt was started in another browser. Start single sign-on again.",
        "sso.otherBrowser",
      ),
    );
  });

  it("refuses an expired attempt", async () => {
    const { b, callback, query } = await throughProvider("member");
    const hash = t.portal.services.secrets.sha256(new URLSearchParams(query).get("state")!);
    await t.portal.orm.em
      .fork()
      .nativeUpdate(SsoFlow, { stateHash: hash }, { expiresAt: new Date(Date.now() - 1000) });
    expect(answerOf(await finish(b, callback))).toEqual(
      refused(
        401,
        "Unauthenticated",
        "This sign-in attempt has expired. Start single sign-on again.",
        "sso.expiredState",
      ),
    );
  });

  it("refuses an ID token whose nonce is not the attempt's", async () => {
    const { b, callback, query } = await throughProvider("member");
    const hash = t.portal.services.secrets.sha256(new URLSearchParams(query).get("state")!);
    // The stored nonce no longer matches the one the provider put in the ID token.
    await t.portal.orm.em.fork().nativeUpdate(SsoFlow, { stateHash: hash }, { nonce: "another-nonce" });
    expect(answerOf(await finish(b, callback))).toEqual(
      refused(
        401,
        "Unauthenticated",
        "The answer of the organization's sign-in service could not be verified. Start single sign-on again.",
        "sso.tokenRejected",
      ),
    );
  });

  it("refuses a PKCE verifier that is not the one the challenge was made from", async () => {
    const { b, callback, query } = await throughProvider("member");
    const hash = t.portal.services.secrets.sha256(new URLSearchParams(query).get("state")!);
    await t.portal.orm.em.fork().nativeUpdate(SsoFlow, { stateHash: hash }, { codeVerifier: "x".repeat(64) });
    const answer = await finish(b, callback);
    expect(answer.status).toBe(401);
    expect(answer.body.error.messageKey).toBe("sso.providerRefused");
  });

  it("says what the provider answered when the person cancels there", async () => {
    const b = browser();
    const authorization = await b.navigate(`/api/auth/sso/${ssoOrg}/start`);
    const back = await signInAtProvider(authorization.href, "member", { cancel: true });
    expect(back.searchParams.get("error")).toBe("access_denied");
    expect(answerOf(await finish(b, `${back.pathname}${back.search}`))).toEqual(
      refused(
        401,
        "Unauthenticated",
        "The organization's sign-in service refused the sign-in: End-User aborted interaction",
        "sso.providerRefused",
        { reason: "End-User aborted interaction" },
      ),
    );
  });

  it("refuses an e-mail the provider has not verified", async () => {
    idp.addAccount({ login: "unverified", email: member.email, emailVerified: false });
    const { b, callback } = await throughProvider("unverified");
    expect(answerOf(await finish(b, callback))).toEqual(
      refused(
        401,
        "Unauthenticated",
        "Your e-mail address is not verified at the sign-in service. Verify it there and try again.",
        "sso.emailNotVerified",
      ),
    );
  });

  it("refuses a person who is not an active member of the organisation, creating nobody", async () => {
    // A real account, but of another organisation; and an e-mail nobody has.
    idp.addAccount({ login: "outsider", email: "supplier.admin@example.org", emailVerified: true });
    idp.addAccount({ login: "stranger", email: "stranger@example.net", emailVerified: true });
    for (const [login, email] of [
      ["outsider", "supplier.admin@example.org"],
      ["stranger", "stranger@example.net"],
    ] as const) {
      const { b, callback } = await throughProvider(login);
      expect(answerOf(await finish(b, callback))).toEqual(
        refused(
          403,
          "Forbidden",
          `No active member of this organization has the e-mail ${email}. Contact your administrator.`,
          "sso.unknownUser",
          { email },
        ),
      );
    }
    expect(await t.portal.orm.em.fork().count(User, { email: "stranger@example.net" })).toBe(0);
    // A deactivated membership counts as none.
    await t.portal.orm.em.fork().nativeUpdate(Membership, { userId: member.id }, { status: "DEACTIVATED" });
    try {
      const { b, callback } = await throughProvider("member");
      expect((await finish(b, callback)).status).toBe(403);
    } finally {
      await t.portal.orm.em.fork().nativeUpdate(Membership, { userId: member.id }, { status: "ACTIVE" });
    }
  });

  it("refuses to start for an organisation not marked SSO, one with SSO turned off, and an unknown one", async () => {
    const b = browser();
    const plain = await b.navigate(`/api/auth/sso/${await t.organizationId("Acme Medical")}/start`);
    expect(answerOf(await b.land(plain))).toEqual(
      refused(
        403,
        "Forbidden",
        "This organization does not use single sign-on. Sign in with your e-mail and password.",
        "sso.notSso",
      ),
    );
    const off = await createSupplier(`SSO Off ${newId().slice(-8)}`, true);
    await t.call("PUT", `/notisphere/organizations/sso-settings/${off}`, {
      token: operator,
      body: settingsBody({ enabled: false }),
    });
    expect(answerOf(await b.land(await b.navigate(`/api/auth/sso/${off}/start`)))).toEqual(
      refused(
        403,
        "Forbidden",
        "Single sign-on is turned off for this organization. Contact your administrator.",
        "sso.disabled",
      ),
    );
    for (const unknown of [newId(), "not-an-id"])
      expect(answerOf(await b.land(await b.navigate(`/api/auth/sso/${unknown}/start`)))).toEqual(
        refused(404, "NotFound", "Organization not found", "auth.organizationNotFound"),
      );
    expect(b.jar.header()).toBe("");
  });

  it("says clearly when the issuer cannot be reached, and stores no attempt", async () => {
    const org = await createSupplier(`SSO Down ${newId().slice(-8)}`, true);
    await t.call("PUT", `/notisphere/organizations/sso-settings/${org}`, {
      token: operator,
      body: settingsBody({ issuer: "http://127.0.0.1:9" }),
    });
    const b = browser();
    expect(answerOf(await b.land(await b.navigate(`/api/auth/sso/${org}/start`)))).toEqual(
      refused(
        409,
        "Conflict",
        "The organization's sign-in service could not be reached. Try again later or contact your administrator.",
        "sso.issuerUnreachable",
      ),
    );
    expect(await t.portal.orm.em.fork().count(SsoFlow, { organizationId: org })).toBe(0);
  });

  it("refuses an organisation that stopped being SSO between start and callback", async () => {
    const { b, callback } = await throughProvider("member");
    await t.portal.orm.em.fork().nativeUpdate(Organization, { id: ssoOrg }, { isSso: false });
    try {
      expect((await finish(b, callback)).body.error.messageKey).toBe("sso.notSso");
    } finally {
      await t.portal.orm.em.fork().nativeUpdate(Organization, { id: ssoOrg }, { isSso: true });
    }
  });

  it("shows the refusal in the request's language", async () => {
    const b = browser();
    const landing = await b.navigate(`/api/auth/sso/${await t.organizationId("Acme Medical")}/start`);
    const response = await t.portal.app.request("/api/auth/sso/exchange", {
      method: "POST",
      headers: { "content-type": "application/json", "accept-language": "vi" },
      body: JSON.stringify({ code: landing.searchParams.get("sso") }),
    });
    expect(((await response.json()) as { m: string }).m).toBe(
      "Tổ chức này không dùng đăng nhập một lần. Hãy đăng nhập bằng e-mail và mật khẩu.",
    );
  });
});
