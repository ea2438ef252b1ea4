import { describe, expect, it } from "vitest";
import { DECISION_THRESHOLDS, decideMatch, evidenceReasons } from "./decide-match.ts";
import { reasonsInEnglish } from "./match-reasons.ts";
import { confidenceOf, MATCH_SCORE_GUIDE } from "./match-score.ts";
import { matchLocations } from "./match-locations.ts";
import { candidate, ev } from "./testing/candidates.ts";

describe("evidence pieces at the street threshold (0.88)", () => {
  it.each([
    [{ number: "same", street: 0.88 }, [{ code: "sameStreetAndNumber" }]],
    [{ number: "same", street: 0.87 }, [{ code: "sameStreetNumber" }]],
    [{ number: "different", street: 0.88 }, [{ code: "sameStreet" }, { code: "streetNumberDiffers" }]],
    [{ number: "different", street: 0.87 }, [{ code: "streetNumberDiffers" }]],
  ] as const)("%o", (evidence, pieces) => {
    expect(evidenceReasons(ev({ ...evidence, name: 0.61 }))).toEqual([
      ...pieces,
      { code: "nameSimilarity", percent: 61 },
    ]);
  });

  it("says the phone, ZIP and city in the order people read them", () => {
    expect(evidenceReasons(ev({ phone: "same", zip: "same", city: "same", name: 1 }))).toEqual([
      { code: "phoneMatches" },
      { code: "sameZip" },
      { code: "nameSimilarity", percent: 100 },
    ]);
    expect(evidenceReasons(ev({ phone: "different", zip: "different", city: "same", name: 0.004 }))).toEqual([
      { code: "sameCity" },
      { code: "zipDiffers" },
      { code: "phoneDiffers" },
      { code: "nameSimilarity", percent: 0 },
    ]);
  });
});

describe("decisions carry their evidence", () => {
  it("a match says what it rests on first", () => {
    const only = candidate(1, 12, { number: "same", street: 1, zip: "same", phone: "same", name: 0.3 });
    expect(decideMatch([only]).reasons).toEqual([
      { code: "basis", basis: "samePhone" },
      { code: "phoneMatches" },
      { code: "sameStreetAndNumber" },
      { code: "sameZip" },
      { code: "nameSimilarity", percent: 30 },
    ]);
  });

  it("a review at exactly the review threshold is 'not conclusive', just below it 'too weak'", () => {
    const weak = { zip: "same", name: 0.5 } as const;
    expect(decideMatch([candidate(1, DECISION_THRESHOLDS.review, weak)]).reasons).toEqual([
      { code: "notConclusive" },
      { code: "sameZip" },
      { code: "nameSimilarity", percent: 50 },
    ]);
    expect(decideMatch([candidate(1, DECISION_THRESHOLDS.review - 0.01, weak)]).reasons).toEqual([
      { code: "tooWeak" },
      { code: "sameZip" },
      { code: "nameSimilarity", percent: 50 },
    ]);
  });

  it("a rival closer than the margin is named with how far behind it is; one exactly the margin behind is not", () => {
    const phone = { phone: "same", city: "same", name: 0.3 } as const;
    const top = candidate(1, 10.26, phone);
    expect(decideMatch([top, candidate(2, 8, phone)]).reasons.at(-1)).toEqual({
      code: "rivalClose",
      behind: 2.3,
    });
    const clear = decideMatch([top, candidate(2, 10.26 - DECISION_THRESHOLDS.margin, phone)]);
    expect(clear.status).toBe("matched");
    expect(clear.reasons.some((r) => r.code === "rivalClose")).toBe(false);
  });

  it("no candidate at all", () => {
    expect(decideMatch([]).reasons).toEqual([{ code: "noCandidate" }]);
  });

  it("an existing mapping and a shared identifier say so", () => {
    const site = { siteId: "H1", name: "A", address1: "1 MAIN ST", city: "X", state: "KS", zip: "66044" };
    const [mapped, byHin] = matchLocations(
      [{ ...site, hin: "ABC123" }],
      [
        { locationId: "L1", name: "B", address1: "9 ELM", city: "Y", state: "KS", zip: "67000" },
        {
          locationId: "L2",
          name: "B",
          address1: "9 ELM",
          city: "Y",
          state: "KS",
          zip: "67000",
          hin: "ABC123",
        },
      ],
      [{ locationId: "L1", siteId: "H1" }],
    );
    expect(mapped?.reasons).toEqual([{ code: "existingMapping" }]);
    expect(byHin?.reasons).toEqual([{ code: "sameIdentifier", identifier: "HIN" }]);
  });
});

describe("plain English for the results file", () => {
  it("puts each piece in words", () => {
    expect(
      reasonsInEnglish([
        { code: "basis", basis: "sameBuildingRenamed" },
        { code: "sameStreetAndNumber" },
        { code: "phoneMatches" },
        { code: "nameSimilarity", percent: 61 },
        { code: "rivalClose", behind: 1.5 },
      ]),
    ).toBe(
      "Rests on the same building under a new name; Same street and number; Phone matches; Name 61% alike; Another site is nearly as likely (1.5 behind)",
    );
  });
});

describe("the score guide", () => {
  it("review starts at the confidence of the review threshold", () => {
    expect(MATCH_SCORE_GUIDE.reviewFrom).toBe(0.31);
    expect(confidenceOf(DECISION_THRESHOLDS.review)).toBe(0.31);
    expect(confidenceOf(8)).toBe(0.5);
  });
});
