import type { EntityManager } from "@mikro-orm/postgresql";
import type { FileStore } from "#core/shared/files/ports.ts";
import { createLocationMatcher } from "#core/locations/matching/match-locations.ts";
import type { RowDecision } from "#core/locations/preprocessor/preprocessor-job.ts";
import { buildingKeyOf } from "#core/locations/verification/building-key.ts";
import {
  LocationMappingBlock,
  Organization,
  PreprocessorJob,
  PreprocessorJobRow,
  SupplierLocation,
  User,
} from "../entities.ts";
import { newId } from "../ids.ts";
import { ensureOffPlatformProviders } from "./demo-off-platform-providers.ts";
import { castOf, knownLocationsFor, place, type Cast, type Known } from "./demo-ship-to-placement.ts";
import { ACME_SHIP_TOS, NORTHWIND_SHIP_TOS, csvOf, type DemoShipTo } from "./demo-ship-to-data.ts";

const DAY = 24 * 3600 * 1000;

/**
 * One supplier's list: matched by the real matcher, written as a COMPLETED pre-processor job with its rows and
 * as the supplier's ship-to rows, then the marks and confirmations people made since. The job's document is put
 * in the file store by storeDemoShipToDocuments (the seed has no file store).
 */
const seedSupplierList = async (
  tx: EntityManager,
  supplier: { id: string; name: string; uploaderId: string; fileName: string; daysAgo: number },
  rows: readonly DemoShipTo[],
  known: ReadonlyMap<string, Known>,
  cast: Cast,
): Promise<number> => {
  const matcher = createLocationMatcher([...known.values()].map((k) => k.site));
  const jobId = newId();
  const at = new Date(Date.now() - supplier.daysAgo * DAY);
  const later = (days: number) => new Date(at.getTime() + days * DAY);
  const counts: Record<RowDecision, number> = {
    matched: 0,
    review: 0,
    unmatched: 0,
    confirmed: 0,
    rejected: 0,
  };
  rows.forEach((r, index) => {
    const fields = {
      locationId: r.locationId,
      name: r.name,
      address1: r.address1,
      address2: r.address2 ?? null,
      city: r.city,
      state: r.state,
      zip: r.zip,
      phone: r.phone ?? null,
      hin: null,
      gln: null,
    };
    const result = matcher.match({ ...r, address2: r.address2, phone: r.phone });
    const placed = place(r.intent, result, known, cast);
    counts[placed.decision]++;
    const confirmed = placed.decision === "confirmed";
    tx.create(PreprocessorJobRow, {
      id: newId(),
      jobId,
      rowNumber: index + 1,
      ...fields,
      decision: placed.decision,
      knownLocationId: placed.knownLocationId,
      candidateKnownLocationId: result.candidateSiteId ?? null,
      score: result.score,
      reason: result.reason.slice(0, 300),
      reasons: [...result.reasons],
      matcherDecision: result.status,
      decidedBy: confirmed ? cast.operatorId : null,
      decidedAt: confirmed ? later(1) : null,
    });
    const location = placed.knownLocationId === null ? undefined : known.get(placed.knownLocationId);
    const id = newId();
    tx.create(SupplierLocation, {
      id,
      supplierOrganizationId: supplier.id,
      ...fields,
      knownLocationId: placed.knownLocationId,
      decision: placed.decision,
      score: result.score,
      reason: result.reason.slice(0, 300),
      verificationStatus: placed.mark,
      providerSiteId: placed.mark === "Covered" ? (location?.providerSiteId ?? null) : null,
      verifiedAt: placed.mark === null ? null : later(3 + (index % 5)),
      verifiedByUserId: placed.mark === null ? null : placed.byUserId,
      candidateKnownLocationId: placed.candidateKnownLocationId,
      decidedByUserId: confirmed ? cast.operatorId : null,
      decidedAt: confirmed ? later(1) : null,
      jobId,
      createdAt: at,
      updatedAt: at,
    });
    // A provider's Invalid holds for the building, for every supplier, until an operator confirms the pair.
    if (placed.mark === "Invalid" && location)
      tx.create(LocationMappingBlock, {
        id: newId(),
        kind: "INVALID",
        supplierOrganizationId: null,
        locationId: null,
        buildingKey: buildingKeyOf({ address1: r.address1, address2: r.address2 ?? null, zip: r.zip }),
        knownLocationId: location.id,
        sourceSupplierLocationId: id,
        createdByUserId: placed.byUserId,
        createdAt: later(4),
      });
  });
  tx.create(PreprocessorJob, {
    id: jobId,
    supplierOrganizationId: supplier.id,
    supplierName: supplier.name,
    fileName: supplier.fileName,
    fileKey: `preprocessor/${jobId}`,
    fileSize: new TextEncoder().encode(csvOf(rows)).length,
    contentType: "text/csv",
    format: "csv",
    status: "COMPLETED",
    totalRows: rows.length,
    matchedCount: counts.matched,
    reviewCount: counts.review,
    unmatchedCount: counts.unmatched,
    confirmedCount: counts.confirmed,
    rejectedCount: counts.rejected,
    errorMessage: null,
    errorReport: null,
    createdBy: supplier.uploaderId,
    createdAt: at,
    startedAt: at,
    finishedAt: new Date(at.getTime() + 4000),
    deactivatedAt: null,
    runAttempts: 1,
    heartbeatAt: null,
    runOwner: null,
  });
  return rows.length;
};

