import type { EntityManager } from "@mikro-orm/postgresql";
import {
  Communication,
  Organization,
  User,
  ProviderCommunication,
  ProviderCommunicationSite,
  ProviderSite,
} from "../entities.ts";

/**
 * Two real FDA device recalls (openFDA device enforcement records, ../shared/data/openfda-device) as Acme Medical
 * sent them to the first demo provider. Fixed ids, so the README and the browser tests can deep-link to them
 * and seeding twice adds nothing. Affected sites are named by CMS facility id (hospitals.json). Demo users
 * with `siteCount: 3` are assigned the first three sites, so the recall coordinator sees the first recall and
 * can only request access to the second.
 */
export const DEMO_RECALLS = [
  {
    id: "0193a6b0-0000-7000-8000-000000000001",
    providerCommunicationId: "0193a6b0-0000-7000-8000-000000000101",
    communicationUid: "Z-2038-2014",
    name: "PALL Medical Breathing Circuit Filter BB50T - possible air leak",
    classification: "Class II",
    description:
      "Possible leak from the filter allowing a small of amount of air to be released from the junction between the filter end cap (flat side of the filter) and the filter housing connection.",
    communicationDate: "2014-06-04T00:00:00Z",
    // OCHSNER LAFAYETTE GENERAL MEDICAL CENTER (the first site) and OCHSNER MEDICAL CENTER ACUTE.
    siteFacilityIds: ["190002", "190036"],
  },
  {
    id: "0193a6b0-0000-7000-8000-000000000002",
    providerCommunicationId: "0193a6b0-0000-7000-8000-000000000102",
    communicationUid: "Z-2832-2016",
    name: "Bigger-Better-Bladder BBB38-72 - balloon seal may leak",
    classification: "Class II",
    description: "The seal between the balloon and the housing may leak.",
    communicationDate: "2016-07-01T00:00:00Z",
    // OCHSNER AMERICAN LEGION HOSPITAL and OCHSNER LSU HEALTH SHREVEPORT (not among the first three).
    siteFacilityIds: ["190053", "190098"],
  },
] as const;

/** The provider view route of a demo recall (routes.tsv: /provider/recalls/view/:id/:providerCommunicationId). */
export const demoRecallPath = (recall: (typeof DEMO_RECALLS)[number]): string =>
  `/provider/recalls/view/${recall.id}/${recall.providerCommunicationId}`;

/**
 * Adds the demo recalls to a database that holds the demo data (its marker user and organisations) but not
 * the recalls yet, e.g. one seeded before recalls existed. A real installation whose organisations happen to
 * share the demo names gets nothing: it has no demo user.
 */
export const ensureDemoRecalls = async (
  em: EntityManager,
  demo: { markerEmail: string; supplier: string; provider: string },
): Promise<number> => {
  if (!(await em.findOne(User, { email: demo.markerEmail }))) return 0;
  const supplier = await em.findOne(Organization, { name: demo.supplier, type: "SUPPLIER" });
  const provider = await em.findOne(Organization, { name: demo.provider, type: "PROVIDER" });
  if (!supplier || !provider) return 0;
  const sites = await em.find(ProviderSite, { organizationId: provider.id });
  let added = 0;
  await em.transactional(async (tx) => {
    for (const recall of DEMO_RECALLS) {
      if (await tx.findOne(Communication, { id: recall.id })) continue;
      tx.create(Communication, {
        id: recall.id,
        organizationId: supplier.id,
        type: "RECALL",
        communicationUid: recall.communicationUid,
        name: recall.name,
        classification: recall.classification,
        description: recall.description,
        status: "OPEN",
        communicationDate: new Date(recall.communicationDate),
      });
      tx.create(ProviderCommunication, {
        id: recall.providerCommunicationId,
        communicationId: recall.id,
        providerOrganizationId: provider.id,
        status: "OPEN",
        notifiedAt: new Date(),
      });
      for (const facilityId of recall.siteFacilityIds) {
        const site = sites.find((candidate) => candidate.externalId === facilityId);
        if (site)
          tx.create(ProviderCommunicationSite, {
            providerCommunicationId: recall.providerCommunicationId,
            siteId: site.id,
          });
      }
      added += 1;
    }
  });
  return added;
};
