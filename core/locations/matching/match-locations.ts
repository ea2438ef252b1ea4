import { decideMatch, type ScoredCandidate } from "./decide-match.ts";
import type { ExistingMapping, KnownSite, MatchResult, ShipToRow } from "./location-schemas.ts";
import { confidenceOf as confidence } from "./match-score.ts";
import { PackedStrings, type PackedStringsData } from "./packed-strings.ts";
import { prepareLocation, type PreparedLocation } from "./prepare-location.ts";
import { compareLocations, scoreEvidence } from "./score-candidate.ts";
import {
  buildSiteIndex,
  createCandidateFinder,
  openSiteIndex,
  type SiteIndex,
  type SiteIndexData,
} from "./site-index.ts";
import { SiteStore, type SiteColumns } from "./site-store.ts";

export interface LocationMatcher {
  readonly match: (row: ShipToRow) => MatchResult;
  readonly siteCount: number;
}

/** Known sites loaded (normalised and numbered), not yet indexed: one worker's share of a large list. */
export interface LoadedSites {
  readonly store: SiteColumns;
  readonly siteIds: PackedStringsData;
}

/**
 * A built matcher as plain data (typed arrays in shared memory, a few strings): worker threads open it with
 * `openLocationMatcher` and match rows in parallel without loading or indexing the known sites again.
 */
export interface MatcherSnapshot {
  readonly store: SiteColumns;
  readonly index: SiteIndexData;
  readonly siteIds: PackedStringsData;
  /** The supplier's existing mappings whose site is known: ship-to id → site id. */
  readonly mapped: readonly (readonly [locationId: string, siteId: string])[];
}

export interface LocationMatcherBuilder {
  /** Adds one known site; only its normalised form is kept, so a caller can stream a million sites. */
  readonly add: (site: KnownSite) => void;
  /** Adds, after the sites added so far, the sites another builder loaded (see `loaded`). */
  readonly addLoaded: (loaded: LoadedSites) => void;
  /** The sites added so far, to hand to another builder (a worker thread's share); adding ends here. */
  readonly loaded: () => LoadedSites;
  readonly build: (existing?: readonly ExistingMapping[]) => LocationMatcher & {
    readonly snapshot: MatcherSnapshot;
  };
}

const identifierMatch = (row: PreparedLocation, site: PreparedLocation): "HIN" | "GLN" | "" =>
  row.hin !== "" && site.hin === row.hin ? "HIN" : row.gln !== "" && site.gln === row.gln ? "GLN" : "";

/**
 * Builds a matcher over the known sites (normalisation and blocking index once), then decides one row at a
 * time. Order of precedence: the supplier's existing mapping, an identical HIN or GLN, then the evidence.
 */
export const createLocationMatcherBuilder = (): LocationMatcherBuilder => {
  const siteIds = new PackedStrings();
  const store = new SiteStore();
  const add = (site: KnownSite): void => {
    siteIds.push(site.siteId);
    store.add(prepareLocation(site));
  };
  const addLoaded = (loaded: LoadedSites): void => {
    store.append(loaded.store);
    siteIds.append(loaded.siteIds);
  };
  const loaded = (): LoadedSites => ({ store: store.freeze(), siteIds: siteIds.freeze() });
  const build = (existing: readonly ExistingMapping[] = []) => {
    const columns = store.freeze();
    const index = buildSiteIndex(store);
    const snapshot: MatcherSnapshot = {
      store: columns,
      index: index.data,
      siteIds: siteIds.freeze(),
      mapped: knownMappings(siteIds, existing),
    };
    return { ...matcherOver(store, index, siteIds, snapshot.mapped), snapshot };
  };
  return { add, addLoaded, loaded, build };
};

/** The existing mappings whose site is still in the known list (a closed site's mapping is not reused). */
const knownMappings = (siteIds: PackedStrings, existing: readonly ExistingMapping[]) => {
  if (existing.length === 0) return [];
  const knownIds = new Set<string>();
  for (let i = 0; i < siteIds.length; i++) knownIds.add(siteIds.at(i));
  return existing.filter((m) => knownIds.has(m.siteId)).map((m) => [m.locationId, m.siteId] as const);
};

/** A matcher over a snapshot built elsewhere (another thread): nothing is loaded or indexed again. */
export const openLocationMatcher = (snapshot: MatcherSnapshot): LocationMatcher => {
  const store = SiteStore.open(snapshot.store);
  const index = openSiteIndex(store, snapshot.index);
  return matcherOver(store, index, PackedStrings.open(snapshot.siteIds), snapshot.mapped);
};

const matcherOver = (
  store: SiteStore,
  index: SiteIndex,
  siteIds: PackedStrings,
  existing: MatcherSnapshot["mapped"],
): LocationMatcher => {
  const findCandidates = createCandidateFinder(index);
  const mapped = new Map(existing);
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
          siteId: siteIds.at(i),
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
    const bestId = best === undefined ? undefined : siteIds.at(best.site);
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
  return { match, siteCount: store.count };
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
