import { describe, expect, it } from "vitest";
import { languageOfRequest } from "./language.ts";

describe("languageOfRequest", () => {
  it("answers in English without a header or when the header names no language we have", () => {
    expect(languageOfRequest(undefined)).toBe("en");
    expect(languageOfRequest(null)).toBe("en");
    expect(languageOfRequest("")).toBe("en");
    expect(languageOfRequest("fr-FR, de;q=0.8")).toBe("en");
    expect(languageOfRequest("*")).toBe("en");
  });

  it("reads a language with or without its region", () => {
    expect(languageOfRequest("vi")).toBe("vi");
    expect(languageOfRequest("vi-VN")).toBe("vi");
    expect(languageOfRequest("VI")).toBe("vi");
    expect(languageOfRequest("en-US")).toBe("en");
  });

  it("takes the supported language with the highest weight, the earlier one on a tie", () => {
    expect(languageOfRequest("fr, vi;q=0.9, en;q=0.8")).toBe("vi");
    expect(languageOfRequest("en;q=0.5, vi;q=0.7")).toBe("vi");
    expect(languageOfRequest("vi, en")).toBe("vi");
    expect(languageOfRequest("en, vi")).toBe("en");
  });

  it("never picks a language the client refuses with q=0", () => {
    expect(languageOfRequest("vi;q=0, en;q=0.1")).toBe("en");
    expect(languageOfRequest("vi;q=0")).toBe("en");
  });
});
