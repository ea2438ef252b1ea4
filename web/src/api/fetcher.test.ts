import i18next from "i18next";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { apiFetch } from "./fetcher.ts";

/** The server answers in the screen's language, so every call names it in Accept-Language. */
beforeAll(async () => {
  // The token store reads localStorage; a signed-out browser has none here.
  vi.stubGlobal("localStorage", { getItem: () => null, setItem: () => {}, removeItem: () => {} });
  await i18next.init({ lng: "en", resources: { en: { translation: {} }, vi: { translation: {} } } });
});
afterEach(() => vi.unstubAllGlobals());

const sentLanguage = async (): Promise<string | null> => {
  let seen: string | null = null;
  vi.stubGlobal("localStorage", { getItem: () => null, setItem: () => {}, removeItem: () => {} });
  vi.stubGlobal(
    "fetch",
    vi.fn(async (_url: string, init: RequestInit) => {
      seen = new Headers(init.headers).get("accept-language");
      return new Response(JSON.stringify({ ok: true, m: "", d: null }), { status: 200 });
    }),
  );
  await apiFetch("/health");
  return seen;
};

describe("apiFetch", () => {
  it("sends the chosen language as Accept-Language", async () => {
    await i18next.changeLanguage("vi");
    expect(await sentLanguage()).toBe("vi");
    await i18next.changeLanguage("en");
    expect(await sentLanguage()).toBe("en");
  });
});
