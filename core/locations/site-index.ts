import { GENERIC_NAME_WORDS } from "./normalise-name.ts";
import type { PreparedLocation } from "./prepare-location.ts";
import type { TokenWeight } from "./string-similarity.ts";

/**
 * Blocking index over the known sites. Each key family is an equi-join key (PERFORMANCE.md §4: OR-ed
 * conditions defeat blocking), so a row is compared only with sites that share at least one key, and the
 * sites sharing the most evidence are scored first.
 */
export interface SiteIndex {
  readonly sites: readonly PreparedLocation[];
  readonly lists: ReadonlyMap<string, readonly number[]>;
  readonly weight: TokenWeight;
}

/** Key families with the vote each hit casts; rarer, more specific keys vote more. */
const keysOf = (site: PreparedLocation): string[] => {
  const keys: string[] = [];
  if (site.zip !== "") keys.push(`z:${site.zip}`);
  if (site.phone !== "") keys.push(`p:${site.phone}`);
  if (site.hin !== "") keys.push(`h:${site.hin}`);
  if (site.gln !== "") keys.push(`g:${site.gln}`);
  if (site.address.number !== "" && site.zip !== "")
    keys.push(`n:${site.address.number}|${site.zip.slice(0, 3)}`);
  if (site.city !== "") keys.push(`c:${site.state}|${site.city}`);
  for (const token of new Set(site.name.tokens)) {
    if (!GENERIC_NAME_WORDS.has(token) && token.length > 1) keys.push(`t:${site.state}|${token}`);
  }
  return keys;
};

export const buildSiteIndex = (sites: readonly PreparedLocation[]): SiteIndex => {
  const lists = new Map<string, number[]>();
  const documentFrequency = new Map<string, number>();
  sites.forEach((site, i) => {
    for (const key of keysOf(site)) {
      const list = lists.get(key);
      if (list === undefined) lists.set(key, [i]);
      else list.push(i);
    }
    for (const token of new Set(site.name.tokens)) {
      documentFrequency.set(token, (documentFrequency.get(token) ?? 0) + 1);
    }
  });
  const total = sites.length + 1;
  const maxWeight = Math.log(total);
  const weight: TokenWeight = (token) => {
    if (GENERIC_NAME_WORDS.has(token)) return 0.25;
    const df = documentFrequency.get(token);
    // A word no known site uses (a typo or a department) weighs like a rare word, not more.
    return df === undefined ? Math.max(1, maxWeight * 0.6) : Math.max(0.25, Math.log(total / df));
  };
  return { sites, lists, weight };
};

/** Lists longer than this are too unspecific to enumerate (a big city, a common word). */
const MAX_LIST = 4000;
/** How many of the best-voted candidates are scored in full. */
const MAX_CANDIDATES = 40;

/**
 * Candidate sites for a row, most-voted first. Uses a scratch array sized to the index so that collecting
 * votes costs one typed-array write per list entry, not a Map operation.
 */
export const createCandidateFinder = (index: SiteIndex) => {
  const votes = new Float64Array(index.sites.length);
  const touched: number[] = [];
  const vote = (key: string, amount: number): void => {
    const list = index.lists.get(key);
    if (list === undefined || list.length > MAX_LIST) return;
    for (const i of list) {
      if (votes[i] === 0) touched.push(i);
      votes[i] = (votes[i] ?? 0) + amount;
    }
  };
  return (row: PreparedLocation): number[] => {
    touched.length = 0;
    if (row.hin !== "") vote(`h:${row.hin}`, 20);
    if (row.gln !== "") vote(`g:${row.gln}`, 20);
    if (row.phone !== "") vote(`p:${row.phone}`, 6);
    if (row.zip !== "") vote(`z:${row.zip}`, 2);
    if (row.address.number !== "" && row.zip !== "")
      vote(`n:${row.address.number}|${row.zip.slice(0, 3)}`, 4);
    if (row.city !== "") vote(`c:${row.state}|${row.city}`, 1);
    const nameTokens = [...new Set(row.name.tokens)]
      .filter((t) => !GENERIC_NAME_WORDS.has(t) && t.length > 1)
      .sort((a, b) => index.weight(b) - index.weight(a))
      .slice(0, 4);
    for (const token of nameTokens) vote(`t:${row.state}|${token}`, Math.min(3, index.weight(token) / 2));
    const chosen =
      touched.length <= MAX_CANDIDATES
        ? [...touched]
        : [...touched].sort((a, b) => (votes[b] ?? 0) - (votes[a] ?? 0)).slice(0, MAX_CANDIDATES);
    for (const i of touched) votes[i] = 0;
    return chosen;
  };
};