const LISTS = [
  {
    supplier: "Acme Medical",
    uploader: "supplier.admin@example.org",
    fileName: "ACME_CUSTOMER_SHIPTO_MASTER.csv",
    daysAgo: 45,
    rows: ACME_SHIP_TOS,
  },
  {
    supplier: "Northwind Distribution",
    uploader: "distributor.admin@example.org",
    fileName: "NW_SHIPTO_EXPORT_20261001.csv",
    daysAgo: 30,
    rows: NORTHWIND_SHIP_TOS,
  },
] as const;

/**
 * Demo data of location verification: providers not on the platform with their known locations and history,
 * and each demo supplier's ship-to list with one completed pre-processor job, rows in every state (Covered, Not
 * Covered, Invalid with its block, Emailed, unverified, confirmed, review, unmatched). Idempotent: a supplier
 * whose first demo ship-to exists is left alone, so people's later marks are never overwritten.
 */
export const ensureDemoShipTo = async (em: EntityManager): Promise<number> => {
  const cast = await castOf(em);
  if (!cast) return 0;
  return em.transactional(async (tx) => {
    await ensureOffPlatformProviders(tx, cast.operatorId);
    await tx.flush();
    const pending: Array<{
      list: (typeof LISTS)[number];
      supplier: { id: string; name: string };
      uploaderId: string;
    }> = [];
    for (const list of LISTS) {
      const [supplier, uploader] = await Promise.all([
        tx.findOne(Organization, { name: list.supplier, type: "SUPPLIER" }),
        tx.findOne(User, { email: list.uploader }),
      ]);
      const first = list.rows[0]?.locationId ?? "";
      if (
        supplier &&
        uploader &&
        !(await tx.count(SupplierLocation, { supplierOrganizationId: supplier.id, locationId: first }))
      )
        pending.push({ list, supplier, uploaderId: uploader.id });
    }
    // Known locations are read only when a list is still to be written (a later start finds none pending).
    if (pending.length === 0) return 0;
    const known = await knownLocationsFor(tx, [...new Set(LISTS.flatMap((l) => l.rows.map((r) => r.state)))]);
    let written = 0;
    for (const { list, supplier, uploaderId } of pending)
      written += await seedSupplierList(
        tx,
        { id: supplier.id, name: supplier.name, uploaderId, ...list },
        list.rows,
        known,
        cast,
      );
    return written;
  });
};

/**
 * Puts each demo job's file where the portal keeps uploads, so its original can be downloaded and previewed
 * like an uploaded one. Run where a file store exists (the portal's start); idempotent.
 */
export const storeDemoShipToDocuments = async (em: EntityManager, files: FileStore): Promise<number> => {
  let stored = 0;
  for (const list of LISTS) {
    for (const job of await em.find(PreprocessorJob, {
      fileName: list.fileName,
      supplierName: list.supplier,
    })) {
      try {
        for await (const _chunk of files.read(job.fileKey)) break;
        continue;
      } catch {
        // Not there yet.
      }
      await files.put(job.fileKey, new TextEncoder().encode(csvOf(list.rows)));
      stored++;
    }
  }
  return stored;
};
