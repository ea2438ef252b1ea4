import type { MatchStatus } from "./location-schemas.ts";
import type { EvidenceBasis, MatchReason } from "./match-reasons.ts";
import { sameBuilding, type CandidateEvidence } from "./score-candidate.ts";

export interface ScoredCandidate {
  readonly site: number;
  readonly evidence: CandidateEvidence;
  readonly score: number;
}

export interface Decision {
  readonly status: MatchStatus;
  readonly best: ScoredCandidate | undefined;
  readonly reason: string;
  /** The same reason as evidence a screen can put in words (match-reasons.ts). */
  readonly reasons: readonly MatchReason[];
}

/** Thresholds on the evidence score: below `review` a best candidate is not worth a person's time. */
export const DECISION_THRESHOLDS = { review: 6, margin: 3 } as const;

/** Scores and similarities are floats: 0.95 − 0.80 is 0.1499…, so "at least" comparisons of differences allow this much. */
const ROUNDING = 1e-9;

const isLocal = (e: CandidateEvidence): boolean =>
  e.zip === "same" || (e.city === "same" && e.zip !== "different");

/**
 * Kinds of evidence that are enough on their own, strongest first. Each combines two independent fields, so
 * one coincidence (a shared street number, a common name) never decides. `undefined`: not enough alone.
 */
export const evidenceClass = (e: CandidateEvidence): string | undefined => {
  const building = sameBuilding(e);
  if (e.phone === "same" && (e.name >= 0.6 || building || isLocal(e))) return "same phone";
  if (building && e.name >= 0.75) return "same building and name";
  if (e.name >= 0.9 && e.distinctive && isLocal(e) && e.number !== "same")
    return "same name in the same town (moved)";
  if (e.name >= 0.9 && isLocal(e) && e.number === "same") return "same name and street number";
  // The only known site at that building, name changed: a rename (or a successor in the same building).
  if (building && e.zip === "same" && e.phone !== "different") return "same building, renamed";
  if (building && e.zip === "same") return "same building, renamed, new phone";
  return undefined;
};

const BASIS: Readonly<Record<string, EvidenceBasis>> = {
  "same phone": "samePhone",
  "same building and name": "sameBuildingAndName",
  "same name in the same town (moved)": "sameNameInTown",
  "same name and street number": "sameNameAndNumber",
  "same building, renamed": "sameBuildingRenamed",
  "same building, renamed, new phone": "sameBuildingRenamedNewPhone",
};

/** The evidence `describe` spells out, as pieces: agreements, then disagreements, then the name's likeness. */
export const evidenceReasons = (e: CandidateEvidence): MatchReason[] => {
  const reasons: MatchReason[] = [];
  if (e.phone === "same") reasons.push({ code: "phoneMatches" });
  if (e.number === "same" && e.street >= 0.88) reasons.push({ code: "sameStreetAndNumber" });
  else if (e.number === "same") reasons.push({ code: "sameStreetNumber" });
  else if (e.street >= 0.88) reasons.push({ code: "sameStreet" });
  if (e.zip === "same") reasons.push({ code: "sameZip" });
  else if (e.city === "same") reasons.push({ code: "sameCity" });
  if (e.number === "different") reasons.push({ code: "streetNumberDiffers" });
  if (e.zip === "different") reasons.push({ code: "zipDiffers" });
  if (e.phone === "different") reasons.push({ code: "phoneDiffers" });
  reasons.push({ code: "nameSimilarity", percent: Math.round(e.name * 100) });
  return reasons;
};

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

/**
 * Chooses matched / review / unmatched for one row from its candidates ranked best first. A match needs
 * sufficient evidence and no rival with sufficient evidence of its own close behind (campuses share
 * buildings and phones; then the name has to separate them clearly).
 */
export const decideMatch = (ranked: readonly ScoredCandidate[]): Decision => {
  const best = ranked[0];
  if (best === undefined) {
    return {
      status: "unmatched",
      best: undefined,
      reason: "no known site shares ZIP, phone, city or name",
      reasons: [{ code: "noCandidate" }],
    };
  }
  const classed = ranked.filter((c) => evidenceClass(c.evidence) !== undefined);
  const top = classed[0];
  if (top !== undefined) {
    const label = evidenceClass(top.evidence) as string;
    const rival = classed[1] ?? ranked.find((c) => c !== top);
    // A campus: another known site in the same building. Only a clearly better name separates them.
    const campusRival = ranked.find((c) => c !== top && sameBuilding(c.evidence));
    const campusClear =
      campusRival === undefined ||
      top.evidence.phone === "same" ||
      (top.evidence.name >= 0.85 && top.evidence.name - campusRival.evidence.name >= 0.15 - ROUNDING);
    const clear =
      campusClear &&
      (rival === undefined ||
        top.score - rival.score >= DECISION_THRESHOLDS.margin - ROUNDING ||
        evidenceClass(rival.evidence) === undefined);
    const reason = `${label}: ${describe(top.evidence)}`;
    const reasons: MatchReason[] = [
      { code: "basis", basis: BASIS[label] as EvidenceBasis },
      ...evidenceReasons(top.evidence),
    ];
    if (clear) {
      return { status: "matched", best: top, reason, reasons };
    }
    const other = campusClear ? rival : campusRival;
    const gapText = other === undefined ? undefined : (top.score - other.score).toFixed(1);
    const behind = gapText === undefined ? "" : ` (${gapText} behind)`;
    return {
      status: "review",
      best: top,
      reason: `${reason}; another site is close${behind}`,
      reasons: [
        ...reasons,
        gapText === undefined ? { code: "rivalClose" } : { code: "rivalClose", behind: Number(gapText) },
      ],
    };
  }
  const reason = describe(best.evidence);
  const evidence = evidenceReasons(best.evidence);
  if (best.score >= DECISION_THRESHOLDS.review)
    return {
      status: "review",
      best,
      reason: `not conclusive: ${reason}`,
      reasons: [{ code: "notConclusive" }, ...evidence],
    };
  return {
    status: "unmatched",
    best,
    reason: `best candidate too weak: ${reason}`,
    reasons: [{ code: "tooWeak" }, ...evidence],
  };
};
