import type {
  LockedVerificationRow,
  ProviderVerificationRepository,
  RowMark,
} from "#core/locations/verification/provider-verification-ports.ts";
import type {
  ProposableMark,
  ProviderVerificationRecord,
  VerificationProposal,
} from "#core/locations/verification/provider-verification.ts";
import { isUuid } from "#core/shared/ids.ts";
import { newId } from "../ids.ts";
import type { LazyEntityManager } from "../store-deps.ts";
import { touchSupplierLocations } from "./review-blocks.ts";
import {
  listConditions,
  orderOf,
  PROPOSAL_JOIN,
  ROW_COLUMNS,
  VISIBLE_FROM,
  VISIBLE_WHERE,
} from "./provider-verification-sql.ts";

type Row = Record<string, unknown>;

const text = (value: unknown): string | null =>
  value === null || value === undefined ? null : String(value);
const placeholders = (values: readonly unknown[]): string => values.map(() => "?").join(", ");

const proposalOf = (r: Row): VerificationProposal | null =>
  r["proposal_status"] === null || r["proposal_status"] === undefined
    ? null
    : {
        status: r["proposal_status"] as ProposableMark,
        siteId: text(r["proposal_site_id"]),
        siteName: text(r["proposal_site_name"]),
        supplierName: String(r["proposal_supplier_name"]),
      };

const recordOf = (r: Row): ProviderVerificationRecord => ({
  id: String(r["id"]),
  supplierOrganizationId: String(r["supplier_organization_id"]),
  supplierName: String(r["supplier_name"]),
  locationId: String(r["location_id"]),
  name: String(r["name"]),
  address1: String(r["address1"]),
  address2: text(r["address2"]),
  city: String(r["city"]),
  state: String(r["state"]),
  zip: String(r["zip"]),
  knownLocationId: String(r["known_location_id"]),
  notisphereId: String(r["notisphere_id"]),
  knownLocationName: String(r["known_location_name"]),
  knownLocationSiteId: text(r["known_location_site_id"]),
  status: (r["verification_status"] ?? null) as ProposableMark | null,
  siteId: text(r["provider_site_id"]),
  siteName: text(r["site_name"]),
  verifiedAt: r["verified_at"] === null ? null : new Date(r["verified_at"] as string),
  proposal: proposalOf(r),
});

/**
 * The provider's verification rows on PostgreSQL. Every query is scoped by the known location's provider
 * organisation; the writes take only ids that `lockVisible` returned within the same transaction.
 */
