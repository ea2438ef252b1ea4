import { describe, expect, it } from "vitest";
import { DECISION_THRESHOLDS, decideMatch, evidenceClass } from "./decide-match.ts";
import type { CandidateEvidence } from "./score-candidate.ts";
import { candidate, ev } from "./testing/candidates.ts";

/**
 * Boundary examples for every threshold of decide-match.ts: a candidate just at the threshold and one just
 * below it, built field by field (real matcher inputs are near-copies, which never reach these edges).
 */

describe("thresholds are the documented ones", () => {
  it("review at 6, margin 3", () => {
    expect(DECISION_THRESHOLDS).toEqual({ review: 6, margin: 3 });
  });
});

describe("evidence classes at their name thresholds", () => {
  // [what, evidence, expected class]
  const rows: ReadonlyArray<readonly [string, Partial<CandidateEvidence>, string | undefined]> = [
    // Same phone: a name of at least 0.6 suffices when the place does not agree.
    ["phone, name 0.60", { phone: "same", name: 0.6 }, "same phone"],
    ["phone, name 0.59", { phone: "same", name: 0.59 }, undefined],
    ["phone, different phone", { phone: "different", name: 0.99 }, undefined],
    ["phone, name 0.1, same ZIP", { phone: "same", name: 0.1, zip: "same" }, "same phone"],
    ["phone, name 0.1, same city, ZIP missing", { phone: "same", name: 0.1, city: "same" }, "same phone"],
    [
      "phone, name 0.1, same city, ZIP same area",
      { phone: "same", name: 0.1, city: "same", zip: "same-area" },
      "same phone",
    ],
    [
      "phone, name 0.1, same city, ZIP different",
      { phone: "same", name: 0.1, city: "same", zip: "different" },
      undefined,
    ],
    [
      "phone, name 0.1, same building",
      { phone: "same", name: 0.1, number: "same", street: 0.88, city: "same", zip: "different" },
      "same phone",
    ],
    // Same building (number, street ≥ 0.88, ZIP or city) and a name of at least 0.75.
    [
      "building, name 0.75, phone differs",
      { number: "same", street: 0.88, zip: "same", phone: "different", name: 0.75 },
      "same building and name",
    ],
    [
      "building, name 0.74, phone differs",
      { number: "same", street: 0.88, zip: "same", phone: "different", name: 0.74 },
      "same building, renamed, new phone",
    ],
    [
      "building by city, name 0.75",
      { number: "same", street: 1, city: "same", zip: "different", name: 0.75 },
      "same building and name",
    ],
    [
      "street 0.87 is another street",
      { number: "same", street: 0.87, zip: "different", city: "same", name: 0.75 },
      undefined,
    ],
    ["street number differs", { number: "different", street: 1, zip: "same", name: 0.75 }, undefined],
    // Same distinctive name in the same town at another number: a move, from 0.9.
    [
      "moved, name 0.90",
      { name: 0.9, distinctive: true, zip: "same", number: "different" },
      "same name in the same town (moved)",
    ],
    ["moved, name 0.89", { name: 0.89, distinctive: true, zip: "same", number: "different" }, undefined],
    [
      "moved, number missing",
      { name: 0.9, distinctive: true, zip: "same", number: "missing" },
      "same name in the same town (moved)",
    ],
    ["moved, generic name", { name: 0.95, distinctive: false, zip: "same", number: "different" }, undefined],
    [
      "moved, other town",
      { name: 0.95, distinctive: true, zip: "different", city: "same", number: "different" },
      undefined,
    ],
    // Same name and street number in the same town, from 0.9.
    [
      "name and number, 0.90",
      { name: 0.9, zip: "same", number: "same", street: 0.5 },
      "same name and street number",
    ],
    ["name and number, 0.89", { name: 0.89, zip: "same", number: "same", street: 0.5 }, undefined],
    [
      "name and number, same city",
      { name: 0.9, city: "same", number: "same", street: 0.5 },
      "same name and street number",
    ],
    [
      "name and number, other ZIP",
      { name: 0.95, city: "same", zip: "different", number: "same", street: 0.5 },
      undefined,
    ],
    // The same building and ZIP, renamed: enough alone; a different phone is named as such.
    ["renamed, phone missing", { number: "same", street: 1, zip: "same", name: 0 }, "same building, renamed"],
    [
      "renamed, new phone",
      { number: "same", street: 1, zip: "same", name: 0, phone: "different" },
      "same building, renamed, new phone",
    ],
    ["renamed, city only", { number: "same", street: 1, city: "same", zip: "same-area", name: 0 }, undefined],
  ];
  it.each(rows)("%s", (_, evidence, want) => {
    expect(evidenceClass(ev(evidence))).toBe(want);
  });
});

