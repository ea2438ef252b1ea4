import type { EntityManager } from "@mikro-orm/postgresql";
import type { RowDecision } from "#core/locations/preprocessor/preprocessor-job.ts";
import { routeAffectedShipTos, distinctShipToIds } from "#core/locations/routing/route-affected-ship-tos.ts";
import {
  type RoutingTag,
  type ShipToFacts,
  verificationMarkOf,
} from "#core/locations/routing/routing-tag.ts";

/** One affected ship-to id of an event, tagged, with where its notice goes. */
export interface AffectedShipToRoute {
  /** The id as the supplier's row holds it (trimmed). */
  readonly shipToId: string;
  readonly tag: RoutingTag;
  /** The supplier's ship-to row; null when Unrecognized. */
  readonly supplierLocationId: string | null;
  /** The known location the row maps to (matched or confirmed); null otherwise. */
  readonly knownLocationId: string | null;
  /** The mapped location's provider organisation, when that provider is on the platform. */
  readonly providerOrganizationId: string | null;
  /** The provider site that handles the ship-to (chosen with the Covered mark). */
  readonly providerSiteId: string | null;
  /** The known provider's recall mailbox (where Emailed notices go). */
  readonly recallEmail: string | null;
}

export interface AffectedShipToRouting {
  readonly items: readonly AffectedShipToRoute[];
  readonly counts: Readonly<Record<RoutingTag, number>>;
}

interface RouteRow {
  ship_to_id: string;
  supplier_location_id: string;
  decision: RowDecision;
  known_location_id: string | null;
  verification_status: string | null;
  provider_site_id: string | null;
  provider_organization_id: string | null;
  recall_email: string | null;
}

interface RouteFacts extends ShipToFacts {
  readonly row: RouteRow;
}

/** Ids as one PostgreSQL array literal: the driver would spread a JavaScript array into one parameter each. */
const arrayLiteral = (values: readonly string[]): string =>
  `{${values.map((value) => `"${value.replace(/[\\"]/g, "\\$&")}"`).join(",")}}`;

/**
 * The supplier's rows for the ids, in one read however long the list: the ids travel as one text[] parameter
 * (50,000 bind parameters would pass PostgreSQL's limit) and are hash-joined to the supplier's rows; a mapped
 * row's provider comes from the narrow known_location_routing index, without visiting the wide location rows.
 * The location counts only for a mapped row (matched or confirmed: CONTRACT "Mapped to a provider").
 */
const ROWS_SQL = `
  select ids.ship_to_id, sl.id as supplier_location_id, sl.decision, sl.verification_status, sl.provider_site_id,
         k.id as known_location_id, coalesce(kp.organization_id, k.provider_organization_id) as provider_organization_id,
         kp.recall_email
    from unnest(?::text[]) as ids(ship_to_id)
    join supplier_location sl on sl.supplier_organization_id = ? and sl.location_id = ids.ship_to_id
    left join known_location k on k.id = sl.known_location_id and sl.decision in ('matched', 'confirmed')
    left join known_provider kp on kp.id = k.known_provider_id`;

/**
 * Which of these provider organisations have someone to read an electronic notice: the organisation is
 * ACTIVE and has an ACTIVE membership. Asked once per organisation, not once per row.
 */
const ACTIVE_PROVIDERS_SQL = `
  select o.id from organization o
   where o.id = any(?::uuid[]) and o.status = 'ACTIVE'
     and exists (select 1 from membership m where m.organization_id = o.id and m.status = 'ACTIVE')`;

const readRows = async (em: EntityManager, supplierOrganizationId: string, ids: readonly string[]) => {
  if (ids.length === 0) return { rows: [], active: new Set<string>() };
  // em.execute, not the pool: inside the caller's transaction (issue 14 tags while writing an event) both reads
  // see its snapshot, and on the embedded database no second connection is asked for.
  const rows = await em.execute<RouteRow[]>(ROWS_SQL, [arrayLiteral(ids), supplierOrganizationId]);
  const organisations = [...new Set(rows.flatMap((row) => row.provider_organization_id ?? []))];
  const active =
    organisations.length === 0
      ? []
      : await em.execute<Array<{ id: string }>>(ACTIVE_PROVIDERS_SQL, [arrayLiteral(organisations)]);
  return { rows, active: new Set(active.map((row) => row.id)) };
};

/**
 * Tags an event's affected ship-to ids for one supplier (core/locations/routing): Covered, NotCovered,
 * Invalid, Emailed or Unrecognized, each distinct trimmed id once in the order given, with the ids the
 * notice needs and the count per tag.
 */
export const tagAffectedShipTos = async (
  em: EntityManager,
  supplierOrganizationId: string,
  shipToIds: readonly string[],
): Promise<AffectedShipToRouting> => {
  const ids = distinctShipToIds(shipToIds);
  const { rows, active } = await readRows(em, supplierOrganizationId, ids);
  const factsById = new Map<string, RouteFacts>(
    rows.map((row) => [
      row.ship_to_id,
      {
        decision: row.decision,
        knownLocationId: row.known_location_id,
        verification: verificationMarkOf(row.verification_status),
        providerHasActiveUsers:
          row.provider_organization_id !== null && active.has(row.provider_organization_id),
        providerRecallEmail: row.recall_email,
        row,
      },
    ]),
  );
  const { items, counts } = routeAffectedShipTos(ids, factsById);
  return {
    counts,
    items: items.map(({ shipToId, tag, facts }) => ({
      shipToId,
      tag,
      supplierLocationId: facts?.row.supplier_location_id ?? null,
      knownLocationId: facts?.row.known_location_id ?? null,
      providerOrganizationId: facts?.row.provider_organization_id ?? null,
      providerSiteId: facts?.row.provider_site_id ?? null,
      recallEmail: facts?.row.recall_email ?? null,
    })),
  };
};
