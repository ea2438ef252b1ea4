import { describe, expect, it } from "vitest";
import { score, verdictOf, type GoldRow } from "./matching-score.ts";

const gold = new Map<string, GoldRow>([
  ["A", { site: "S1", building: "" }],
  ["B", { site: "S2", building: "" }],
  ["C", { site: "", building: "S9" }],
  ["D", { site: "", building: "" }],
]);
const row = (location_id: string, status: string, site_id = "") => ({ location_id, status, site_id });

describe("matching bench scores", () => {
  it("counts a match to the gold's building site neither for nor against, and any other site of such a row as false", () => {
    expect(verdictOf(row("C", "matched", "S9"), gold)).toBe("neutral");
    expect(verdictOf(row("C", "matched", "S1"), gold)).toBe("false");
    expect(verdictOf(row("D", "matched", "S9"), gold)).toBe("false");
    expect(verdictOf(row("A", "matched", "S1"), gold)).toBe("correct");
  });

  it("leaves neutral matches out of precision's denominator; recall counts rows whose gold names a site", () => {
    const s = score(
      [row("A", "matched", "S1"), row("B", "review"), row("C", "matched", "S9"), row("D", "matched", "S4")],
      gold,
    );
    expect(s).toMatchObject({ rows: 4, matched: 2, correct: 1, neutral: 1, precision: 0.5, recall: 0.5 });
    expect(s.review).toBe(0.25);
  });
});
