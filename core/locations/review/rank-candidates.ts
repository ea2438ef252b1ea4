import { prepareLocation, type LocationFields } from "../matching/prepare-location.ts";
import { compareLocations, sameBuilding, scoreEvidence } from "../matching/score-candidate.ts";

/** How many candidates the detail shows beside the ship-to row. */
export const MAX_CANDIDATES = 5;

export interface Scored<T> {
  readonly site: T;
  readonly score: number;
  readonly sameBuilding: boolean;
}

const noWeight = () => 1;

const fieldsOf = (f: LocationFieldsLike): LocationFields => ({
  name: f.name,
  address1: f.address1,
  address2: f.address2 ?? undefined,
  city: f.city,
  state: f.state,
  zip: f.zip,
  phone: f.phone ?? undefined,
  hin: f.hin ?? undefined,
  gln: f.gln ?? undefined,
});

export interface LocationFieldsLike {
  readonly name: string;
  readonly address1: string;
  readonly address2?: string | null;
  readonly city: string;
  readonly state: string;
  readonly zip: string;
  readonly phone?: string | null;
  readonly hin?: string | null;
  readonly gln?: string | null;
}

/**
 * Ranks the known locations near a ship-to row (same ZIP or town, found by the store) with the matcher's own
 * evidence score, best first. `pinned` ids (the matcher's candidate, the current mapping) are always shown,
 * first, whatever their score: they are what the operator decides about.
 */
export const rankCandidates = <T extends LocationFieldsLike & { readonly id: string }>(
  row: LocationFieldsLike,
  sites: readonly T[],
  pinned: readonly string[],
  max = MAX_CANDIDATES,
): readonly Scored<T>[] => {
  const prepared = prepareLocation(fieldsOf(row));
  const seen = new Set<string>();
  const scored: Scored<T>[] = [];
  for (const site of sites) {
    if (seen.has(site.id)) continue;
    seen.add(site.id);
    const evidence = compareLocations(prepared, prepareLocation(fieldsOf(site)), noWeight);
    scored.push({
      site,
      score: Math.round(scoreEvidence(evidence) * 100) / 100,
      sameBuilding: sameBuilding(evidence),
    });
  }
  const rank = (s: Scored<T>) => {
    const pin = pinned.indexOf(s.site.id);
    return pin === -1 ? pinned.length : pin;
  };
  scored.sort((a, b) => rank(a) - rank(b) || b.score - a.score || a.site.id.localeCompare(b.site.id));
  return scored.slice(0, Math.max(max, pinned.filter((id) => seen.has(id)).length));
};
