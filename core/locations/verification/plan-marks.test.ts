import { describe, expect, it } from "vitest";
import { refusalOf, type PlannedMark } from "./plan-marks.ts";
import { PROVIDER_VERIFICATION_MESSAGES as MESSAGES } from "./provider-verification-messages.ts";
import { NORTH, SOUTH } from "./testing/provider-verification-fakes.ts";

const ASSIGNABLE = [NORTH, SOUTH];
const DECENTRALISED_SOUTH_MEMBER = { centralised: false, memberSites: ["south"] } as const;

const mark = (fields: Partial<PlannedMark> & Pick<PlannedMark, "status">): PlannedMark => ({
  row: { id: "r", name: "Dock 4", status: null },
  siteId: null,
  ...fields,
});

describe("refusing a set of marks", () => {
  it("allows marks every row can take", () => {
    const planned = [mark({ status: "Covered", siteId: "north" }), mark({ status: "Emailed" })];
    expect(refusalOf(planned, { centralised: null, memberSites: [] }, ASSIGNABLE)).toBeUndefined();
  });

  it("refuses a Covered mark by a non-member in a decentralised organisation, naming the site", () => {
    const refusal = refusalOf(
      [mark({ status: "Covered", siteId: "north" })],
      DECENTRALISED_SOUTH_MEMBER,
      ASSIGNABLE,
    );
    expect(refusal).toEqual({
      kind: "decentralised",
      said: MESSAGES.say("decentralised", { site: "North Hospital" }),
    });
  });

  it("calls a row in a state the provider cannot leave not markable, even when the site rule also fails", () => {
    // An Invalid row is the operator's; that, not the site membership, is why the mark is refused.
    const row = { id: "r", name: "Dock 4", status: "Invalid" as never };
    const refusal = refusalOf(
      [mark({ row, status: "Covered", siteId: "north" })],
      DECENTRALISED_SOUTH_MEMBER,
      ASSIGNABLE,
    );
    expect(refusal).toEqual({
      kind: "notMarkable",
      said: MESSAGES.say("notMarkable", { name: "Dock 4", status: "Covered" }),
    });
  });

  it("names the row and the mark's label in the not markable refusal", () => {
    const row = { id: "r", name: "Receiving", status: "Invalid" as never };
    expect(
      refusalOf([mark({ row, status: "NotCovered" })], DECENTRALISED_SOUTH_MEMBER, ASSIGNABLE)?.said.message,
    ).toBe("Receiving cannot be marked Not Covered now; nothing was marked");
  });
});
