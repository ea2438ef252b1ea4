import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestPortal, type TestPortal } from "./support/test-portal.ts";

/** The server writes its messages in the request's Accept-Language; English without one or for others. */
let t: TestPortal;
beforeAll(async () => {
  t = await startTestPortal();
});
afterAll(() => t.stop());

const post = async (path: string, body: unknown, acceptLanguage?: string) => {
  const headers: Record<string, string> = { "content-type": "application/json" };
  if (acceptLanguage !== undefined) headers["accept-language"] = acceptLanguage;
  const response = await t.portal.app.request(`/api${path}`, {
    method: "POST",
    headers,
    body: JSON.stringify(body),
  });
  return { status: response.status, body: await response.json() };
};

const wrongPassword = (acceptLanguage?: string) =>
  post(
    "/auth/token",
    { client_id: "web-client", grant_type: "password", email: "nobody@example.org", password: "Wrong!2026" },
    acceptLanguage,
  );

const missingPassword = (acceptLanguage?: string) =>
  post("/auth/token", { client_id: "web-client", grant_type: "password", email: "a@b.org" }, acceptLanguage);

describe("server messages follow Accept-Language", () => {
  it("say a wrong password in Vietnamese, with its message key", async () => {
    const answer = await wrongPassword("vi-VN,vi;q=0.9,en;q=0.8");
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual({
      ok: false,
      m: "Email hoặc mật khẩu không đúng",
      d: null,
      error: { code: "Unauthenticated", messageKey: "auth.invalidCredentials" },
    });
  });

  it("say a validation error and its field in Vietnamese", async () => {
    const answer = await missingPassword("vi");
    expect(answer.status).toBe(400);
    expect(answer.body.m).toBe("Bắt buộc nhập");
    expect(answer.body.error).toEqual({
      code: "ValidationFailed",
      messageKey: "validation.required",
      fields: [{ field: "password", message: "Bắt buộc nhập", messageKey: "validation.required" }],
    });
  });

  it("say a request problem the adapter finds (bad JSON) in Vietnamese", async () => {
    const response = await t.portal.app.request("/api/auth/token", {
      method: "POST",
      headers: { "content-type": "application/json", "accept-language": "vi" },
      body: "{not json",
    });
    const body = await response.json();
    expect(response.status).toBe(400);
    expect(body.m).toBe("Nội dung yêu cầu không phải JSON hợp lệ");
    expect(body.error.fields).toEqual([
      { field: "body", message: "không phải JSON hợp lệ", messageKey: "request.badJsonField" },
    ]);
  });

  it("stay in English without the header, in English, and for a language we do not have", async () => {
    for (const language of [undefined, "en-US", "fr"]) {
      expect((await wrongPassword(language)).body.m).toBe("Invalid email or password");
      const missing = await missingPassword(language);
      expect(missing.body.m).toBe("Field required");
      expect(missing.body.error.fields).toEqual([
        { field: "password", message: "Field required", messageKey: "validation.required" },
      ]);
    }
  });

  it("say the unknown-route answer in the language too", async () => {
    const response = await t.portal.app.request("/api/no/such/route", {
      headers: { "accept-language": "vi" },
    });
    expect(response.status).toBe(404);
    expect((await response.json()).m).toBe("Không tìm thấy");
  });
});
