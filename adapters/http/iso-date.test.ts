import { describe, expect, it } from "vitest";
import { isoString } from "./iso-date.ts";

describe("isoString", () => {
  it("writes a Date as ISO 8601 in UTC, the same again when asked again", () => {
    const date = new Date("2026-03-04T05:06:07.089Z");
    expect(isoString(date)).toBe("2026-03-04T05:06:07.089Z");
    expect(isoString(date)).toBe("2026-03-04T05:06:07.089Z");
  });

  it("writes a Date afresh once its time has changed", () => {
    const date = new Date("2026-03-04T05:06:07.089Z");
    isoString(date);
    date.setTime(Date.parse("2027-01-01T00:00:00.000Z"));
    expect(isoString(date)).toBe("2027-01-01T00:00:00.000Z");
  });
});