describe("decideMatch at the review threshold and the margin", () => {
  const weak = { zip: "same", name: 0.5 } as const;
  const switchboard = { phone: "same", name: 0.3, city: "same" } as const;

  it.each([
    [6, "review"],
    [5.99, "unmatched"],
    [6.01, "review"],
  ] as const)("a best candidate without sufficient evidence scoring %s → %s", (score, status) => {
    expect(decideMatch([candidate(1, score, weak)]).status).toBe(status);
  });

  it.each([
    [3, "matched"],
    [2.99, "review"],
    [3.5, "matched"],
  ] as const)("a classed rival %s behind → %s", (gap, status) => {
    const top = candidate(1, 8 + gap, switchboard);
    expect(decideMatch([top, candidate(2, 8, switchboard)])).toMatchObject({ status, best: top });
  });

  it("counts a gap of 3 in decimals as the margin, whatever the float rounding", () => {
    // 6.1 − 3.1 is 2.9999999999999996 in floating point.
    const top = candidate(1, 6.1, switchboard);
    expect(decideMatch([top, candidate(2, 3.1, switchboard)]).status).toBe("matched");
  });

  it("measures the margin against the next candidate with sufficient evidence, not a weaker one ranked between", () => {
    const unclassed = candidate(1, 12, weak);
    const top = candidate(2, 11, switchboard);
    const classedRival = candidate(3, 10, switchboard);
    expect(decideMatch([unclassed, top, classedRival])).toMatchObject({ status: "review", best: top });
  });

  it("names how far behind the close rival is, with one decimal", () => {
    const top = candidate(1, 10.26, switchboard);
    expect(decideMatch([top, candidate(2, 8, switchboard)]).reason).toBe(
      "same phone: same phone, city; name 0.30; another site is close (2.3 behind)",
    );
  });
});

describe("campus: a clearly better name from 0.85 and 0.15 ahead", () => {
  const building = { number: "same", street: 1, zip: "same" } as const;
  it.each([
    [0.85, 0.7, "matched"],
    [0.84, 0.6, "review"],
    [0.85, 0.71, "review"],
    [0.95, 0.8, "matched"],
    [0.95, 0.81, "review"],
  ] as const)("top name %s, campus name %s → %s", (topName, campusName, status) => {
    const top = candidate(1, 30, { ...building, name: topName });
    const campus = candidate(2, 5, { ...building, name: campusName, phone: "different" });
    expect(decideMatch([top, campus])).toMatchObject({ status, best: top });
  });

  it("a campus rival on a street 0.88 alike counts, 0.87 does not", () => {
    const top = candidate(1, 30, { ...building, name: 0.8 });
    const rival = (street: number) => candidate(2, 5, { number: "same", street, zip: "same", name: 0.1 });
    expect(decideMatch([top, rival(0.88)]).status).toBe("review");
    expect(decideMatch([top, rival(0.87)]).status).toBe("matched");
  });
});

describe("reasons spell out the evidence", () => {
  // [evidence, expected description after "not conclusive: "]
  const rows: ReadonlyArray<readonly [Partial<CandidateEvidence>, string]> = [
    [
      { number: "same", street: 0.88, city: "different", zip: "same-area", name: 0.5 },
      "same street number and street; name 0.50",
    ],
    [{ number: "same", street: 0.87, zip: "same-area", name: 0.5 }, "same street number; name 0.50"],
    [
      { number: "different", street: 0.88, zip: "same-area", name: 0.5 },
      "same street; different street number; name 0.50",
    ],
    [
      { number: "different", street: 0.87, zip: "different", phone: "different", name: 0.5 },
      "different street number, ZIP, phone; name 0.50",
    ],
    [{ city: "same", zip: "different", name: 0.123 }, "same city; different ZIP; name 0.12"],
    [{ city: "same", zip: "same", name: 0.5 }, "same ZIP; name 0.50"],
  ];
  it.each(rows)("%o → %s", (evidence, description) => {
    expect(decideMatch([candidate(1, 7, evidence)]).reason).toBe(`not conclusive: ${description}`);
  });
});
