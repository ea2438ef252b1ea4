import { defineEntity, p } from "@mikro-orm/core";

/**
 * A provider organisation or IDN that known locations belong to, on the platform (`organizationId`) or not yet
 * (a hospital without an account still receives paper, or e-mail at its recall mailbox). `version` guards
 * edits against a colleague's change made meanwhile.
 */
export const KnownProvider = defineEntity({
  name: "KnownProvider",
  tableName: "known_provider",
  indexes: [{ properties: ["name", "id"] }],
  properties: {
    id: p.uuid().primary(),
    name: p.string().length(200),
    idn: p.string().length(200).nullable(),
    organizationId: p.uuid().nullable().unique(),
    /** Where recall notices go by e-mail when nobody at the provider has a portal account (Emailed routing). */
    recallEmail: p.string().length(254).nullable(),
    phone: p.string().length(40).nullable(),
    city: p.string().length(100).nullable(),
    state: p.string().length(2).nullable(),
    status: p.string().length(20).default("ACTIVE"),
    version: p.integer().default(1),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
});

/**
 * The platform's location master: one row per physical provider site, with a human-readable Notisphere id
 * (NS-000123). Demo provider sites are known locations (`providerSiteId` links them); the pre-processor maps
 * suppliers' ship-to rows onto these. A location belongs to a known provider; `providerOrganizationId` is that
 * provider's organisation once it is on the platform. A merged location keeps its row (`mergedIntoId`, status
 * MERGED) so old references still resolve.
 */
export const KnownLocation = defineEntity({
  name: "KnownLocation",
  tableName: "known_location",
  indexes: [
    { properties: ["name", "id"] },
    // The location grid's search box reads Notisphere id, name, street, city, ZIP, HIN and GLN at once
    // (known-location-sql.ts writes the same expression), so a million locations are searched by index.
    {
      name: "known_location_search_trgm",
      expression: `create index "known_location_search_trgm" on "known_location" using gin ((lower("notisphere_id" || ' ' || "name" || ' ' || "address1" || ' ' || "city" || ' ' || "zip" || ' ' || coalesce("hin", '') || ' ' || coalesce("gln", ''))) gin_trgm_ops)`,
    },
    // The review queue's detail ranks the known locations near a ship-to: same ZIP5, or same town and state.
    {
      name: "known_location_zip5",
      expression: `create index "known_location_zip5" on "known_location" (left("zip", 5))`,
    },
    {
      name: "known_location_state_city",
      expression: `create index "known_location_state_city" on "known_location" ("state", upper("city"))`,
    },
    // Routing an event's affected ship-to ids (affected-location-routing.ts) needs only each mapped location's
    // provider: this narrow copy answers 50,000 lookups from memory without reading the wide location rows.
    {
      name: "known_location_routing",
      expression: `create index "known_location_routing" on "known_location" ("id") include ("known_provider_id", "provider_organization_id")`,
    },
  ],
  properties: {
    id: p.uuid().primary(),
    notisphereId: p.string().length(20).unique(),
    providerOrganizationId: p.uuid().nullable().index(),
    knownProviderId: p.uuid().nullable().index(),
    idn: p.string().length(200).nullable(),
    name: p.string().length(200),
    address1: p.string().length(200),
    address2: p.string().length(200).nullable(),
    city: p.string().length(100),
    state: p.string().length(2),
    zip: p.string().length(10),
    phone: p.string().length(40).nullable(),
    hin: p.string().length(20).nullable(),
    gln: p.string().length(20).nullable(),
    providerSiteId: p.uuid().nullable().unique(),
    /** HOSPITAL or NON_ACUTE. */
    type: p.string().length(20).default("HOSPITAL"),
    /** ACTIVE, CLOSED, or MERGED (into `mergedIntoId`). */
    status: p.string().length(20).default("ACTIVE"),
    mergedIntoId: p.uuid().nullable(),
    version: p.integer().default(1),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
});

/**
 * A supplier's ship-to location as the supplier last sent it, and where it maps: the known location
 * (null while unmatched, in review or rejected), how that was decided, and the provider's verification mark
 * (null = not yet verified; the location-verification catalogue otherwise).
 */
export const SupplierLocation = defineEntity({
  name: "SupplierLocation",
  tableName: "supplier_location",
  uniques: [{ properties: ["supplierOrganizationId", "locationId"] }],
  // The operator's review queue (rows in review, unmatched, or marked Invalid) is a small part of the table:
  // partial indexes keep its pages, supplier filter and search off the rest (review-queue-query.ts).
  indexes: [
    {
      name: "supplier_location_queue_name",
      expression: `create index "supplier_location_queue_name" on "supplier_location" (lower("name"), "id") where ("decision" in ('review', 'unmatched') or "verification_status" = 'Invalid')`,
    },
    {
      name: "supplier_location_queue_supplier",
      expression: `create index "supplier_location_queue_supplier" on "supplier_location" ("supplier_organization_id", lower("name"), "id") where ("decision" in ('review', 'unmatched') or "verification_status" = 'Invalid')`,
    },
    {
      name: "supplier_location_queue_search_trgm",
      expression: `create index "supplier_location_queue_search_trgm" on "supplier_location" using gin ((lower("name" || ' ' || "location_id" || ' ' || "address1" || ' ' || "city")) gin_trgm_ops) where ("decision" in ('review', 'unmatched') or "verification_status" = 'Invalid')`,
    },
    // The supplier's own screens: totals per mapping and verification, and the tallies per known location
    // behind the providers' progress, read this index alone.
    { properties: ["supplierOrganizationId", "decision", "verificationStatus", "knownLocationId"] },
    {
      name: "supplier_location_name_order",
      expression: `create index "supplier_location_name_order" on "supplier_location" ("supplier_organization_id", lower("name"), "id")`,
    },
    {
      name: "supplier_location_search_trgm",
      expression: `create index "supplier_location_search_trgm" on "supplier_location" using gin ((lower("location_id" || ' ' || "name" || ' ' || "address1" || ' ' || "city")) gin_trgm_ops)`,
    },
  ],
  properties: {
    id: p.uuid().primary(),
    supplierOrganizationId: p.uuid(),
    locationId: p.string().length(100),
    name: p.string().length(300),
    address1: p.string().length(300),
    address2: p.string().length(300).nullable(),
    city: p.string().length(100),
    state: p.string().length(50),
    zip: p.string().length(20),
    phone: p.string().length(40).nullable(),
    hin: p.string().length(20).nullable(),
    gln: p.string().length(20).nullable(),
    knownLocationId: p.uuid().nullable().index(),
    decision: p.string().length(20),
    score: p.double(),
    reason: p.string().length(300),
    verificationStatus: p.string().length(20).nullable(),
    /** The provider site that handles this ship-to, chosen when the provider marks it Covered. */
    providerSiteId: p.uuid().nullable(),
    verifiedAt: p.datetime().nullable(),
    verifiedByUserId: p.uuid().nullable(),
    /** The matcher's best candidate when it was not sure (review), for the operator's queue. */
    candidateKnownLocationId: p.uuid().nullable(),
    /** Who confirmed, re-pointed or rejected the mapping in review, and when. */
    decidedByUserId: p.uuid().nullable(),
    decidedAt: p.datetime().nullable(),
    /** The job that last wrote this row. */
    jobId: p.uuid().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
});

/** One edit of a known location, for its history tab: what changed, from what to what, by whom. */
export const KnownLocationChange = defineEntity({
  name: "KnownLocationChange",
  tableName: "known_location_change",
  indexes: [{ properties: ["knownLocationId", "at"] }],
  properties: {
    id: p.uuid().primary(),
    knownLocationId: p.uuid(),
    at: p.datetime(),
    byUserId: p.uuid().nullable(),
    byName: p.string().length(200),
    /** CREATED, UPDATED, CLOSED, REOPENED, MERGED_INTO, MERGED_FROM. */
    changeType: p.string().length(20),
    /** Field name → { from, to }; for merges, the other location's id and Notisphere id. */
    changes: p.json<Record<string, unknown>>(),
  },
});

/**
 * A mapping the matcher must not propose again. REJECTED: an operator rejected this ship-to → location pair
 * for one supplier. INVALID: a provider said a ship-to at this building is not theirs; it holds for every
 * supplier's rows at the same building (`buildingKey`) until someone confirms the pair (the block is then
 * removed).
 */
export const LocationMappingBlock = defineEntity({
  name: "LocationMappingBlock",
  tableName: "location_mapping_block",
  indexes: [{ properties: ["knownLocationId", "buildingKey"] }],
  properties: {
    id: p.uuid().primary(),
    kind: p.string().length(20),
    /** The supplier a REJECTED block is for; null for INVALID blocks, which hold for every supplier. */
    supplierOrganizationId: p.uuid().nullable(),
    /** The supplier's ship-to id a REJECTED block is for. */
    locationId: p.string().length(100).nullable(),
    buildingKey: p.string().length(200),
    knownLocationId: p.uuid(),
    sourceSupplierLocationId: p.uuid().nullable(),
    createdByUserId: p.uuid().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});
