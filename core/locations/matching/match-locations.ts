import { decideMatch, type ScoredCandidate } from "./decide-match.ts";
import type { ExistingMapping, KnownSite, MatchResult, ShipToRow } from "./location-schemas.ts";
import { confidenceOf as confidence } from "./match-score.ts";
import { prepareLocation, type PreparedLocation } from "./prepare-location.ts";
import { compareLocations, scoreEvidence } from "./score-candidate.ts";
import { buildSiteIndex, createCandidateFinder } from "./site-index.ts";
import { SiteStore } from "./site-store.ts";

export interface LocationMatcher {
  readonly match: (row: ShipToRow) => MatchResult;
  readonly siteCount: number;
}

export interface LocationMatcherBuilder {
  /** Adds one known site; only its normalised form is kept, so a caller can stream a million sites. */
  readonly add: (site: KnownSite) => void;
  readonly build: (existing?: readonly ExistingMapping[]) => LocationMatcher;
}

const identifierMatch = (row: PreparedLocation, site: PreparedLocation): "HIN" | "GLN" | "" =>
  row.hin !== "" && site.hin === row.hin ? "HIN" : row.gln !== "" && site.gln === row.gln ? "GLN" : "";

/**
 * Builds a matcher over the known sites (normalisation and blocking index once), then decides one row at a
 * time. Order of precedence: the supplier's existing mapping, an identical HIN or GLN, then the evidence.
 */
export const createLocationMatcherBuilder = (): LocationMatcherBuilder => {
  const siteIds: string[] = [];
  const store = new SiteStore();
  const add = (site: KnownSite): void => {
    siteIds.push(site.siteId);
    store.add(prepareLocation(site));
  };
  const build = (existing: readonly ExistingMapping[] = []): LocationMatcher => {
    store.freeze();
    const index = buildSiteIndex(store);
    const findCandidates = createCandidateFinder(index);
    const knownIds = new Set(siteIds);
    const mapped = new Map(
      existing.filter((m) => knownIds.has(m.siteId)).map((m) => [m.locationId, m.siteId]),
    );
    knownIds.clear();
    const match = (row: ShipToRow): MatchResult => {
      const locationId = row.locationId;
      const reused = mapped.get(locationId);
      if (reused !== undefined) {
        return {
          locationId,
          siteId: reused,
          score: 1,
          status: "matched",
          reason: "existing mapping for this supplier",
          reasons: [{ code: "existingMapping" }],
        };
      }
      const preparedRow = prepareLocation(row);
      const candidates = findCandidates(preparedRow).map((i) => ({ i, site: store.site(i) }));
      for (const { i, site } of candidates) {
        const key = identifierMatch(preparedRow, site);
        if (key !== "")
          return {
            locationId,
            siteId: siteIds[i],
            score: 1,
            status: "matched",
            reason: `same ${key}`,
            reasons: [{ code: "sameIdentifier", identifier: key }],
          };
      }
      const ranked: ScoredCandidate[] = candidates
        .map(({ i, site }) => {
          const evidence = compareLocations(preparedRow, site, index.weight);
          return { site: i, evidence, score: scoreEvidence(evidence) };
        })
        .sort((a, b) => b.score - a.score);
      const decision = decideMatch(ranked);
      const best = decision.best;
      const bestId = best === undefined ? undefined : siteIds[best.site];
      const score = best === undefined ? 0 : confidence(best.score);
      if (decision.status === "matched") {
        const { reason, reasons } = decision;
        return { locationId, siteId: bestId, score, status: "matched", reason, reasons };
      }
      return {
        locationId,
        candidateSiteId: bestId,
        score,
        status: decision.status,
        reason: decision.reason,
        reasons: decision.reasons,
      };
    };
    return { match, siteCount: siteIds.length };
  };
  return { add, build };
};

export const createLocationMatcher = (
  known: Iterable<KnownSite>,
  existing: readonly ExistingMapping[] = [],
): LocationMatcher => {
  const builder = createLocationMatcherBuilder();
  for (const site of known) builder.add(site);
  return builder.build(existing);
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
