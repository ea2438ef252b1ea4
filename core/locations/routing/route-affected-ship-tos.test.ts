import { describe, expect, it } from "vitest";
import { routingTagOf, type ShipToFacts, verificationMarkOf } from "./routing-tag.ts";
import { distinctShipToIds, routeAffectedShipTos } from "./route-affected-ship-tos.ts";

const mapped: ShipToFacts = {
  decision: "matched",
  knownLocationId: "0199a000-0000-7000-8000-000000000001",
  verification: null,
  providerHasActiveUsers: true,
  providerRecallEmail: "recalls@bayou.example",
};

describe("routing tag examples", () => {
  it("tags a list with one row in each state and counts each tag", () => {
    const facts = new Map<string, ShipToFacts>([
      ["C", { ...mapped, verification: "Covered" }],
      ["I", { ...mapped, verification: "Invalid" }],
      ["P", mapped],
      ["E", { ...mapped, providerHasActiveUsers: false }],
      ["R", { ...mapped, decision: "review", knownLocationId: null, providerHasActiveUsers: false }],
    ]);
    const result = routeAffectedShipTos([" C", "I", "P ", "E", "R", "C", "nope", ""], facts);
    expect(result.items.map(({ shipToId, tag }) => [shipToId, tag])).toEqual([
      ["C", "Covered"],
      ["I", "Invalid"],
      ["P", "NotCovered"],
      ["E", "Emailed"],
      ["R", "NotCovered"],
      ["nope", "Unrecognized"],
    ]);
    expect(result.counts).toEqual({ Covered: 1, NotCovered: 2, Invalid: 1, Emailed: 1, Unrecognized: 1 });
  });

  it("sends a rejected or unmatched row on paper even when its provider has only a mailbox", () => {
    const offPlatform = { ...mapped, providerHasActiveUsers: false };
    expect(routingTagOf({ ...offPlatform, decision: "rejected" })).toBe("NotCovered");
    expect(routingTagOf({ ...offPlatform, decision: "confirmed" })).toBe("Emailed");
    expect(routingTagOf({ ...offPlatform, providerRecallEmail: null })).toBe("NotCovered");
  });

  it("keeps a provider's Emailed or Covered mark whatever the mailbox says", () => {
    expect(routingTagOf({ ...mapped, verification: "Emailed", providerRecallEmail: null })).toBe("Emailed");
    expect(routingTagOf({ ...mapped, verification: "Covered", providerHasActiveUsers: false })).toBe(
      "Covered",
    );
  });

  it("reads only the known verification statuses as marks", () => {
    expect(verificationMarkOf("NotCovered")).toBe("NotCovered");
    expect(verificationMarkOf("UNVERIFIED")).toBeNull();
    expect(verificationMarkOf("covered")).toBeNull();
    expect(verificationMarkOf(null)).toBeNull();
  });

  it("trims ids, drops blanks and keeps the first occurrence's place", () => {
    expect(distinctShipToIds(["b", " a", "b ", "\t", "a", "c"])).toEqual(["b", "a", "c"]);
  });
});
