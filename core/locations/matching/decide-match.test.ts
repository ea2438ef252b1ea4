import { describe, expect, it } from "vitest";
import { DECISION_THRESHOLDS, decideMatch, evidenceClass, type ScoredCandidate } from "./decide-match.ts";
import type { CandidateEvidence } from "./score-candidate.ts";

/** Evidence that agrees on nothing; each test states only the fields it relies on. */
const NOTHING: CandidateEvidence = {
  name: 0,
  phone: "missing",
  zip: "missing",
  city: "different",
  number: "missing",
  street: 0,
  poBox: false,
  distinctive: false,
};

/** Same street number, same street, same ZIP: `sameBuilding` holds. */
const BUILDING: Partial<CandidateEvidence> = { number: "same", street: 1, zip: "same" };

/** The decision without its evidence list (match-reasons.test.ts checks that); the text reason stays. */
const decideText = (ranked: readonly ScoredCandidate[]) => {
  const { reasons: _evidence, ...decision } = decideMatch(ranked);
  return decision;
};

const candidate = (site: number, score: number, evidence: Partial<CandidateEvidence>): ScoredCandidate => ({
  site,
  score,
  evidence: { ...NOTHING, ...evidence },
});

describe("evidence classes", () => {
  it("a shared phone in the same building is enough, whatever the name", () => {
    const only = candidate(7, 12, { ...BUILDING, phone: "same", name: 0.3 });
    expect(decideText([only])).toEqual({
      status: "matched",
      best: only,
      reason: "same phone: same phone, street number and street, ZIP; name 0.30",
    });
  });

  it("a shared phone in the same town is enough, whatever the name", () => {
    const only = candidate(3, 9, { phone: "same", name: 0.3, city: "same" });
    expect(decideText([only])).toEqual({
      status: "matched",
      best: only,
      reason: "same phone: same phone, city; name 0.30",
    });
  });

  it("a shared phone with an unlike name in another ZIP decides nothing", () => {
    const only = candidate(3, 2, { phone: "same", name: 0.3, zip: "different" });
    expect(evidenceClass(only.evidence)).toBeUndefined();
    expect(decideText([only])).toEqual({
      status: "unmatched",
      best: only,
      reason: "best candidate too weak: same phone; different ZIP; name 0.30",
    });
  });

  it("the same distinctive name in the same ZIP at another number is a move", () => {
    const only = candidate(4, 8, { name: 0.95, distinctive: true, zip: "same", number: "different" });
    expect(decideText([only])).toEqual({
      status: "matched",
      best: only,
      reason: "same name in the same town (moved): same ZIP; different street number; name 0.95",
    });
  });

  it("the same distinctive name at the same number on another street is not a move", () => {
    const only = candidate(5, 11, {
      name: 0.95,
      distinctive: true,
      zip: "same",
      number: "same",
      street: 0.5,
    });
    expect(decideText([only])).toEqual({
      status: "matched",
      best: only,
      reason: "same name and street number: same street number, ZIP; name 0.95",
    });
  });

  it("the same building with a new name and a new phone is a rename, marked as such", () => {
    const only = candidate(6, 9, { ...BUILDING, name: 0.4, phone: "different" });
    expect(decideText([only])).toEqual({
      status: "matched",
      best: only,
      reason:
        "same building, renamed, new phone: same street number and street, ZIP; different phone; name 0.40",
    });
  });

  it("the same building in the same city but another ZIP, renamed, is not enough alone", () => {
    const evidence = { number: "same", street: 1, city: "same", zip: "same-area", name: 0.4 } as const;
    expect(evidenceClass({ ...NOTHING, ...evidence })).toBeUndefined();
    const only = candidate(8, 7, evidence);
    expect(decideText([only])).toEqual({
      status: "review",
      best: only,
      reason: "not conclusive: same street number and street, city; name 0.40",
    });
  });
});

describe("review threshold for candidates without sufficient evidence", () => {
  const weak = { zip: "same", name: 0.5 } as const;

  it("sends a best candidate scoring exactly the threshold to review", () => {
    const best = candidate(1, DECISION_THRESHOLDS.review, weak);
    expect(decideText([best, candidate(2, 1, { name: 0.2 })])).toEqual({
      status: "review",
      best,
      reason: "not conclusive: same ZIP; name 0.50",
    });
  });

  it("leaves a best candidate just below the threshold unmatched", () => {
    const best = candidate(1, DECISION_THRESHOLDS.review - 0.01, weak);
    expect(decideText([best])).toEqual({
      status: "unmatched",
      best,
      reason: "best candidate too weak: same ZIP; name 0.50",
    });
  });

  it("says so when there is no candidate at all", () => {
    expect(decideText([])).toEqual({
      status: "unmatched",
      best: undefined,
      reason: "no known site shares ZIP, phone, city or name",
    });
  });
});

