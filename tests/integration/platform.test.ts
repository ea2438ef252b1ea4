import { afterAll, beforeAll, describe, expect, it } from "vitest";
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

  it("shows the development mailbox as a page with escaped content", async () => {
    await t.call("POST", "/auth/userlock", { body: { email: "provider.admin@example.org" } });
    const page = await t.portal.app.request("/dev/mailbox?to=%3Cscript%3E");
    const html = await page.text();
    expect(page.status).toBe(200);
    expect(html).toContain("&lt;script&gt;");
    expect(html).not.toContain("<script>");
  });

  it("answers unknown API paths with a 404 envelope and never leaks internals on errors", async () => {
    const answer = await t.call("GET", "/does/not/exist");
    expect(answer.status).toBe(404);
    expect(answer.body).toMatchObject({ ok: false, m: "Not found", d: null, error: { code: "NotFound" } });
  });
});
