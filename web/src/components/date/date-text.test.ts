import { describe, expect, it } from "vitest";
import { parseTypedDate } from "./date-text.ts";

describe("parseTypedDate", () => {
  it("reads MM/dd/yyyy into the picker's YYYY-MM-DD", () => {
    expect(parseTypedDate("03/07/2024")).toBe("2024-03-07");
    expect(parseTypedDate(" 12/31/2030 ")).toBe("2030-12-31");
  });

  it("refuses other spellings and impossible dates", () => {
    expect(parseTypedDate("2024-03-07")).toBeNull();
    expect(parseTypedDate("02/30/2024")).toBeNull();
    expect(parseTypedDate("3/7/2024")).toBeNull();
  });
});
