import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { verificationProgress, type ProviderTally } from "./verification-progress.ts";

const tally = (mapped: number, covered = 0, notCovered = 0, invalid = 0, emailed = 0): ProviderTally => ({
  mapped,
  covered,
  notCovered,
  invalid,
  emailed,
});

/** A provider's rows: each mapped row unverified or carrying one of the four marks. */
const tallyArb = fc
  .array(fc.constantFrom("unverified", "covered", "notCovered", "invalid", "emailed"), { maxLength: 400 })
  .map((marks) => {
    const count = (mark: string) => marks.filter((m) => m === mark).length;
    return {
      marks,
      tally: tally(marks.length, count("covered"), count("notCovered"), count("invalid"), count("emailed")),
    };
  });

describe("verification progress", () => {
  it("reads as the spec's examples, rounding down so the bar reaches 100% only when every row is verified", () => {
    expect(verificationProgress(tally(0))).toEqual({ verified: 0, total: 0, unverified: 0, percent: 0 });
    expect(verificationProgress(tally(3, 1))).toEqual({ verified: 1, total: 3, unverified: 2, percent: 33 });
    expect(verificationProgress(tally(3, 1, 1))).toEqual({
      verified: 2,
      total: 3,
      unverified: 1,
      percent: 66,
    });
    expect(verificationProgress(tally(200, 100, 50, 40, 9)).percent).toBe(99);
    expect(verificationProgress(tally(200, 100, 50, 40, 10)).percent).toBe(100);
    expect(verificationProgress(tally(4, 0, 0, 1, 1))).toEqual({
      verified: 2,
      total: 4,
      unverified: 2,
      percent: 50,
    });
  });

  it("counts every mark as verified (Invalid and Emailed are answers too) and never more than mapped", () => {
    expect(verificationProgress(tally(4, 0, 0, 4)).percent).toBe(100);
    expect(verificationProgress(tally(4, 0, 0, 0, 4)).percent).toBe(100);
    // A tally read while rows move: more marks than mapped rows still shows at most every row verified.
    expect(verificationProgress(tally(2, 3))).toEqual({ verified: 2, total: 2, unverified: 0, percent: 100 });
  });

  it("has the unverified rows as the rest, and the whole percent of the verified share", () => {
    fc.assert(
      fc.property(tallyArb, ({ marks, tally: t }) => {
        const progress = verificationProgress(t);
        const unverified = marks.filter((m) => m === "unverified").length;
        expect(progress.unverified).toBe(unverified);
        expect(progress.verified + progress.unverified).toBe(marks.length);
        expect(progress.percent).toBeGreaterThanOrEqual(0);
        expect(progress.percent).toBeLessThanOrEqual(100);
        expect(progress.percent === 100).toBe(marks.length > 0 && unverified === 0);
        if (marks.length > 0) {
          expect(progress.percent * marks.length).toBeLessThanOrEqual(progress.verified * 100);
          expect((progress.percent + 1) * marks.length).toBeGreaterThan(progress.verified * 100);
        }
      }),
    );
  });

  it("never goes back when a provider marks one more row", () => {
    fc.assert(
      fc.property(
        tallyArb,
        fc.constantFrom("covered", "notCovered", "invalid", "emailed"),
        ({ tally: t }, mark) => {
          const before = verificationProgress(t);
          fc.pre(before.unverified > 0);
          const after = verificationProgress({ ...t, [mark]: t[mark as keyof ProviderTally] + 1 });
          expect(after.percent).toBeGreaterThanOrEqual(before.percent);
          expect(after.verified).toBe(before.verified + 1);
        },
      ),
    );
  });
});
