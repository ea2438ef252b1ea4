import type { ProfileStore } from "#core/identity/auth/ports.ts";
import { byTypeThenName, changeUser, withoutLock, type FakeIdentityData } from "./identity-data.ts";

/** In-memory ProfileStore with the contract of adapters/db/identity/profile-repository.ts. */
export const createFakeProfileStore = (data: FakeIdentityData): ProfileStore => ({
  async findProfileData(userId, organizationId) {
    const user = data.users.get(userId);
    if (!user) return undefined;
    return {
      user: withoutLock(user),
      memberships: [...(data.memberships.get(userId) ?? [])].sort(byTypeThenName),
      organization: data.organizations.get(organizationId),
    };
  },
  async updateProfile(userId, changes) {
    changeUser(data, userId, changes);
  },
});
