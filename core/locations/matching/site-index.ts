import { GENERIC_NAME_WORDS } from "./normalise-name.ts";
import { sharedInt32 } from "./columns.ts";
import { NumberIds, type NumberIdsTable } from "./number-ids.ts";
import type { PreparedLocation } from "./prepare-location.ts";
import { COLUMN, phoneNumber, type SiteStore } from "./site-store.ts";
import type { TokenWeight } from "./string-similarity.ts";

/**
 * Blocking index over the known sites. Each key family is an equi-join key (OR-ed
 * conditions defeat blocking), so a row is compared only with sites that share at least one key, and the
 * sites sharing the most evidence are scored first. Postings live in one Int32Array (compressed sparse
 * rows) because a million sites give about eight million postings: small arrays would cost gigabytes.
 * Keys are numbers made of the store's string ids (no key string per site): building the index of a
 * million sites allocates no strings at all.
 */
export interface SiteIndex {
  readonly store: SiteStore;
  /** The index as plain data in shared memory, for matching workers to open without rebuilding it. */
  readonly data: SiteIndexData;
  readonly weight: TokenWeight;
  /** Site positions under `key`, or undefined when no site has it. */
  readonly postings: (key: number) => Int32Array | undefined;
}

/** What `openSiteIndex` needs besides the store: typed arrays only, so threads can share them. */
export interface SiteIndexData {
  /** Key → key id. */
  readonly keys: NumberIdsTable;
  /** Postings of key id k: postings[offsets[k] .. offsets[k + 1]). */
  readonly offsets: Int32Array;
  readonly postings: Int32Array;
  /** By string id: how many sites' names use the word (its weight). */
  readonly documentFrequency: Int32Array;
}

/** Key families; a key is family × 2^44 plus a value below 2^44 (exact in a double). */
const FAMILY = { zip: 1, phone: 2, hin: 3, gln: 4, number: 5, city: 6, token: 7 } as const;
const SPAN = 2 ** 44;
const key = (family: number, value: number): number => family * SPAN + value;
/**
 * Two ids in one value. Ids beyond 2^22 could collide; a collision only puts another site on a list (it is
 * scored on its own evidence like any candidate), never decides a match.
 */
const pair = (a: number, b: number): number => (a * 4_194_304 + b) % SPAN;

const zip3 = (zip: string): number => Number(zip.slice(0, 3));

/** Ids of a row's or a site's fields; -1 where no known site has the value. */
interface KeyIds {
  readonly zip: number;
  readonly zipText: string;
  readonly phone: number;
  readonly hin: number;
  readonly gln: number;
  readonly number: number;
  readonly city: number;
  readonly state: number;
}

const keysOf = (ids: KeyIds, emit: (key: number) => void): void => {
  // Identifiers first: a row's votes are counted in this order, and ties keep the first-voted site.
  if (ids.hin > 0) emit(key(FAMILY.hin, ids.hin));
  if (ids.gln > 0) emit(key(FAMILY.gln, ids.gln));
  if (ids.phone > 0) emit(key(FAMILY.phone, ids.phone));
  if (ids.zip > 0) emit(key(FAMILY.zip, ids.zip));
  // By the ZIP's text: a row's ZIP that no site has still names its area.
  if (ids.number > 0 && ids.zipText !== "") emit(key(FAMILY.number, pair(ids.number, zip3(ids.zipText))));
  if (ids.city > 0 && ids.state >= 0) emit(key(FAMILY.city, pair(ids.state, ids.city)));
};

const tokenKey = (state: number, token: number): number => key(FAMILY.token, pair(state, token));

const isBlockingWord = (word: string): boolean => word.length >= 2 && !GENERIC_NAME_WORDS.has(word);

export const buildSiteIndex = (store: SiteStore): SiteIndex => openSiteIndex(store, indexSites(store));

/** The blocking keys and word frequencies of every site, as shared typed arrays. */
export const indexSites = (store: SiteStore): SiteIndexData => {
  const strings = store.strings;
  const blocking = new Uint8Array(strings.size);
  for (let id = 0; id < strings.size; id++) blocking[id] = isBlockingWord(strings.valueOf(id)) ? 1 : 0;
  const keyIds = new NumberIds(store.count * 4);
  const counts: number[] = [];
  // About eight keys a site: sized once for most lists instead of doubling through 64 MB copies.
  let flat = new Int32Array(Math.max(1 << 16, store.count * 8));
  let used = 0;
  const starts = new Int32Array(store.count + 1);
  const documentFrequency = new Int32Array(strings.size);
  const emit = (k: number): void => {
    const id = keyIds.idOf(k);
    if (id === counts.length) counts.push(1);
    else counts[id] = (counts[id] as number) + 1;
    if (used === flat.length) {
      const bigger = new Int32Array(flat.length * 2);
      bigger.set(flat);
      flat = bigger;
    }
    flat[used++] = id;
  };
  for (let i = 0; i < store.count; i++) {
    starts[i] = used;
    const zip = store.fieldId(i, COLUMN.zip);
    const state = store.fieldId(i, COLUMN.state);
    keysOf(
      {
        zip,
        zipText: strings.valueOf(zip),
        phone: store.phone(i),
        hin: store.fieldId(i, COLUMN.hin),
        gln: store.fieldId(i, COLUMN.gln),
        number: store.fieldId(i, COLUMN.number),
        city: store.fieldId(i, COLUMN.city),
        state,
      },
      emit,
    );
    const words = store.nameWordIds(i);
    for (let w = 0; w < words.length; w++) {
      const word = words[w] as number;
      // A word counts once per name; names have a handful of words, so a backward look beats a Set.
      if (words.indexOf(word) < w) continue;
      documentFrequency[word] = (documentFrequency[word] as number) + 1;
      if (blocking[word] === 1) emit(tokenKey(state, word));
    }
  }
  starts[store.count] = used;
  const offsets = new Int32Array(counts.length + 1);
  for (let k = 0; k < counts.length; k++) offsets[k + 1] = (offsets[k] as number) + (counts[k] as number);
  const fill = offsets.slice(0, counts.length);
  const postingArray = new Int32Array(new SharedArrayBuffer(used * Int32Array.BYTES_PER_ELEMENT));
  for (let i = 0; i < store.count; i++) {
    for (let j = starts[i] as number; j < (starts[i + 1] as number); j++) {
      const id = flat[j] as number;
      postingArray[(fill[id] as number)++] = i;
    }
  }
  return {
    keys: keyIds.table(),
    offsets: sharedInt32(offsets),
    postings: postingArray,
    documentFrequency: sharedInt32(documentFrequency),
  };
};

