import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { noPermissionAnswer, unauthorizedAnswer } from "./support/envelopes.ts";
import { startTestPortal, type TestPortal } from "./support/test-portal.ts";

let t: TestPortal;
beforeAll(async () => {
  t = await startTestPortal();
});
afterAll(() => t.stop());

describe("platform endpoints", () => {
  it("GET /health reports the database", async () => {
    const answer = await t.call("GET", "/health");
    expect(answer.body).toEqual({
      ok: true,
      m: "",
      d: { status: "ok", version: "3.15.2", database: "up" },
      error: null,
    });
  });

  it("serves the OpenAPI document and the interactive docs", async () => {
    const doc = await t.call("GET", "/openapi.json");
    expect(doc.body).toMatchObject({ openapi: "3.1.0", info: { version: "3.15.2" } });
    const paths = Object.keys((doc.body as unknown as { paths: Record<string, unknown> }).paths);
    expect(paths).toContain("/notisphere/quickLinks");
    expect(paths).toContain("/auth/token");
    const page = await t.portal.app.request("/api/docs");
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("swagger-ui");
    expect((await t.portal.app.request("/api/docs/assets/swagger-ui-bundle.js")).status).toBe(200);
  });

  it("has no development mailbox unless DEV_MAILBOX turned it on", async () => {
    // The portal of this file is started without devMailbox, as `node adapters/http/main.ts` is by default.
    const token = (await t.signIn("operator.admin@example.org")).access_token;
    expect((await t.call("GET", "/dev/mailbox", { token })).status).toBe(404);
    expect((await t.call("GET", "/dev/mailbox")).status).toBe(404);
    expect((await t.portal.app.request("/dev/mailbox.js")).status).not.toBe(200);
  });
  it("answers unknown API paths with a 404 envelope and never leaks internals on errors", async () => {
    const answer = await t.call("GET", "/does/not/exist");
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({
      ok: false,
      m: "Not found",
      d: null,
      error: { code: "NotFound", messageKey: "common.notFound" },
    });
  });
});

describe("development mailbox (DEV_MAILBOX)", () => {
  let dev: TestPortal;
  beforeAll(async () => {
    dev = await startTestPortal({ devMailbox: true });
  });
  afterAll(() => dev.stop());

  it("lets nobody but a signed-in operator read the codes, so an unlock cannot be hijacked", async () => {
    const victim = "provider.admin@example.org";
    await dev.call("POST", "/auth/userlock", { body: { email: victim } });
    const path = `/dev/mailbox?to=${encodeURIComponent(victim)}`;
    const anonymous = await dev.call("GET", path);
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toEqual(unauthorizedAnswer);
    // Suppliers, providers, and an operator without the right to manage users (the read-only operator).
    for (const email of [
      "supplier.admin@example.org",
      "provider.recalls@example.org",
      "operator.readonly@example.org",
    ]) {
      const { access_token } = await dev.signIn(email);
      const answer = await dev.call("GET", path, { token: access_token });
      expect(answer.status).toBe(403);
      expect(answer.body).toEqual(noPermissionAnswer);
    }
    const operator = await dev.signIn("operator.admin@example.org");
    const mails = await dev.call("GET", path, { token: operator.access_token });
    expect(mails.status).toBe(200);
    expect(mails.body).toEqual({ ok: true, m: "", d: expect.any(Array), error: null });
    expect(mails.body.d[0]).toEqual({
      id: expect.any(String),
      to: victim,
      subject: expect.any(String),
      text: expect.stringMatching(/code is \d{6}/),
      status: "PENDING",
      createdAt: expect.any(String),
      sentAt: null,
    });
  });

  it("serves the page without any mail in it: its script reads the API with the operator's session", async () => {
    const page = await dev.portal.app.request("/dev/mailbox?to=provider.admin%40example.org");
    const html = await page.text();
    expect(page.status).toBe(200);
    expect(html).toContain('<script src="/dev/mailbox.js"');
    expect(html).not.toMatch(/\d{6}/);
    expect(html).not.toContain("provider.admin@example.org");
    const script = await dev.portal.app.request("/dev/mailbox.js");
    expect(script.headers.get("content-type")).toMatch(/javascript/);
    const source = await script.text();
    expect(source).toContain('localStorage.getItem("token")');
    expect(source).toContain("authorization");
    // Mail is written as text, never as markup.
    expect(source).not.toContain("innerHTML");
  });
});
