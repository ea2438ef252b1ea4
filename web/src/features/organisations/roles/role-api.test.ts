import { describe, expect, it } from "vitest";
import { sideOfPath } from "./role-api.ts";

describe("sideOfPath", () => {
  it("reads the side from the screen's path", () => {
    expect(sideOfPath("/provider/roles")).toBe("provider");
    expect(sideOfPath("/supplier/roles")).toBe("supplier");
    expect(sideOfPath("/notisphere/roles")).toBe("notisphere");
  });
  it("falls back on the operator's side for anything else", () => {
    expect(sideOfPath("/")).toBe("notisphere");
    expect(sideOfPath("/providers/roles")).toBe("notisphere");
  });
});
