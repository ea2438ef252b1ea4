import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { mergeRefusal, type MergeSide } from "./merge-rule.ts";
import type { KnownLocationStatus } from "./known-location.ts";

const side = (id: string, knownProviderId: string, status: KnownLocationStatus): MergeSide => ({
  id,
  notisphereId: `NS-${id}`,
  knownProviderId,
  knownProviderName: `Provider ${knownProviderId}`,
  status,
});

/**
 * The expected table, written from the rule as the issue states it: never into itself, never from a merged
 * location, only into an active one, only within one known provider. First refusal wins in that order.
 */
const expected = (
  sameId: boolean,
  sameProvider: boolean,
  source: KnownLocationStatus,
  target: KnownLocationStatus,
) => {
  if (sameId) return "locationMaster.mergeIntoItself";
  if (source === "MERGED") return "locationMaster.alreadyMerged";
  if (target !== "ACTIVE") return "locationMaster.mergeTargetNotActive";
  if (!sameProvider) return "locationMaster.mergeAcrossProviders";
  return null;
};

const STATUSES: KnownLocationStatus[] = ["ACTIVE", "CLOSED", "MERGED"];

describe("merge rule", () => {
  it("allows an active or closed location into an active one of the same provider", () => {
    expect(mergeRefusal(side("a", "p", "ACTIVE"), side("b", "p", "ACTIVE"))).toBeNull();
    expect(mergeRefusal(side("a", "p", "CLOSED"), side("b", "p", "ACTIVE"))).toBeNull();
  });

  it("refuses across providers naming both locations and both providers", () => {
    expect(mergeRefusal(side("a", "p", "ACTIVE"), side("b", "q", "ACTIVE"))?.message).toBe(
      "Both locations must belong to the same known provider: NS-a belongs to Provider p, NS-b to Provider q",
    );
  });

  it("follows the expected table for every status pair, identity and provider", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...STATUSES),
        fc.constantFrom(...STATUSES),
        fc.boolean(),
        fc.boolean(),
        (sourceStatus, targetStatus, sameId, sameProvider) => {
          const source = side("a", "p", sourceStatus);
          const target = side(sameId ? "a" : "b", sameProvider ? "p" : "q", targetStatus);
          expect(mergeRefusal(source, target)?.code ?? null).toBe(
            expected(sameId, sameProvider, sourceStatus, targetStatus),
          );
        },
      ),
    );
  });
});
