import type { ProviderVerificationListRequest } from "#core/locations/verification/provider-verification-ports.ts";
import {
  MARK_OF_FILTER,
  type ProviderVerificationFilterField,
  type ProviderVerificationSortField,
} from "#core/locations/verification/provider-verification.ts";
import { isUuid } from "#core/shared/ids.ts";
import { containsPattern } from "../paging.ts";

/**
 * The SQL of the provider's verification list, in one place for the list, the counts and the lock. A row is
 * the organisation's when it is mapped (matched or confirmed) to a known location of that organisation; rows
 * the provider marked Invalid leave its list (they are the operator's now).
 */
export const VISIBLE_FROM = `from "supplier_location" sl
  join "known_location" kl on kl."id" = sl."known_location_id"
  join "organization" sup on sup."id" = sl."supplier_organization_id"
  left join "provider_site" site on site."id" = sl."provider_site_id"`;

export const VISIBLE_WHERE = `kl."provider_organization_id" = ?
  and sl."decision" in ('matched', 'confirmed')
  and sl."verification_status" is distinct from 'Invalid'`;

/**
 * "Verify once, reuse everywhere": for an unverified row, the newest verified row of another supplier mapped
 * to the same known location (so, by this provider) proposes its mark and site. Invalid marks are not
 * proposed: they send the other suppliers' rows to the operator's review instead.
 */
export const PROPOSAL_JOIN = `left join lateral (
    select o."verification_status" as "status", o."provider_site_id" as "site_id", ps."name" as "site_name",
      osup."name" as "supplier_name"
    from "supplier_location" o
    join "organization" osup on osup."id" = o."supplier_organization_id"
    left join "provider_site" ps on ps."id" = o."provider_site_id"
    where sl."verification_status" is null
      and o."known_location_id" = sl."known_location_id"
      and o."supplier_organization_id" <> sl."supplier_organization_id"
      and o."decision" in ('matched', 'confirmed')
      and o."verification_status" in ('Covered', 'NotCovered', 'Emailed')
    order by o."verified_at" desc nulls last, o."id"
    limit 1
  ) p on true`;

export const ROW_COLUMNS = `sl."id", sl."supplier_organization_id", sup."name" as "supplier_name", sl."location_id",
  sl."name", sl."address1", sl."address2", sl."city", sl."state", sl."zip", sl."known_location_id",
  kl."notisphere_id", kl."name" as "known_location_name", kl."provider_site_id" as "known_location_site_id",
  sl."verification_status", sl."provider_site_id", site."name" as "site_name", sl."verified_at",
  p."status" as "proposal_status", p."site_id" as "proposal_site_id", p."site_name" as "proposal_site_name",
  p."supplier_name" as "proposal_supplier_name"`;

const COLUMN_OF = {
  name: `sl."name"`,
  locationId: `sl."location_id"`,
  supplierName: `sup."name"`,
  address1: `sl."address1"`,
  city: `sl."city"`,
  state: `sl."state"`,
  zip: `sl."zip"`,
  notisphereId: `kl."notisphere_id"`,
  siteName: `site."name"`,
} as const satisfies Record<ProviderVerificationFilterField, string>;

const SORT_OF = {
  ...COLUMN_OF,
  status: `coalesce(sl."verification_status", '')`,
  verifiedAt: `sl."verified_at"`,
} as const satisfies Record<ProviderVerificationSortField, string>;

const TEXT_SORTS: readonly ProviderVerificationSortField[] = Object.keys(COLUMN_OF) as never;

const SEARCHED = [
  `sl."name"`,
  `sl."location_id"`,
  `sl."address1"`,
  `sl."city"`,
  `sl."zip"`,
  `sup."name"`,
  `kl."notisphere_id"`,
];

/** The where clause and its parameters for one list request (after the organisation's own parameter). */
export const listConditions = (
  organizationId: string,
  request: ProviderVerificationListRequest,
): { where: string; params: unknown[] } => {
  const clauses = [VISIBLE_WHERE];
  const params: unknown[] = [organizationId];
  if (request.supplierId !== undefined) {
    // A malformed id matches nothing rather than failing the uuid cast.
    clauses.push(isUuid(request.supplierId) ? `sl."supplier_organization_id" = ?` : "false");
    if (isUuid(request.supplierId)) params.push(request.supplierId);
  }
  if (request.status === "unverified") clauses.push(`sl."verification_status" is null`);
  else if (request.status === "proposed") clauses.push(`p."status" is not null`);
  else if (request.status !== undefined) {
    clauses.push(`sl."verification_status" = ?`);
    params.push(MARK_OF_FILTER[request.status]);
  }
  if (request.search !== undefined) {
    clauses.push(`(${SEARCHED.map((column) => `${column} ilike ?`).join(" or ")})`);
    params.push(...SEARCHED.map(() => containsPattern(request.search as string)));
  }
  for (const [field, text] of Object.entries(request.filters)) {
    if (text === undefined || text === "") continue;
    clauses.push(`${COLUMN_OF[field as ProviderVerificationFilterField]} ilike ?`);
    params.push(containsPattern(text));
  }
  return { where: clauses.join("\n  and "), params };
};

/** ORDER BY for the request: text without case, then the id so pages are stable. */
export const orderOf = (request: ProviderVerificationListRequest): string => {
  const column = SORT_OF[request.sortField];
  const direction = request.sortDirection === "desc" ? "desc" : "asc";
  const key = TEXT_SORTS.includes(request.sortField) ? `lower(${column})` : column;
  return `${key} ${direction} nulls last, sl."id" ${direction}`;
};
