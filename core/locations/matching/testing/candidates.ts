import type { ScoredCandidate } from "../decide-match.ts";
import type { CandidateEvidence } from "../score-candidate.ts";

/** Evidence with nothing in common, for tests that set only the fields they are about. */
export const NOTHING: CandidateEvidence = {
  name: 0,
  phone: "missing",
  zip: "missing",
  city: "different",
  number: "missing",
  street: 0,
  poBox: false,
  distinctive: false,
};

export const ev = (e: Partial<CandidateEvidence>): CandidateEvidence => ({ ...NOTHING, ...e });

export const candidate = (site: number, score: number, e: Partial<CandidateEvidence>): ScoredCandidate => ({
  site,
  score,
  evidence: ev(e),
});
