import type { KnownSite, MatchResult } from "#core/locations/matching/location-schemas.ts";
import type { RowDecision } from "#core/locations/preprocessor/preprocessor-job.ts";
import type { ShipToIntent } from "./demo-ship-to-data.ts";

/** What the seed needs from the demo accounts; absent on a database seeded by another version. */
export interface Cast {
  readonly operatorId: string;
  readonly providerAdminId: string;
  /** The organisation of provider.admin@example.org (the first health system), the one that verifies. */
  readonly providerOrganizationId: string;
}

export interface Known {
  readonly id: string;
  readonly providerOrganizationId?: string | null;
  readonly providerSiteId?: string | null;
  readonly site: KnownSite;
}

/** One ship-to row as the matcher decided it and as people left it since. */
export interface Placed {
  readonly decision: RowDecision;
  readonly knownLocationId: string | null;
  readonly candidateKnownLocationId: string | null;
  readonly mark: "Covered" | "NotCovered" | "Invalid" | "Emailed" | null;
  readonly byUserId: string | null;
}

const MARKS = ["Covered", "NotCovered", "Invalid", "Emailed"] as const;
const isMark = (intent: ShipToIntent): intent is (typeof MARKS)[number] =>
  (MARKS as readonly string[]).includes(intent);

/**
 * The intent applies only where it fits the matcher's answer: a mark needs a mapped row whose provider can
 * give it (the verifying provider for its own rows, the operator's Emailed for a provider off the platform),
 * a confirmation needs a review row with a candidate. Otherwise the row stays as the matcher left it.
 */
export const place = (
  intent: ShipToIntent,
  result: MatchResult,
  known: ReadonlyMap<string, Known>,
  cast: Cast,
): Placed => {
  const plain = {
    decision: result.status,
    knownLocationId: result.status === "matched" ? (result.siteId ?? null) : null,
    candidateKnownLocationId: result.status === "review" ? (result.candidateSiteId ?? null) : null,
    mark: null,
    byUserId: null,
  } satisfies Placed;
  if (result.status === "review" && intent === "confirmed" && result.candidateSiteId !== undefined)
    return { ...plain, decision: "confirmed", knownLocationId: result.candidateSiteId, byUserId: null };
  const location = plain.knownLocationId === null ? undefined : known.get(plain.knownLocationId);
  if (!location || !isMark(intent)) return plain;
  if (intent === "Emailed")
    return location.providerOrganizationId === null
      ? { ...plain, mark: intent, byUserId: cast.operatorId }
      : plain;
  return location.providerOrganizationId === cast.providerOrganizationId
    ? { ...plain, mark: intent, byUserId: cast.providerAdminId }
    : plain;
};
