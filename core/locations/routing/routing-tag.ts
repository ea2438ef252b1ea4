import type { RowDecision } from "../preprocessor/preprocessor-job.ts";
import type { LocationVerificationState } from "../verification/location-verification.ts";

/**
 * How a recall reaches one affected ship-to (DOMAIN §1.3 step 4): electronically to the provider site that
 * covers it, on paper (NotCovered), not at all through this provider (Invalid: "not ours"), by e-mail to the
 * provider's recall mailbox (Emailed), or by the supplier's own means because the platform never saw the id
 * (Unrecognized).
 */
export const ROUTING_TAGS = ["Covered", "NotCovered", "Invalid", "Emailed", "Unrecognized"] as const;
export type RoutingTag = (typeof ROUTING_TAGS)[number];

/** A provider's verification mark on a ship-to row; null = nobody marked it yet. */
export type VerificationMark = Exclude<LocationVerificationState, "UNVERIFIED">;
const MARKS: readonly string[] = ["Covered", "NotCovered", "Invalid", "Emailed"] satisfies VerificationMark[];

/** Reads a stored verification status; anything else (null, or a value this code does not know) is no mark. */
export const verificationMarkOf = (stored: string | null | undefined): VerificationMark | null =>
  stored != null && MARKS.includes(stored) ? (stored as VerificationMark) : null;

/** What the platform knows about one ship-to id the supplier has sent before. */
export interface ShipToFacts {
  readonly decision: RowDecision;
  readonly knownLocationId: string | null;
  readonly verification: VerificationMark | null;
  /** Whether the mapped location's provider has anyone to read an electronic notice (an ACTIVE membership). */
  readonly providerHasActiveUsers: boolean;
  /** The known provider's recall mailbox, when it has one. */
  readonly providerRecallEmail: string | null;
}

/** "Mapped to a provider" (CONTRACT): a matched or confirmed decision that points at a known location. */
export const isMappedToProvider = (facts: Pick<ShipToFacts, "decision" | "knownLocationId">): boolean =>
  (facts.decision === "matched" || facts.decision === "confirmed") && facts.knownLocationId !== null;

const hasMailbox = (email: string | null): boolean => email !== null && email.trim() !== "";

/**
 * The tag of one ship-to id. A provider's mark is its own decision and always wins. Without a mark the
 * mapping decides: a provider nobody can sign in for, but with a recall mailbox, gets e-mail; everything
 * else (no mapping, a provider with users who has not verified yet, no mailbox) goes on paper.
 */
export const routingTagOf = (facts: ShipToFacts | undefined): RoutingTag => {
  if (facts === undefined) return "Unrecognized";
  if (facts.verification !== null) return facts.verification;
  if (isMappedToProvider(facts) && !facts.providerHasActiveUsers && hasMailbox(facts.providerRecallEmail))
    return "Emailed";
  return "NotCovered";
};
