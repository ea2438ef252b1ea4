import fc from "fast-check";
import type { Actor } from "../actor.ts";
import { type Permission } from "../permissions.ts";
import { ALL_PERMISSIONS } from "../../permissions-catalogue.ts";
import { ACCESS_ACTIONS, ORGANIZATION_AREAS, PLATFORM_AREAS, type Resource } from "../resources.ts";

/** Test-only generators shared by the access properties; small id pools so collisions (same tenant) happen often. */
export const ORG_IDS = ["org-a", "org-b", "org-c"] as const;
export const SITE_IDS = ["site-1", "site-2", "site-3"] as const;
export const USER_IDS = ["user-1", "user-2"] as const;

export const permissionsArb: fc.Arbitrary<Permission[]> = fc.subarray([...ALL_PERMISSIONS]);

export const actorArb: fc.Arbitrary<Actor> = fc.record({
  userId: fc.constantFrom(...USER_IDS),
  userType: fc.constantFrom("NOTISPHERE" as const, "PROV" as const, "SUPP" as const),
  organizationId: fc.constantFrom(...ORG_IDS),
  permissions: permissionsArb,
  roleName: fc.constantFrom("Administrator", "Responder", "notisphereadmin"),
  siteIds: fc.oneof(fc.constant("all" as const), fc.subarray([...SITE_IDS])),
});

const communicationTypeArb = fc.constantFrom("RECALL" as const, "PRODUCT DISRUPTION" as const);

export const resourceArb: fc.Arbitrary<Resource> = fc.oneof(
  fc.record({
    kind: fc.constant("communication" as const),
    supplierOrganizationId: fc.constantFrom(...ORG_IDS),
    communicationType: communicationTypeArb,
  }),
  fc.record(
    {
      kind: fc.constant("providerCommunication" as const),
      providerOrganizationId: fc.constantFrom(...ORG_IDS),
      supplierOrganizationId: fc.constantFrom(...ORG_IDS),
      communicationType: communicationTypeArb,
      siteIds: fc.subarray([...SITE_IDS]),
      siteId: fc.constantFrom(...SITE_IDS),
    },
    { requiredKeys: ["kind", "providerOrganizationId", "communicationType", "siteIds"] },
  ),
  fc.record({
    kind: fc.constant("responderResponse" as const),
    providerOrganizationId: fc.constantFrom(...ORG_IDS),
    ownerUserId: fc.constantFrom(...USER_IDS),
  }),
  fc.record({
    kind: fc.constant("organizationArea" as const),
    organizationId: fc.constantFrom(...ORG_IDS),
    organizationType: fc.constantFrom("NOTISPHERE" as const, "PROVIDER" as const, "SUPPLIER" as const),
    area: fc.constantFrom(...ORGANIZATION_AREAS),
  }),
  fc.record({ kind: fc.constant("platformArea" as const), area: fc.constantFrom(...PLATFORM_AREAS) }),
);

export const actionArb = fc.constantFrom(...ACCESS_ACTIONS);
