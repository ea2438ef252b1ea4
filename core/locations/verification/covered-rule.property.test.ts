import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { assignableSites, mayCoverSite, type CoverFacts } from "./covered-rule.ts";
import { refusalOf, type PlannedMark } from "./plan-marks.ts";
import type { VerificationSite } from "./provider-verification-ports.ts";
import { PROVIDER_MARKS } from "./provider-verification.ts";

const SITE_IDS = ["corp", "north", "south", "pharmacy"] as const;
const SITES: VerificationSite[] = SITE_IDS.map((id) => ({
  id,
  name: `Site ${id}`,
  isCorporate: id === "corp",
}));

const factsArb: fc.Arbitrary<CoverFacts> = fc.record({
  centralised: fc.constantFrom(true, false, null),
  memberSites: fc.oneof(fc.constant("all" as const), fc.subarray([...SITE_IDS])),
});
const siteIdArb = fc.constantFrom(...SITE_IDS, "someone-elses-site");
const stateArb = fc.constantFrom(null, "Covered", "NotCovered", "Emailed" as const);
const markArb: fc.Arbitrary<PlannedMark> = fc
  .record({
    status: fc.constantFrom(...PROVIDER_MARKS),
    state: stateArb,
    siteId: siteIdArb,
    name: fc.constantFrom("Dock 4", "Main"),
  })
  .map(({ status, state, siteId, name }) => ({
    row: { id: `${name}-${siteId}`, name, status: state },
    status,
    siteId: status === "Covered" ? siteId : null,
  }));

/** The rule as the brief states it, written independently of the machine. */
const expectedMayCover = (facts: CoverFacts, siteId: string): boolean =>
  facts.centralised !== false || facts.memberSites === "all" || facts.memberSites.includes(siteId);

describe("who may mark Covered", () => {
  it("is anyone when centralised (true or unset), else only a member of the chosen site", () => {
    fc.assert(
      fc.property(factsArb, siteIdArb, (facts, siteId) => {
        expect(mayCoverSite(facts, siteId)).toBe(expectedMayCover(facts, siteId));
      }),
    );
  });

  it("refuses a Covered mark exactly when the site is not assignable or the user may not cover it", () => {
    const assignable = assignableSites(SITES);
    fc.assert(
      fc.property(factsArb, markArb, (facts, mark) => {
        const refusal = refusalOf([mark], facts, assignable);
        if (mark.status !== "Covered") {
          expect(refusal).toBeUndefined();
          return;
        }
        const known = assignable.some((site) => site.id === mark.siteId);
        const want = !known
          ? "unknownSite"
          : expectedMayCover(facts, mark.siteId!)
            ? undefined
            : "decentralised";
        expect(refusal?.kind).toBe(want);
      }),
    );
  });

  it("refuses a bulk mark as a whole exactly when one of its rows would be refused alone", () => {
    const assignable = assignableSites(SITES);
    fc.assert(
      fc.property(factsArb, fc.array(markArb, { minLength: 1, maxLength: 8 }), (facts, marks) => {
        const alone = marks.map((mark) => refusalOf([mark], facts, assignable));
        const together = refusalOf(marks, facts, assignable);
        expect(together).toEqual(alone.find((refusal) => refusal !== undefined));
      }),
    );
  });

  it("names the site in the decentralised refusal", () => {
    const refusal = refusalOf(
      [{ row: { id: "r", name: "Dock 4", status: null }, status: "Covered", siteId: "north" }],
      { centralised: false, memberSites: ["south"] },
      assignableSites(SITES),
    );
    expect(refusal?.said.message).toContain("Site north");
  });

  it("lets nobody re-mark an Invalid row from the provider side", () => {
    fc.assert(
      fc.property(factsArb, fc.constantFrom(...PROVIDER_MARKS), (facts, status) => {
        const refusal = refusalOf(
          [{ row: { id: "r", name: "Dock 4", status: "Invalid" as never }, status, siteId: null }],
          facts,
          SITES,
        );
        expect(refusal?.kind).toBe(status === "Covered" ? "unknownSite" : "notMarkable");
      }),
    );
  });
});

describe("the sites a Covered row may go to", () => {
  it("never offers Corporate unless it is the only site", () => {
    const sitesArb = fc.uniqueArray(
      fc.record({ id: fc.uuid(), name: fc.string(), isCorporate: fc.boolean() }),
      { selector: (site) => site.id, maxLength: 6 },
    );
    fc.assert(
      fc.property(sitesArb, (sites) => {
        const offered = assignableSites(sites);
        const real = sites.filter((site) => !site.isCorporate);
        expect(offered).toEqual(real.length > 0 ? real : sites);
      }),
    );
  });
});
