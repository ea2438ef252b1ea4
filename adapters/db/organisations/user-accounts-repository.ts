import type { EntityManager } from "@mikro-orm/postgresql";
import type { UserAccountsStore } from "#core/organisations/users/ports.ts";
import { newId } from "../ids.ts";
import { Membership, Organization, Role, User } from "./entities/index.ts";

/** Accounts and memberships for `createUser`; `addMember` writes the user and membership in one flush. */
export const createUserAccountsRepository = (em: EntityManager): UserAccountsStore => ({
  async findOrganisationByName(name) {
    const organisation = await em.findOne(Organization, { name });
    return organisation ? { id: organisation.id, name: organisation.name } : undefined;
  },
  async findRole(organisationId, roleName) {
    const role = await em.findOne(Role, { organizationId: organisationId, name: roleName });
    return role ? { id: role.id, name: role.name } : undefined;
  },
  async roleNames(organisationId) {
    return (await em.find(Role, { organizationId: organisationId })).map((role) => role.name);
  },
  async findUserIdByEmail(email) {
    return (await em.findOne(User, { email }))?.id;
  },
  async isMember(userId, organisationId) {
    return (await em.findOne(Membership, { userId, organizationId: organisationId })) !== null;
  },
  async addMember({ user, organisationId, roleId }) {
    let userId: string;
    if ("id" in user) userId = user.id;
    else {
      userId = newId();
      em.create(User, { id: userId, ...user, status: "VERIFIED", failedLoginCount: 0 });
    }
    em.create(Membership, {
      id: newId(),
      userId,
      organizationId: organisationId,
      roleId,
      siteIds: null,
      status: "ACTIVE",
    });
    await em.flush();
  },
});
