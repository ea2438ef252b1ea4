import { DECISION_THRESHOLDS } from "./decide-match.ts";

/** Turns the evidence score (about -15..25) into a 0..1 confidence for people and files. */
export const confidenceOf = (score: number): number =>
  Math.round(1000 / (1 + Math.exp(-(score - 8) / 2.5))) / 1000;

/**
 * What a row's 0..1 score means to the person reviewing it. The decision does not follow the score alone: a
 * row is matched when two independent facts agree (the kinds in decide-match.ts), whatever its score; a row
 * without such evidence goes to review from `reviewFrom` and stays unmatched below it.
 */
export const MATCH_SCORE_GUIDE = {
  reviewFrom: confidenceOf(DECISION_THRESHOLDS.review),
} as const;
