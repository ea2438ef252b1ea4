import { describe, expect, it } from "vitest";
import { dateFormatOf, dateTimeFormatOf, formatDateIn, parseTypedDate } from "./date-text.ts";
import en from "../../i18n/en.ts";
import vi from "../../i18n/vi.ts";

describe("dates follow the language", () => {
  it("write month first in English and day first in Vietnamese, placeholders too", () => {
    expect(dateFormatOf("en")).toBe("MM/DD/YYYY");
    expect(dateFormatOf("vi")).toBe("DD/MM/YYYY");
    expect(dateFormatOf("vi-VN")).toBe("DD/MM/YYYY");
    expect(dateFormatOf(undefined)).toBe("MM/DD/YYYY");
    expect(dateTimeFormatOf("vi")).toBe("DD/MM/YYYY HH:mm");
    expect(en.date.placeholder).toBe("MM/DD/YYYY");
    expect(vi.date.placeholder).toBe("DD/MM/YYYY");
  });

  it("show a server date in the language's order, blank for no date", () => {
    expect(formatDateIn("2024-03-07T15:04:00", "en")).toBe("03/07/2024");
    expect(formatDateIn("2024-03-07T15:04:00", "vi")).toBe("07/03/2024");
    expect(formatDateIn("2024-03-07T15:04:00", "vi", true)).toBe("07/03/2024 15:04");
    expect(formatDateIn("1900-01-01T00:00:00", "vi")).toBe("");
    expect(formatDateIn(null, "en")).toBe("");
  });

  it("read a typed date in the language's order and refuse impossible ones", () => {
    expect(parseTypedDate("03/07/2024", "en")).toBe("2024-03-07");
    expect(parseTypedDate("07/03/2024", "vi")).toBe("2024-03-07");
    expect(parseTypedDate("31/12/2030", "vi")).toBe("2030-12-31");
    expect(parseTypedDate("12/31/2030", "vi")).toBeNull();
    expect(parseTypedDate("30/02/2024", "vi")).toBeNull();
    expect(parseTypedDate("2024-03-07", "vi")).toBeNull();
  });
});
