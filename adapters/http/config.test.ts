import { describe, expect, it } from "vitest";
import { readSettings } from "./config.ts";

describe("readSettings PUBLIC_URL", () => {
  it("defaults to the listening address, with localhost for every-interface binding", () => {
    expect(readSettings({}).publicUrl).toBe("http://127.0.0.1:3000");
    expect(readSettings({ HOST: "0.0.0.0", PORT: "8080" }).publicUrl).toBe("http://localhost:8080");
  });

  it("takes an absolute http(s) address and drops trailing slashes so paths can be appended", () => {
    expect(readSettings({ PUBLIC_URL: "https://recalls.example.org/" }).publicUrl).toBe(
      "https://recalls.example.org",
    );
    expect(readSettings({ PUBLIC_URL: "https://example.org/portal//" }).publicUrl).toBe(
      "https://example.org/portal",
    );
  });

  it("refuses anything else with a message naming the variable", () => {
    for (const value of ["recalls.example.org", "ftp://example.org", "/portal"]) {
      expect(() => readSettings({ PUBLIC_URL: value })).toThrow(
        `PUBLIC_URL must be an absolute http(s) address, got "${value}"`,
      );
    }
  });
});
