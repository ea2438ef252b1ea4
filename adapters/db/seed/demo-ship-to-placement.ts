import type { EntityManager } from "@mikro-orm/postgresql";
import type { KnownSite, MatchResult } from "#core/locations/matching/location-schemas.ts";
import type { RowDecision } from "#core/locations/preprocessor/preprocessor-job.ts";
import { KnownLocation, Membership, User } from "../entities.ts";
import type { ShipToIntent } from "./demo-ship-to-data.ts";

// Who acts in the demo ship-to lists, the known locations they land on, and where each row ends up.

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

/** Known locations in the demo lists' states, as the matcher and the marks need them. */
export const knownLocationsFor = async (tx: EntityManager, states: readonly string[]) => {
  const rows = await tx.find(KnownLocation, { state: { $in: [...states] } }, { disableIdentityMap: true });
  const optional = (value: string | null | undefined) => value ?? undefined;
  return new Map<string, Known>(
    rows.map(({ id, providerOrganizationId, providerSiteId, ...k }) => [
      id,
      {
        id,
        providerOrganizationId,
        providerSiteId,
        site: {
          ...{ siteId: id, name: k.name, address1: k.address1, city: k.city, state: k.state, zip: k.zip },
          ...{ address2: optional(k.address2), phone: optional(k.phone), hin: optional(k.hin) },
          gln: optional(k.gln),
        },
      },
    ]),
  );
};

export const castOf = async (em: EntityManager): Promise<Cast | undefined> => {
  const [operator, providerAdmin] = await Promise.all([
    em.findOne(User, { email: "operator.admin@example.org" }),
    em.findOne(User, { email: "provider.admin@example.org" }),
  ]);
  if (!operator || !providerAdmin) return undefined;
  const membership = await em.findOne(Membership, { userId: providerAdmin.id, status: "ACTIVE" });
  if (!membership) return undefined;
  return {
    operatorId: operator.id,
    providerAdminId: providerAdmin.id,
    providerOrganizationId: membership.organizationId,
  };
};
