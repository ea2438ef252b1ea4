import { GENERIC_NAME_WORDS } from "./normalise-name.ts";
import type { PreparedLocation } from "./prepare-location.ts";
import { jaroWinkler, softTokenSimilarity, type TokenWeight } from "./string-similarity.ts";

/** What a row and a known site agree on: independent pieces of evidence, each comparable on its own. */
export interface CandidateEvidence {
  readonly name: number;
  readonly phone: "same" | "different" | "missing";
  readonly zip: "same" | "same-area" | "different" | "missing";
  readonly city: "same" | "different";
  readonly number: "same" | "different" | "missing";
  /** Similarity of the street words without directionals and suffix, 0..1. */
  readonly street: number;
  readonly poBox: boolean;
  /** The names share a word that is not generic ("ELIZA", not "MEDICAL"): a name alone can then identify. */
  readonly distinctive: boolean;
}

const sharesDistinctiveWord = (a: readonly string[], b: readonly string[]): boolean =>
  a.some((t) => t.length > 1 && !GENERIC_NAME_WORDS.has(t) && b.includes(t));

/** "LMH" for "LAWRENCE MEMORIAL HOSPITAL": one short name made of the other's initials. */
const isAcronymOf = (short: readonly string[], long: readonly string[]): boolean => {
  if (short.length !== 1 || long.length < 2) return false;
  const word = short[0] as string;
  return word.length === long.length && long.every((w, i) => w[0] === word[i]);
};

export const nameSimilarity = (
  row: PreparedLocation,
  site: PreparedLocation,
  weight: TokenWeight,
): number => {
  const a = row.name;
  const b = site.name;
  let best = softTokenSimilarity(a.tokens, b.tokens, weight);
  if (best < 1 && a.head !== undefined) best = Math.max(best, softTokenSimilarity(a.head, b.tokens, weight));
  if (best < 1 && b.head !== undefined) best = Math.max(best, softTokenSimilarity(a.tokens, b.head, weight));
  // Words split or glued by a typo ("MEDICA LCENTER"): the names as one string are nearly equal.
  const tryWhole = best < 0.9 && best >= 0.3;
  const compactA = tryWhole ? a.tokens.join("") : "";
  const compactB = tryWhole ? b.tokens.join("") : "";
  if (compactA.length > 6 && compactB.length > 6 && Math.abs(compactA.length - compactB.length) <= 3) {
    const whole = jaroWinkler(compactA, compactB);
    if (whole >= 0.93) best = Math.max(best, whole - 0.05);
  }
  if (best < 0.85 && (isAcronymOf(a.tokens, b.tokens) || isAcronymOf(b.tokens, a.tokens))) best = 0.85;
  return best;
};

const streetSimilarity = (row: PreparedLocation, site: PreparedLocation): number => {
  const a = row.address;
  const b = site.address;
  if (a.core === "" || b.core === "") return 0;
  if (a.core === b.core || a.street === b.street) return 1;
  // Streets that differ in both first letters are different streets; skip the costly comparison.
  if (a.core[0] !== b.core[0] && a.core[1] !== b.core[1]) return 0;
  return jaroWinkler(a.core, b.core);
};

export const compareLocations = (
  row: PreparedLocation,
  site: PreparedLocation,
  weight: TokenWeight,
): CandidateEvidence => ({
  name: nameSimilarity(row, site, weight),
  phone: row.phone === "" || site.phone === "" ? "missing" : row.phone === site.phone ? "same" : "different",
  zip:
    row.zip === "" || site.zip === ""
      ? "missing"
      : row.zip === site.zip
        ? "same"
        : row.zip.slice(0, 3) === site.zip.slice(0, 3)
          ? "same-area"
          : "different",
  city:
    row.city === site.city || (row.city[0] === site.city[0] && jaroWinkler(row.city, site.city) >= 0.93)
      ? "same"
      : "different",
  number:
    row.address.number === "" || site.address.number === ""
      ? "missing"
      : row.address.number === site.address.number
        ? "same"
        : "different",
  street: streetSimilarity(row, site),
  poBox: row.address.poBox !== "" && row.address.poBox === site.address.poBox,
  distinctive: sharesDistinctiveWord(row.name.tokens, site.name.tokens),
});

/** True when the two records describe the same building: same number and the same street (or ZIP). */
export const sameBuilding = (e: CandidateEvidence): boolean =>
  e.number === "same" && e.street >= 0.88 && (e.zip === "same" || e.city === "same");

/**
 * Log-odds style score (Fellegi–Sunter in spirit): each agreement adds its weight, each disagreement
 * subtracts. Weights are set by hand from what each field is worth between two hospital lists eight years
 * apart: phones and buildings persist, names change (renames), numbers change (moves, rewrites).
 */
export const scoreEvidence = (e: CandidateEvidence): number => {
  let score = Math.max(-5, Math.min(6, (e.name - 0.55) * 14));
  if (e.phone === "same") score += 5;
  else if (e.phone === "different") score -= 1;
  if (e.zip === "same") score += 2;
  else if (e.zip === "same-area") score += 0.5;
  else if (e.zip === "different") score -= 2;
  score += e.city === "same" ? 1.5 : -1.5;
  if (e.number === "same") score += e.street >= 0.88 ? 6 : e.street >= 0.75 ? 4 : 1;
  else if (e.number === "different") score -= e.street >= 0.88 ? 1 : 2;
  else if (e.street >= 0.88) score += 2;
  if (e.poBox) score += 1;
  return score;
};
