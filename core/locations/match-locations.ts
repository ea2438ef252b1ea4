import { decideMatch, type ScoredCandidate } from "./decide-match.ts";
import type { ExistingMapping, KnownSite, MatchResult, ShipToRow } from "./location-schemas.ts";
import { prepareLocation, type PreparedLocation } from "./prepare-location.ts";
import { compareLocations, scoreEvidence } from "./score-candidate.ts";
import { buildSiteIndex, createCandidateFinder } from "./site-index.ts";

export interface LocationMatcher {
  readonly match: (row: ShipToRow) => MatchResult;
}

/** Turns the evidence score (about -15..25) into a 0..1 confidence for people and files. */
const confidence = (score: number): number => Math.round(1000 / (1 + Math.exp(-(score - 8) / 2.5))) / 1000;

/**
 * Builds a matcher over the known sites once (normalisation and blocking index), then decides one row at a
 * time so a caller can stream millions of rows. Order of precedence: the supplier's existing mapping, an
 * identical HIN or GLN, then the scored candidates.
 */
export const createLocationMatcher = (
  known: readonly KnownSite[],
  existing: readonly ExistingMapping[] = [],
): LocationMatcher => {
  const prepared: PreparedLocation[] = known.map((site) => prepareLocation(site));
  const index = buildSiteIndex(prepared);
  const findCandidates = createCandidateFinder(index);
  const knownIds = new Set(known.map((s) => s.siteId));
  const mapped = new Map(existing.filter((m) => knownIds.has(m.siteId)).map((m) => [m.locationId, m.siteId]));

  const match = (row: ShipToRow): MatchResult => {
    const reused = mapped.get(row.locationId);
    if (reused !== undefined) {
      return {
        locationId: row.locationId,
        siteId: reused,
        score: 1,
        status: "matched",
        reason: "existing mapping for this supplier",
      };
    }
    const preparedRow = prepareLocation(row);
    const candidates = findCandidates(preparedRow);
    for (const i of candidates) {
      const site = prepared[i] as PreparedLocation;
      const key =
        preparedRow.hin !== "" && site.hin === preparedRow.hin
          ? "HIN"
          : preparedRow.gln !== "" && site.gln === preparedRow.gln
            ? "GLN"
            : "";
      if (key !== "") {
        const siteId = (known[i] as KnownSite).siteId;
        return { locationId: row.locationId, siteId, score: 1, status: "matched", reason: `same ${key}` };
      }
    }
    const ranked: ScoredCandidate[] = candidates
      .map((i) => {
        const evidence = compareLocations(preparedRow, prepared[i] as PreparedLocation, index.weight);
        return { site: i, evidence, score: scoreEvidence(evidence) };
      })
      .sort((a, b) => b.score - a.score);
    const decision = decideMatch(ranked);
    const best = decision.best;
    const bestId = best === undefined ? undefined : (known[best.site] as KnownSite).siteId;
    const score = best === undefined ? 0 : confidence(best.score);
    if (decision.status === "matched") {
      return {
        locationId: row.locationId,
        siteId: bestId,
        score,
        status: "matched",
        reason: decision.reason,
      };
    }
    return {
      locationId: row.locationId,
      candidateSiteId: bestId,
      score,
      status: decision.status,
      reason: decision.reason,
    };
  };
  return { match };
};

/** Matches a whole list at once (tests, small files). */
export const matchLocations = (
  known: readonly KnownSite[],
  rows: readonly ShipToRow[],
  existing: readonly ExistingMapping[] = [],
): MatchResult[] => {
  const matcher = createLocationMatcher(known, existing);
  return rows.map((row) => matcher.match(row));
};