/** The index over `store` from its data (built here or by another thread). */
export const openSiteIndex = (store: SiteStore, data: SiteIndexData): SiteIndex => {
  const strings = store.strings;
  const keyIds = NumberIds.open(data.keys);
  const { offsets, postings: postingArray, documentFrequency } = data;
  const total = store.count + 1;
  // A word no known site uses (a typo or a department) weighs like a rare word, not more.
  const unusedWeight = Math.max(1, Math.log(total) * 0.6);
  const weightOf = (word: string, df: number): number =>
    GENERIC_NAME_WORDS.has(word) ? 0.25 : df === 0 ? unusedWeight : Math.max(0.25, Math.log(total / df));
  // Computed once per name word, in a map of name words only: the scorer asks millions of times.
  const weights = new Map<string, number>();
  for (let id = 0; id < strings.size; id++) {
    const df = documentFrequency[id] as number;
    if (df > 0) weights.set(strings.valueOf(id), weightOf(strings.valueOf(id), df));
  }
  const weight: TokenWeight = (token) => weights.get(token) ?? weightOf(token, 0);
  const postings = (k: number): Int32Array | undefined => {
    const id = keyIds.find(k);
    return id === -1 ? undefined : postingArray.subarray(offsets[id], offsets[id + 1]);
  };
  return { store, data, weight, postings };
};

/** Lists longer than this are too unspecific to enumerate (a big city, a common word, a crowded ZIP). */
const MAX_LIST = { zip: 3000, number: 3000, city: 1500, token: 1500 } as const;
/**
 * How many of the best-voted candidates are scored in full. Rebuilding and scoring them is most of a row's
 * cost. 12 instead of 24 gave the same decisions on the labelled dev set and, on the 1M x 100k scale set,
 * the same correct matches with fewer false ones (368 against 375): a site voted 13th shares too little.
 */
const MAX_CANDIDATES = 12;
/** Votes per key family: identifiers and phones say most, a town least. */
const VOTE: Readonly<Record<number, readonly [amount: number, max: number]>> = {
  [FAMILY.hin]: [20, Infinity],
  [FAMILY.gln]: [20, Infinity],
  [FAMILY.phone]: [6, Infinity],
  [FAMILY.zip]: [2, MAX_LIST.zip],
  [FAMILY.number]: [4, MAX_LIST.number],
  [FAMILY.city]: [1, MAX_LIST.city],
};

/**
 * Candidate sites for a row, most-voted first. Votes go into a scratch array sized to the index (one typed
 * array write per posting, no Map), and the best few are kept with a small insertion-sorted top list.
 */
export const createCandidateFinder = (index: SiteIndex) => {
  const votes = new Float64Array(index.store.count);
  const touched: number[] = [];
  const strings = index.store.strings;
  const vote = (k: number, amount: number, max: number): void => {
    const list = index.postings(k);
    if (list === undefined || list.length > max) return;
    for (let at = 0; at < list.length; at++) {
      const i = list[at] as number;
      if (votes[i] === 0) touched.push(i);
      votes[i] = (votes[i] as number) + amount;
    }
  };
  return (row: PreparedLocation): number[] => {
    touched.length = 0;
    const state = strings.find(row.state);
    keysOf(
      {
        zip: strings.find(row.zip),
        zipText: row.zip,
        phone: phoneNumber(row.phone),
        hin: strings.find(row.hin),
        gln: strings.find(row.gln),
        number: strings.find(row.address.number),
        city: strings.find(row.city),
        state,
      },
      (k) => {
        const [amount, max] = VOTE[Math.floor(k / SPAN)] as readonly [number, number];
        vote(k, amount, max);
      },
    );
    const nameTokens = [...new Set(row.name.tokens)]
      .filter(isBlockingWord)
      .sort((a, b) => index.weight(b) - index.weight(a))
      .slice(0, 4);
    for (const token of nameTokens) {
      const id = strings.find(token);
      if (id >= 0 && state >= 0)
        vote(tokenKey(state, id), Math.min(3, index.weight(token) / 2), MAX_LIST.token);
    }
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
