import { describe, expect, it } from "vitest";
import { isLoopbackHost, readSettings } from "./config.ts";

describe("isLoopbackHost", () => {
  it("knows the addresses only this machine reaches", () => {
    expect(["127.0.0.1", "localhost", "::1"].map(isLoopbackHost)).toEqual([true, true, true]);
    expect(["0.0.0.0", "::", "10.0.0.5"].map(isLoopbackHost)).toEqual([false, false, false]);
  });
});

describe("readSettings PUBLIC_URL", () => {
  it("defaults to the listening address, with localhost for every-interface binding", () => {
    expect(readSettings({}).publicUrl).toBe("http://127.0.0.1:3000");
    expect(readSettings({ HOST: "0.0.0.0", PORT: "8080" }).publicUrl).toBe("http://localhost:8080");
    expect(readSettings({ HOST: "::" }).publicUrl).toBe("http://localhost:3000");
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
    for (const value of [
      "recalls.example.org",
      "ftp://example.org",
      "/portal",
      "https://example.org/?tenant=1",
      "https://example.org/#top",
    ]) {
      expect(() => readSettings({ PUBLIC_URL: value })).toThrow(
        `PUBLIC_URL must be an absolute http(s) address without query or fragment, got "${value}"`,
      );
    }
  });
});

describe("readSettings DEV_MAILBOX", () => {
  it("is off unless asked for", () => {
    expect(readSettings({}).devMailbox).toBe(false);
    expect(readSettings({ DEV_MAILBOX: "false" }).devMailbox).toBe(false);
    expect(readSettings({ DEV_MAILBOX: "true" }).devMailbox).toBe(true);
    expect(readSettings({ DEV_MAILBOX: "1", HOST: "localhost" }).devMailbox).toBe(true);
  });

  it("stays off, with a warning, when the portal listens beyond loopback", () => {
    for (const HOST of ["0.0.0.0", "::", "10.0.0.5", "recalls.example.org"]) {
      const settings = readSettings({ DEV_MAILBOX: "true", HOST, PUBLIC_URL: "https://example.org" });
      expect(settings.devMailbox).toBe(false);
      expect(settings.warnings).toEqual([expect.stringContaining("DEV_MAILBOX is ignored")]);
    }
    expect(readSettings({ DEV_MAILBOX: "true" }).warnings).toEqual([]);
  });

  it("refuses a value that is not a yes or no", () => {
    expect(() => readSettings({ DEV_MAILBOX: "maybe" })).toThrow(
      'DEV_MAILBOX must be true or false, got "maybe"',
    );
  });
});
