import { describe, expect, it } from "vitest";
import { hasDeepLinkParams, loginPathFor, safeRedirect } from "./redirect-target.ts";

describe("redirect target", () => {
  it("recognises the remembered deep-link parameters", () => {
    expect(hasDeepLinkParams("?conId=5&x=1")).toBe(true);
    expect(hasDeepLinkParams("?tabName=docs")).toBe(true);
    expect(hasDeepLinkParams("?other=1")).toBe(false);
  });

  it("keeps in-app paths only", () => {
    expect(safeRedirect("/notisphere/quick-links?conId=1")).toBe("/notisphere/quick-links?conId=1");
    expect(safeRedirect("https://evil.example")).toBeNull();
    expect(safeRedirect("//evil.example")).toBeNull();
    expect(safeRedirect("/login?redirect=/x")).toBeNull();
    expect(safeRedirect(null)).toBeNull();
  });

  it("builds the login path with the redirect query", () => {
    expect(loginPathFor("/provider/recalls", "?conId=3")).toBe(
      "/login?redirect=%2Fprovider%2Frecalls%3FconId%3D3",
    );
    expect(loginPathFor("/", "")).toBe("/login");
  });
});
