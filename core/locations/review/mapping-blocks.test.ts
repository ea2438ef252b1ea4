import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { MatchResult } from "../matching/location-schemas.ts";
import { buildingKeyOf } from "../verification/building-key.ts";
import {
  applyMappingBlocks,
  blockIndexOf,
  liftedByConfirm,
  rejectionBlock,
  type MappingBlock,
} from "./mapping-blocks.ts";

const ROW = { locationId: "AC-1", address1: "1108 Ross Clark Cir", address2: "Dock 4", zip: "36301" };
const SAME_BUILDING = {
  locationId: "NW-9",
  address1: "1108 ROSS CLARK CIRCLE",
  address2: null,
  zip: "36301-1234",
};
const NEXT_DOOR = { locationId: "NW-8", address1: "1110 Ross Clark Cir", address2: null, zip: "36301" };

const matched = (siteId: string): MatchResult => ({
  locationId: "AC-1",
  siteId,
  score: 20,
  status: "matched",
  reason: "same phone",
  reasons: [],
});

const invalidAt = (row: typeof ROW | typeof SAME_BUILDING, knownLocationId: string): MappingBlock => ({
  kind: "INVALID",
  buildingKey: buildingKeyOf(row),
  knownLocationId,
});

describe("mapping blocks", () => {
  it("holds an operator's rejection for that supplier's ship-to only", () => {
    const index = blockIndexOf("sup-A", [rejectionBlock("sup-A", "AC-1", "site-1")]);
    expect(index.blockOf(ROW, "site-1")).toBe("REJECTED");
    expect(index.blockOf(ROW, "site-2")).toBeUndefined();
    expect(index.blockOf({ ...ROW, locationId: "AC-2" }, "site-1")).toBeUndefined();
    expect(
      blockIndexOf("sup-B", [rejectionBlock("sup-A", "AC-1", "site-1")]).blockOf(ROW, "site-1"),
    ).toBeUndefined();
  });

  it("holds a provider's Invalid for every supplier's row at the same building, not next door", () => {
    const index = blockIndexOf("sup-B", [invalidAt(ROW, "site-1")]);
    expect(index.blockOf(SAME_BUILDING, "site-1")).toBe("INVALID");
    expect(index.blockOf(NEXT_DOOR, "site-1")).toBeUndefined();
    expect(index.blockOf(SAME_BUILDING, "site-2")).toBeUndefined();
  });

  it("turns a blocked match into review, keeping the location as the candidate", () => {
    const index = blockIndexOf("sup-A", [invalidAt(ROW, "site-1")]);
    expect(applyMappingBlocks(ROW, matched("site-1"), index)).toEqual({
      locationId: "AC-1",
      candidateSiteId: "site-1",
      score: 20,
      status: "review",
      reason: "blocked: the provider marked this location Invalid for a ship-to at this building; same phone",
      reasons: [],
    });
    const rejected = blockIndexOf("sup-A", [rejectionBlock("sup-A", "AC-1", "site-1")]);
    expect(applyMappingBlocks(ROW, matched("site-1"), rejected).reason).toMatch(
      /^blocked: an operator rejected/,
    );
  });

  it("never leaves a match to a blocked location and never touches an unblocked result", () => {
    const sites = ["s1", "s2", "s3"];
    const result = fc.oneof(
      fc.constantFrom(...sites).map(matched),
      fc.constantFrom(...sites).map((c): MatchResult => ({
        ...matched(c),
        siteId: undefined,
        candidateSiteId: c,
        status: "review",
      })),
      fc.constant<MatchResult>({
        locationId: "AC-1",
        score: 0,
        status: "unmatched",
        reason: "none",
        reasons: [],
      }),
    );
    const block = fc.oneof(
      fc.constantFrom(...sites).map((s) => rejectionBlock("sup-A", "AC-1", s)),
      fc.constantFrom(...sites).map((s) => rejectionBlock("sup-B", "AC-1", s)),
      fc.constantFrom(...sites).map((s) => invalidAt(SAME_BUILDING, s)),
      fc.constantFrom(...sites).map((s): MappingBlock => ({
        kind: "INVALID",
        buildingKey: buildingKeyOf(NEXT_DOOR),
        knownLocationId: s,
      })),
    );
    fc.assert(
      fc.property(result, fc.array(block, { maxLength: 6 }), (r, blocks) => {
        const blockedSites = new Set(
          blocks
            .filter((b) =>
              b.kind === "REJECTED"
                ? b.supplierOrganizationId === "sup-A"
                : b.buildingKey === buildingKeyOf(ROW),
            )
            .map((b) => b.knownLocationId),
        );
        const after = applyMappingBlocks(ROW, r, blockIndexOf("sup-A", blocks));
        if (r.status === "matched" && blockedSites.has(r.siteId!)) {
          expect(after).toMatchObject({ status: "review", candidateSiteId: r.siteId });
          expect(after.siteId).toBeUndefined();
        } else expect(after).toBe(r);
      }),
    );
  });

  it("lifts, on a confirm, the Invalid at the building and the rejection of the pair", () => {
    expect(liftedByConfirm("sup-A", ROW, "site-1")).toEqual([
      invalidAt(SAME_BUILDING, "site-1"),
      rejectionBlock("sup-A", "AC-1", "site-1"),
    ]);
  });
});
