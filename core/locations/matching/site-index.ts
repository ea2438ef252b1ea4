import { GENERIC_NAME_WORDS } from "./normalise-name.ts";
import type { PreparedLocation } from "./prepare-location.ts";
import type { TokenWeight } from "./string-similarity.ts";

/**
 * Blocking index over the known sites. Each key family is an equi-join key (OR-ed
 * conditions defeat blocking), so a row is compared only with sites that share at least one key, and the
 * sites sharing the most evidence are scored first. Postings live in one Int32Array (compressed sparse
 * rows) because a million sites give about eight million postings: small arrays would cost gigabytes.
 */
export interface SiteIndex {
  readonly sites: readonly PreparedLocation[];
  readonly weight: TokenWeight;
  /** Site positions under `key`, or undefined when no site has it. */
  readonly postings: (key: string) => Int32Array | undefined;
}

const keysOf = (site: PreparedLocation, emit: (key: string) => void): void => {
  if (site.zip !== "") emit(`z:${site.zip}`);
  if (site.phone !== "") emit(`p:${site.phone}`);
  if (site.hin !== "") emit(`h:${site.hin}`);
  if (site.gln !== "") emit(`g:${site.gln}`);
  if (site.address.number !== "" && site.zip !== "") emit(`n:${site.address.number}|${site.zip.slice(0, 3)}`);
  if (site.city !== "") emit(`c:${site.state}|${site.city}`);
  const seen = new Set<string>();
  for (const token of site.name.tokens) {
    if (seen.has(token) || GENERIC_NAME_WORDS.has(token) || token.length < 2) continue;
    seen.add(token);
    emit(`t:${site.state}|${token}`);
  }
};

export const buildSiteIndex = (sites: readonly PreparedLocation[]): SiteIndex => {
  const keyIds = new Map<string, number>();
  const counts: number[] = [];
  let flat = new Int32Array(1 << 16);
  let used = 0;
  const starts = new Int32Array(sites.length + 1);
  const documentFrequency = new Map<string, number>();
  sites.forEach((site, i) => {
    starts[i] = used;
    keysOf(site, (key) => {
      let id = keyIds.get(key);
      if (id === undefined) {
        id = counts.length;
        keyIds.set(key, id);
        counts.push(0);
      }
      counts[id] = (counts[id] as number) + 1;
      if (used === flat.length) {
        const bigger = new Int32Array(flat.length * 2);
        bigger.set(flat);
        flat = bigger;
      }
      flat[used++] = id;
    });
    for (const token of new Set(site.name.tokens)) {
      documentFrequency.set(token, (documentFrequency.get(token) ?? 0) + 1);
    }
  });
  starts[sites.length] = used;
  const offsets = new Int32Array(counts.length + 1);
  for (let k = 0; k < counts.length; k++) offsets[k + 1] = (offsets[k] as number) + (counts[k] as number);
  const fill = offsets.slice(0, counts.length);
  const postingArray = new Int32Array(used);
  for (let i = 0; i < sites.length; i++) {
    for (let j = starts[i] as number; j < (starts[i + 1] as number); j++) {
      const id = flat[j] as number;
      postingArray[(fill[id] as number)++] = i;
    }
  }
  const total = sites.length + 1;
  const maxWeight = Math.log(total);
  const weight: TokenWeight = (token) => {
    if (GENERIC_NAME_WORDS.has(token)) return 0.25;
    const df = documentFrequency.get(token);
    // A word no known site uses (a typo or a department) weighs like a rare word, not more.
    return df === undefined ? Math.max(1, maxWeight * 0.6) : Math.max(0.25, Math.log(total / df));
  };
  const postings = (key: string): Int32Array | undefined => {
    const id = keyIds.get(key);
    return id === undefined ? undefined : postingArray.subarray(offsets[id], offsets[id + 1]);
  };
  return { sites, weight, postings };
};

/** Lists longer than this are too unspecific to enumerate (a big city, a common word, a crowded ZIP). */
const MAX_LIST = { zip: 3000, number: 3000, city: 1500, token: 1500 } as const;
/** How many of the best-voted candidates are scored in full. */
const MAX_CANDIDATES = 24;

/**
 * Candidate sites for a row, most-voted first. Votes go into a scratch array sized to the index (one typed
 * array write per posting, no Map), and the best few are kept with a small insertion-sorted top list.
 */
export const createCandidateFinder = (index: SiteIndex) => {
  const votes = new Float64Array(index.sites.length);
  const touched: number[] = [];
  const vote = (key: string, amount: number, max: number): void => {
    const list = index.postings(key);
    if (list === undefined || list.length > max) return;
    for (const i of list) {
      if (votes[i] === 0) touched.push(i);
      votes[i] = (votes[i] as number) + amount;
    }
  };
  return (row: PreparedLocation): number[] => {
    touched.length = 0;
    if (row.hin !== "") vote(`h:${row.hin}`, 20, Infinity);
    if (row.gln !== "") vote(`g:${row.gln}`, 20, Infinity);
    if (row.phone !== "") vote(`p:${row.phone}`, 6, Infinity);
    if (row.zip !== "") vote(`z:${row.zip}`, 2, MAX_LIST.zip);
    if (row.address.number !== "" && row.zip !== "") {
      vote(`n:${row.address.number}|${row.zip.slice(0, 3)}`, 4, MAX_LIST.number);
    }
    if (row.city !== "") vote(`c:${row.state}|${row.city}`, 1, MAX_LIST.city);
    const nameTokens = [...new Set(row.name.tokens)]
      .filter((t) => !GENERIC_NAME_WORDS.has(t) && t.length > 1)
      .sort((a, b) => index.weight(b) - index.weight(a))
      .slice(0, 4);
    for (const token of nameTokens)
      vote(`t:${row.state}|${token}`, Math.min(3, index.weight(token) / 2), MAX_LIST.token);
    const top: number[] = [];
    for (const i of touched) {
      const v = votes[i] as number;
      if (top.length === MAX_CANDIDATES && v <= (votes[top[top.length - 1] as number] as number)) continue;
      let at = top.length;
      while (at > 0 && (votes[top[at - 1] as number] as number) < v) at--;
      top.splice(at, 0, i);
      if (top.length > MAX_CANDIDATES) top.pop();
    }
    for (const i of touched) votes[i] = 0;
    return top;
  };
};
