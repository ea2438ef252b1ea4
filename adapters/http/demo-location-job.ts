import type { Actor } from "#core/access/actor.ts";
import { userTypeOfOrganization } from "#core/access/permissions.ts";
import { uploadLocationFile } from "#core/locations/preprocessor/upload-location-file.ts";
import type { Services } from "./services.ts";

/** The demo operator, who uploads the file (the job shows "Uploaded By" as this person). */
const OPERATOR_EMAIL = "operator.admin@example.org";
const FILE_NAME = "northwind-ship-to-list.csv";

/**
 * A distributor's ship-to list built from demo provider sites: exact and near copies that match, weaker ones the
 * matcher leaves for review, and an address no provider has.
 */
const SHIP_TO_LIST = [
  "Ship To Number,Ship To Name,Address 1,Address 2,City,State,Zip Code,Phone",
  "NW-1001,Ochsner Lafayette General Med Ctr,1214 Coolidge Ave,ATTN: PHARMACY,Lafayette,LA,70503-1234,337-289-7991",
  "NW-1002,Ochsner Medical Center,1516 Jefferson Highway,,New Orleans,LA,70121,",
  "NW-1003,Mayo Clinic Hospital Rochester - Receiving,1216 2nd St SW,Dock 4,Rochester,MN,55902,",
  "NW-1004,Ochsner LSU Health,4864 Jackson St,,Monroe,LA,71201,",
  "NW-1005,Corner Pharmacy,55 Main St,,Springfield,IL,62701,217-555-0101",
  "NW-1006,Mayo Clinic Red Wing,700 Hewitt Blvd,,Red Wing,MN,55066,",
].join("\n");

/**
 * After the first seed, the demo operator uploads one ship-to list through the pre-processor's own use case, so
 * the screen opens on a real job that the worker matches a moment later (matched, review and unmatched rows).
 * It is skipped when the operator is missing (data seeded by another version).
 */
export const uploadDemoLocationJob = async (
  services: Pick<Services, "stores" | "files" | "ids" | "config">,
): Promise<boolean> => {
  const stores = services.stores();
  const operator = await stores.accounts.findUserByEmail(OPERATOR_EMAIL);
  if (!operator) return false;
  const [membership] = await stores.memberships.listMemberships(operator.id);
  if (!membership) return false;
  const actor: Actor = {
    userId: operator.id,
    userType: userTypeOfOrganization(membership.organizationType),
    organizationId: membership.organizationId,
    permissions: membership.permissions,
    roleName: membership.roleName,
    siteIds: membership.siteIds,
  };
  await uploadLocationFile(
    {
      jobs: stores.preprocessorJobs,
      files: services.files,
      ids: services.ids,
      maxBytes: services.config.uploadMaxBytes,
    },
    actor,
    {
      supplierName: "Northwind Distribution",
      fileName: FILE_NAME,
      contentType: "text/csv",
      bytes: new TextEncoder().encode(SHIP_TO_LIST),
    },
  );
  return true;
};
