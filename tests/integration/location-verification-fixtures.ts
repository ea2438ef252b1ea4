import { KnownLocation, SupplierLocation } from "../../adapters/db/entities.ts";
import { newId } from "../../adapters/db/ids.ts";
import type { TestPortal } from "./support/test-portal.ts";

/** A known location of a provider organisation, at its own building (street number from the id). */
export const createKnownLocation = async (
  t: TestPortal,
  providerOrganizationId: string,
  fields: { name: string; address1: string; zip?: string; providerSiteId?: string | null },
): Promise<string> => {
  const em = t.portal.orm.em.fork();
  const id = newId();
  em.create(KnownLocation, {
    id,
    notisphereId: `NT-${id.slice(-12)}`,
    providerOrganizationId,
    knownProviderId: null,
    idn: null,
    name: fields.name,
    address1: fields.address1,
    address2: null,
    city: "Mobile",
    state: "AL",
    zip: fields.zip ?? "36604",
    phone: null,
    hin: null,
    gln: null,
    providerSiteId: fields.providerSiteId ?? null,
    type: "HOSPITAL",
    status: "ACTIVE",
    mergedIntoId: null,
    version: 1,
  });
  await em.flush();
  return id;
};

/** A supplier's ship-to row mapped (matched unless told) to a known location. */
export const createShipTo = async (
  t: TestPortal,
  supplierOrganizationId: string,
  knownLocationId: string | null,
  fields: {
    name: string;
    address1: string;
    address2?: string;
    zip?: string;
    decision?: string;
    verificationStatus?: string | null;
    providerSiteId?: string | null;
    verifiedAt?: Date | null;
  },
): Promise<string> => {
  const em = t.portal.orm.em.fork();
  const id = newId();
  em.create(SupplierLocation, {
    id,
    supplierOrganizationId,
    locationId: `ST-${id.slice(-10)}`,
    name: fields.name,
    address1: fields.address1,
    address2: fields.address2 ?? null,
    city: "Mobile",
    state: "AL",
    zip: fields.zip ?? "36604",
    phone: null,
    hin: null,
    gln: null,
    knownLocationId,
    decision: fields.decision ?? "matched",
    score: 0.97,
    reason: "address and name",
    verificationStatus: fields.verificationStatus ?? null,
    providerSiteId: fields.providerSiteId ?? null,
    verifiedAt: fields.verifiedAt ?? null,
    verifiedByUserId: null,
    candidateKnownLocationId: null,
    decidedByUserId: null,
    decidedAt: null,
    jobId: null,
  });
  await em.flush();
  return id;
};

/** The stored row, as the tests check what a mark wrote. */
export const shipTo = async (t: TestPortal, id: string) =>
  t.portal.orm.em.fork().findOneOrFail(SupplierLocation, { id }, { disableIdentityMap: true });
