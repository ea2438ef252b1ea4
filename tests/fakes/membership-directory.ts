import type { MembershipDirectory } from "#core/organisations/memberships/ports.ts";
import { byTypeThenName, type FakeIdentityData } from "./identity-data.ts";

/** In-memory MembershipDirectory with the contract of adapters/db/organisations/membership-directory.ts. */
export const createFakeMembershipDirectory = (data: FakeIdentityData): MembershipDirectory => ({
  async listMemberships(userId) {
    return [...(data.memberships.get(userId) ?? [])].sort(byTypeThenName);
  },
  async findOrganization(id) {
    return data.organizations.get(id);
  },
});
