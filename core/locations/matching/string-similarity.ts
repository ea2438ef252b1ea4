/**
 * String similarity measures used by the scorer. Jaro-Winkler suits short tokens with typos (transposed or
 * dropped letters, the kind suppliers' ERP rows carry); the token measure weights words by rarity so that
 * "HOSPITAL" or "MEDICAL" agreeing says little and "ELIZA" or "COFFEE" agreeing says a lot.
 */
// Scratch buffers reused across calls: the matcher calls this millions of times per file.
let scratchA = new Uint8Array(64);
let scratchB = new Uint8Array(64);

export const jaroWinkler = (a: string, b: string): number => {
  if (a === b) return 1;
  const la = a.length;
  const lb = b.length;
  if (la === 0 || lb === 0) return 0;
  const window = Math.max(0, Math.floor(Math.max(la, lb) / 2) - 1);
  if (la > scratchA.length || lb > scratchB.length) {
    scratchA = new Uint8Array(Math.max(la, scratchA.length * 2));
    scratchB = new Uint8Array(Math.max(lb, scratchB.length * 2));
  }
  const matchedA = scratchA;
  const matchedB = scratchB;
  matchedA.fill(0, 0, la);
  matchedB.fill(0, 0, lb);
  let matches = 0;
  for (let i = 0; i < la; i++) {
    const start = Math.max(0, i - window);
    const end = Math.min(lb, i + window + 1);
    for (let j = start; j < end; j++) {
      if (matchedB[j] === 0 && a.charCodeAt(i) === b.charCodeAt(j)) {
        matchedA[i] = 1;
        matchedB[j] = 1;
        matches++;
        break;
      }
    }
  }
  if (matches === 0) return 0;
  let transpositions = 0;
  let k = 0;
  for (let i = 0; i < la; i++) {
    if (matchedA[i] === 0) continue;
    while (matchedB[k] === 0) k++;
    if (a.charCodeAt(i) !== b.charCodeAt(k)) transpositions++;
    k++;
  }
  const m = matches;
  const jaro = (m / la + m / lb + (m - transpositions / 2) / m) / 3;
  let prefix = 0;
  const maxPrefix = Math.min(4, la, lb);
  while (prefix < maxPrefix && a.charCodeAt(prefix) === b.charCodeAt(prefix)) prefix++;
  return jaro + prefix * 0.1 * (1 - jaro);
};

/** Weight of a token: its inverse document frequency among the known names (rare words weigh more). */
export type TokenWeight = (token: string) => number;

const TOKEN_MATCH_FLOOR = 0.88;

/**
 * Soft weighted Dice coefficient over tokens: each token of `a` pairs with its most similar unused token of
 * `b` (exact, or Jaro-Winkler ≥ 0.88 for typos, or one-letter prefix for initials), credit weighted by rarity.
 */
export const softTokenSimilarity = (
  a: readonly string[],
  b: readonly string[],
  weight: TokenWeight,
): number => {
  if (a.length === 0 || b.length === 0) return 0;
  let totalA = 0;
  let totalB = 0;
  for (const t of a) totalA += weight(t);
  for (const t of b) totalB += weight(t);
  const used = new Uint8Array(b.length);
  let credit = 0;
  for (const ta of a) {
    let best = 0;
    let bestIndex = -1;
    for (let j = 0; j < b.length; j++) {
      if (used[j] === 1) continue;
      const tb = b[j] as string;
      const s =
        ta === tb
          ? 1
          : ta.length < 3 ||
              tb.length < 3 ||
              Math.abs(ta.length - tb.length) > 3 ||
              (ta[0] !== tb[0] && ta[1] !== tb[1])
            ? 0
            : jaroWinkler(ta, tb);
      if (s > best) {
        best = s;
        bestIndex = j;
        if (s === 1) break;
      }
    }
    if (bestIndex >= 0 && best >= TOKEN_MATCH_FLOOR) {
      used[bestIndex] = 1;
      const tb = b[bestIndex] as string;
      credit += best * Math.min(weight(ta), weight(tb)) * 2;
    }
  }
  return Math.min(1, credit / (totalA + totalB));
};