describe("rivals", () => {
  // Two sites behind one switchboard: both share the row's phone and town.
  const switchboard = { phone: "same", name: 0.3, city: "same" } as const;

  it("a close runner-up without sufficient evidence of its own does not stop a match", () => {
    const top = candidate(1, 10, switchboard);
    const runnerUp = candidate(2, 9, { zip: "same", name: 0.5 });
    expect(decideText([top, runnerUp])).toEqual({
      status: "matched",
      best: top,
      reason: "same phone: same phone, city; name 0.30",
    });
  });

  it("a close runner-up with sufficient evidence sends the row to review, saying how far behind", () => {
    const top = candidate(1, 9.5, switchboard);
    const runnerUp = candidate(2, 8, switchboard);
    expect(decideText([top, runnerUp])).toEqual({
      status: "review",
      best: top,
      reason: "same phone: same phone, city; name 0.30; another site is close (1.5 behind)",
    });
  });

  it("a runner-up with sufficient evidence exactly the margin behind does not stop a match", () => {
    const top = candidate(1, 8 + DECISION_THRESHOLDS.margin, switchboard);
    const runnerUp = candidate(2, 8, switchboard);
    expect(decideMatch([top, runnerUp])).toMatchObject({ status: "matched", best: top });
  });

  it("the first candidate with sufficient evidence is chosen even when a weaker one ranks above it", () => {
    const unclassed = candidate(1, 12, { zip: "same", name: 0.5 });
    const classed = candidate(2, 10, switchboard);
    expect(decideText([unclassed, classed])).toEqual({
      status: "matched",
      best: classed,
      reason: "same phone: same phone, city; name 0.30",
    });
  });
});

describe("campus: another known site in the same building", () => {
  it("a clearly better name separates the sites", () => {
    const top = candidate(1, 14, { ...BUILDING, name: 0.9 });
    const campus = candidate(2, 10, { ...BUILDING, name: 0.5 });
    expect(decideText([top, campus])).toEqual({
      status: "matched",
      best: top,
      reason: "same building and name: same street number and street, ZIP; name 0.90",
    });
  });

  it("a clearly better name still goes to review when the other site is close on score", () => {
    const top = candidate(1, 12, { ...BUILDING, name: 0.9 });
    const campus = candidate(2, 10, { ...BUILDING, name: 0.5 });
    expect(decideText([top, campus])).toEqual({
      status: "review",
      best: top,
      reason:
        "same building and name: same street number and street, ZIP; name 0.90; another site is close (2.0 behind)",
    });
  });

  it("a name less than 0.15 better does not separate them, however far behind the other scores", () => {
    const top = candidate(1, 20, { ...BUILDING, name: 0.9 });
    const campus = candidate(2, 10, { ...BUILDING, name: 0.8 });
    expect(decideText([top, campus])).toEqual({
      status: "review",
      best: top,
      reason:
        "same building and name: same street number and street, ZIP; name 0.90; another site is close (10.0 behind)",
    });
  });

  it("a same-building site without sufficient evidence is still a campus rival", () => {
    const top = candidate(1, 20, { ...BUILDING, name: 0.8 });
    const campus = candidate(2, 3, { number: "same", street: 1, city: "same", zip: "same-area", name: 0.1 });
    expect(evidenceClass(campus.evidence)).toBeUndefined();
    expect(decideText([top, campus])).toEqual({
      status: "review",
      best: top,
      reason:
        "same building and name: same street number and street, ZIP; name 0.80; another site is close (17.0 behind)",
    });
  });

  it("a shared phone separates the sites whatever the names", () => {
    const top = candidate(1, 20, { ...BUILDING, name: 0.3, phone: "same" });
    const campus = candidate(2, 10, { ...BUILDING, name: 0.9, phone: "different" });
    expect(decideText([top, campus])).toEqual({
      status: "matched",
      best: top,
      reason: "same phone: same phone, street number and street, ZIP; name 0.30",
    });
  });
});

// Found by review: this class used to ignore the street number, so a common name anywhere in the town matched.
describe("same name and street number", () => {
  it("needs the same street number: a common name elsewhere in the town is not enough on its own", async () => {
    const { matchLocations } = await import("./match-locations.ts");
    const [result] = matchLocations(
      [
        {
          siteId: "S1",
          name: "COMMUNITY HOSPITAL",
          address1: "900 ELM AVENUE",
          city: "SPRINGFIELD",
          state: "IL",
          zip: "62701",
        },
      ],
      [
        {
          locationId: "L1",
          name: "Community Hospital",
          address1: "12 Oak Street",
          city: "Springfield",
          state: "IL",
          zip: "62701",
        },
      ],
    );
    expect(result?.status).not.toBe("matched");
    expect(result?.siteId).toBeUndefined();
  });
});
