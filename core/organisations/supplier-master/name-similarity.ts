import { normaliseSupplierName } from "./normalise-name.ts";

/** Letter pairs of each word, padded so one-letter words and word starts count too. */
const bigrams = (normalised: string): Map<string, number> => {
  const counts = new Map<string, number>();
  for (const word of normalised.split(" ")) {
    const padded = ` ${word} `;
    for (let i = 0; i < padded.length - 1; i++) {
      const pair = padded.slice(i, i + 2);
      counts.set(pair, (counts.get(pair) ?? 0) + 1);
    }
  }
  return counts;
};

/**
 * How alike two supplier names are, from 0 (nothing shared) to 1 (the same normalised name): the Dice
 * coefficient of their letter pairs after normalisation, so legal forms, case and punctuation do not count and
 * a word more or less lowers the score gradually.
 */
export const supplierNameSimilarity = (a: string, b: string): number => {
  const left = normaliseSupplierName(a);
  const right = normaliseSupplierName(b);
  if (left === "" || right === "") return 0;
  if (left === right) return 1;
  const x = bigrams(left);
  const y = bigrams(right);
  let shared = 0;
  let total = 0;
  for (const [pair, n] of x) {
    shared += Math.min(n, y.get(pair) ?? 0);
    total += n;
  }
  for (const n of y.values()) total += n;
  return (2 * shared) / total;
};

/**
 * Names at least this alike are offered as the same firm. Chosen from the openFDA names: "Cardinal Health"
 * against "CARDINAL HEALTHCARE" scores 0.83 (offered); "Abbott Molecular" against "Abbott Laboratories" 0.43, a
 * different business of one group (not offered), and "Acme Medical" against "Medline Industries" 0.25.
 */
export const KNOWN_SUPPLIER_THRESHOLD = 0.45;

/** Words of a name worth looking up candidates by (the storage narrows with them before scoring). */
export const candidateWords = (name: string): readonly string[] =>
  [...new Set(normaliseSupplierName(name).split(" "))].filter((word) => word.length >= 3);
