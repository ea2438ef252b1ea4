import type { MatchStatus } from "./location-schemas.ts";
import type { CandidateEvidence } from "./score-candidate.ts";

export interface ScoredCandidate {
  readonly site: number;
  readonly evidence: CandidateEvidence;
  readonly score: number;
}

export interface Decision {
  readonly status: MatchStatus;
  readonly best: ScoredCandidate | undefined;
  readonly reason: string;
}

/** Thresholds on the evidence score. A match must also beat the runner-up clearly (campuses share addresses). */
export const DECISION_THRESHOLDS = { match: 10, margin: 3, review: 6 } as const;

const describe = (e: CandidateEvidence): string => {
  const same: string[] = [];
  if (e.phone === "same") same.push("phone");
  if (e.number === "same" && e.street >= 0.88) same.push("street number and street");
  else if (e.number === "same") same.push("street number");
  else if (e.street >= 0.88) same.push("street");
  if (e.zip === "same") same.push("ZIP");
  else if (e.city === "same") same.push("city");
  const parts: string[] = [];
  if (same.length > 0) parts.push(`same ${same.join(", ")}`);
  const differ: string[] = [];
  if (e.number === "different") differ.push("street number");
  if (e.zip === "different") differ.push("ZIP");
  if (e.phone === "different") differ.push("phone");
  if (differ.length > 0) parts.push(`different ${differ.join(", ")}`);
  parts.push(`name ${e.name.toFixed(2)}`);
  return parts.join("; ");
};

/** Chooses matched / review / unmatched from the scored candidates of one row, best first. */
export const decideMatch = (ranked: readonly ScoredCandidate[]): Decision => {
  const [best, second] = ranked;
  if (best === undefined)
    return { status: "unmatched", best: undefined, reason: "no known site shares ZIP, phone, city or name" };
  const margin = second === undefined ? Infinity : best.score - second.score;
  const reason = describe(best.evidence);
  if (best.score >= DECISION_THRESHOLDS.match && margin >= DECISION_THRESHOLDS.margin) {
    return { status: "matched", best, reason };
  }
  if (best.score >= DECISION_THRESHOLDS.review) {
    const why = margin < DECISION_THRESHOLDS.margin ? `; close runner-up (${margin.toFixed(1)} behind)` : "";
    return { status: "review", best, reason: `${reason}${why}` };
  }
  return { status: "unmatched", best, reason: `best candidate too weak: ${reason}` };
};
