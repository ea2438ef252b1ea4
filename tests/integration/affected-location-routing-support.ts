import { KnownLocation, KnownProvider, Organization, SupplierLocation } from "../../adapters/db/entities.ts";
import { newId } from "../../adapters/db/ids.ts";
import type { TestPortal } from "./support/test-portal.ts";
import { addMember, createOrganisation } from "./support/settings-fixtures.ts";

export type DormantProvider = { locationId: string; organizationId: string; administratorRoleId: string };

/**
 * Known providers and locations of affected-location-routing.test.ts's own (so demo data other helpers change
 * cannot move its figures), the supplier rows that point at them, and their removal afterwards.
 */
export const routingFixtures = (t: TestPortal) => {
  const em = () => t.portal.orm.em.fork();
  const addedProviders: string[] = [];
  const addedLocations: string[] = [];

  const addProvider = async (fields: { organizationId?: string; recallEmail?: string }) => {
    const providerId = newId();
    const locationId = newId();
    const e = em();
    e.create(KnownProvider, {
      id: providerId,
      name: `Routing Test Provider ${providerId.slice(-8)}`,
      organizationId: fields.organizationId ?? null,
      recallEmail: fields.recallEmail ?? null,
    });
    e.create(KnownLocation, {
      id: locationId,
      notisphereId: `NS-RT${locationId.slice(-10)}`,
      knownProviderId: providerId,
      providerOrganizationId: fields.organizationId ?? null,
      name: "Routing Test Hospital",
      address1: `${addedLocations.length + 1} Routing Way`,
      city: "Austin",
      state: "TX",
      zip: "78701",
    });
    await e.flush();
    addedProviders.push(providerId);
    addedLocations.push(locationId);
    return locationId;
  };

  /** A provider organisation on the platform that nobody can sign in for right now, with a recall mailbox. */
  const addDormantProvider = async (
    setup: "deactivated membership" | "deactivated organisation",
  ): Promise<DormantProvider> => {
    const org = await createOrganisation(t, "PROVIDER");
    await addMember(t, org.id, org.roles.get("Administrator")!, {
      siteIds: null,
      membershipStatus: setup === "deactivated membership" ? "DEACTIVATED" : "ACTIVE",
    });
    if (setup === "deactivated organisation")
      await em().nativeUpdate(Organization, { id: org.id }, { status: "DEACTIVATED" });
    const locationId = await addProvider({ organizationId: org.id, recallEmail: "recalls@dormant.example" });
    return { locationId, organizationId: org.id, administratorRoleId: org.roles.get("Administrator")! };
  };

  const shipTo = (
    supplierOrganizationId: string,
    locationId: string,
    fields: Partial<{
      decision: string;
      knownLocationId: string | null;
      verificationStatus: string | null;
      providerSiteId: string | null;
      candidateKnownLocationId: string | null;
    }>,
  ) => ({
    id: newId(),
    supplierOrganizationId,
    locationId,
    name: `Ship-to ${locationId}`,
    address1: "1 Dock Road",
    city: "Austin",
    state: "TX",
    zip: "78701",
    decision: "matched",
    knownLocationId: null,
    score: 0.9,
    reason: "test",
    ...fields,
  });

  const cleanUp = async (supplierIds: readonly string[]) => {
    const e = em();
    await e.nativeDelete(SupplierLocation, { supplierOrganizationId: { $in: [...supplierIds] } });
    await e.nativeDelete(KnownLocation, { id: { $in: addedLocations } });
    await e.nativeDelete(KnownProvider, { id: { $in: addedProviders } });
  };
  return { addProvider, addDormantProvider, shipTo, cleanUp };
};