export const createProviderVerificationRepository = (
  em: LazyEntityManager,
): ProviderVerificationRepository => {
  const run = (query: string, params: readonly unknown[] = []): Promise<Row[]> =>
    em().execute(query, [...params]) as Promise<Row[]>;
  return {
    async list(organizationId, request) {
      const { where, params } = listConditions(organizationId, request);
      const proposalNeeded = request.status === "proposed" ? PROPOSAL_JOIN : "";
      const offset = (request.pageNumber - 1) * request.pageSize;
      const [rows, count] = await Promise.all([
        run(
          `select ${ROW_COLUMNS} ${VISIBLE_FROM} ${PROPOSAL_JOIN} where ${where}
           order by ${orderOf(request)} limit ? offset ?`,
          [...params, request.pageSize, offset],
        ),
        run(`select count(*)::int as "n" ${VISIBLE_FROM} ${proposalNeeded} where ${where}`, params),
      ]);
      return {
        items: rows.map(recordOf),
        total: Number(count[0]?.["n"] ?? 0),
        pageNumber: request.pageNumber,
        pageSize: request.pageSize,
      };
    },
    async supplierCounts(organizationId) {
      const rows = await run(
        `select sl."supplier_organization_id", sup."name" as "supplier_name", count(*)::int as "total",
           count(*) filter (where sl."verification_status" is null)::int as "unverified",
           count(*) filter (where p."status" is not null)::int as "proposed"
         ${VISIBLE_FROM} ${PROPOSAL_JOIN} where ${VISIBLE_WHERE}
         group by sl."supplier_organization_id", sup."name" order by lower(sup."name"), sl."supplier_organization_id"`,
        [organizationId],
      );
      return rows.map((r) => ({
        supplierOrganizationId: String(r["supplier_organization_id"]),
        supplierName: String(r["supplier_name"]),
        total: Number(r["total"]),
        unverified: Number(r["unverified"]),
        proposed: Number(r["proposed"]),
      }));
    },
    async centralised(organizationId) {
      const rows = await run(`select "centralized" from "organization" where "id" = ?`, [organizationId]);
      const value = rows[0]?.["centralized"];
      return typeof value === "boolean" ? value : null;
    },
    async sites(organizationId) {
      const rows = await run(
        `select "id", "name", "is_corporate" from "provider_site" where "organization_id" = ?
         order by "is_corporate" desc, lower("name"), "id"`,
        [organizationId],
      );
      return rows.map((r) => ({
        id: String(r["id"]),
        name: String(r["name"]),
        isCorporate: r["is_corporate"] === true,
      }));
    },
    async lockVisible(organizationId, ids) {
      // A malformed id is simply not found (it never reaches the uuid cast).
      const wanted = ids.filter(isUuid);
      if (wanted.length === 0) return [];
      const rows = await run(
        `select ${ROW_COLUMNS} ${VISIBLE_FROM} ${PROPOSAL_JOIN}
         where ${VISIBLE_WHERE} and sl."id" in (${placeholders(wanted)})
         order by sl."id" for update of sl`,
        [organizationId, ...wanted],
      );
      return rows.map((r): LockedVerificationRow => recordOf(r));
    },
    async setMarks(marks: readonly RowMark[], byUserId, at) {
      const groups = new Map<string, RowMark[]>();
      for (const mark of marks) {
        const key = `${mark.status}|${mark.siteId ?? ""}`;
        groups.set(key, [...(groups.get(key) ?? []), mark]);
      }
      for (const group of groups.values()) {
        const first = group[0]!;
        await run(
          `update "supplier_location" set "verification_status" = ?, "provider_site_id" = ?, "verified_at" = ?,
             "verified_by_user_id" = ?, "updated_at" = ? where "id" in (${placeholders(group)})`,
          [first.status, first.siteId, at, byUserId, at, ...group.map((mark) => mark.id)],
        );
      }
      // An Invalid mark puts the row in the operator's review queue: its cached totals must go.
      if (marks.length > 0) await touchSupplierLocations(em());
    },
    async addInvalidBlock(block) {
      await run(
        `insert into "location_mapping_block" ("id", "kind", "supplier_organization_id", "location_id",
           "building_key", "known_location_id", "source_supplier_location_id", "created_by_user_id", "created_at")
         select ?, 'INVALID', null, null, ?, ?, ?, ?, now()
         where not exists (select 1 from "location_mapping_block" b where b."kind" = 'INVALID'
           and b."building_key" = ? and b."known_location_id" = ?)`,
        [
          newId(),
          block.buildingKey,
          block.knownLocationId,
          block.sourceSupplierLocationId,
          block.byUserId,
          block.buildingKey,
          block.knownLocationId,
        ],
      );
    },
    async matchedSiblings(knownLocationId, exceptSupplierId) {
      const rows = await run(
        `select "id", "supplier_organization_id", "address1", "address2", "zip" from "supplier_location"
         where "known_location_id" = ? and "decision" = 'matched' and "supplier_organization_id" <> ?
         order by "id" for update`,
        [knownLocationId, exceptSupplierId],
      );
      return rows.map((r) => ({
        id: String(r["id"]),
        supplierOrganizationId: String(r["supplier_organization_id"]),
        address1: String(r["address1"]),
        address2: text(r["address2"]),
        zip: String(r["zip"]),
      }));
    },
    async sendToReview(ids, knownLocationId, reason) {
      if (ids.length === 0) return;
      await run(
        `update "supplier_location" set "decision" = 'review', "candidate_known_location_id" = ?,
           "known_location_id" = null, "verification_status" = null, "provider_site_id" = null,
           "verified_at" = null, "verified_by_user_id" = null, "reason" = ?, "updated_at" = now()
         where "id" in (${placeholders(ids)})`,
        [knownLocationId, reason.slice(0, 300), ...ids],
      );
      await touchSupplierLocations(em());
    },
  };
};
