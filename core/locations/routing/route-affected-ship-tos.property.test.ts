import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isMappedToProvider, ROUTING_TAGS, routingTagOf } from "./routing-tag.ts";
import { routeAffectedShipTos } from "./route-affected-ship-tos.ts";
import { MARKS, rawShipToIdArb, shipToFactsArb, supplierFactsArb } from "./testing/ship-to-facts.ts";

const OPTIONS = { numRuns: 300 };
const idsArb = fc.array(rawShipToIdArb, { maxLength: 40 });

describe("routing an event's affected ship-to ids", () => {
  it("gives every distinct trimmed id exactly one tag, in first-seen order, and counts them", () => {
    fc.assert(
      fc.property(idsArb, supplierFactsArb, (ids, facts) => {
        const { items, counts } = routeAffectedShipTos(ids, facts);
        const expectedOrder: string[] = [];
        for (const id of ids.map((raw) => raw.trim()))
          if (id !== "" && !expectedOrder.includes(id)) expectedOrder.push(id);
        expect(items.map((item) => item.shipToId)).toEqual(expectedOrder);
        for (const item of items) expect(ROUTING_TAGS).toContain(item.tag);
        for (const tag of ROUTING_TAGS)
          expect(counts[tag]).toBe(items.filter((item) => item.tag === tag).length);
        expect(Object.keys(counts).sort()).toEqual([...ROUTING_TAGS].sort());
      }),
      OPTIONS,
    );
  });

  it("tags an id the supplier never sent Unrecognized, and a seen id never", () => {
    fc.assert(
      fc.property(idsArb, supplierFactsArb, (ids, facts) => {
        for (const item of routeAffectedShipTos(ids, facts).items) {
          expect(item.tag === "Unrecognized").toBe(!facts.has(item.shipToId));
          expect(item.facts).toBe(facts.get(item.shipToId));
        }
      }),
      OPTIONS,
    );
  });

  it("lets a provider's mark win over every mapping, user and mailbox fact", () => {
    fc.assert(
      fc.property(shipToFactsArb, fc.constantFrom(...MARKS), (facts, mark) => {
        expect(routingTagOf({ ...facts, verification: mark })).toBe(mark);
      }),
      OPTIONS,
    );
  });

  it("e-mails an unmarked row only when it is mapped to a provider with no active users and a mailbox", () => {
    fc.assert(
      fc.property(shipToFactsArb, (facts) => {
        const unmarked = { ...facts, verification: null };
        const mailbox = (facts.providerRecallEmail ?? "").trim() !== "";
        const emailed = isMappedToProvider(unmarked) && !unmarked.providerHasActiveUsers && mailbox;
        expect(routingTagOf(unmarked)).toBe(emailed ? "Emailed" : "NotCovered");
      }),
      OPTIONS,
    );
  });

  it("never routes a seen, unmarked row Covered or Invalid: only a provider says so", () => {
    fc.assert(
      fc.property(shipToFactsArb, (facts) => {
        expect(["Emailed", "NotCovered"]).toContain(routingTagOf({ ...facts, verification: null }));
      }),
      OPTIONS,
    );
  });

  it("gives the same tags whatever order or repetition the ids arrive in", () => {
    fc.assert(
      fc.property(idsArb, supplierFactsArb, (ids, facts) => {
        const tagsOf = (list: readonly string[]) =>
          new Map(routeAffectedShipTos(list, facts).items.map((item) => [item.shipToId, item.tag]));
        const reversedTwice = [...ids].reverse().concat(ids);
        expect(tagsOf(reversedTwice)).toEqual(tagsOf(ids));
      }),
      OPTIONS,
    );
  });
});
