import { defineEntity, p } from "@mikro-orm/core";

/**
 * The platform's location master: one row per physical provider site, with a human-readable Notisphere id
 * (NS-000123). Demo provider sites are known locations (`providerSiteId` links them); the pre-processor maps
 * suppliers' ship-to rows onto these.
 */
export const KnownLocation = defineEntity({
  name: "KnownLocation",
  tableName: "known_location",
  indexes: [{ properties: ["name", "id"] }],
  properties: {
    id: p.uuid().primary(),
    notisphereId: p.string().length(20).unique(),
    providerOrganizationId: p.uuid().index(),
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
    /** The job that last wrote this row. */
    jobId: p.uuid().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
});
