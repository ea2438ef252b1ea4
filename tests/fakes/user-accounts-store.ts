import type { NewUserAccount, UserAccountsStore } from "#core/organisations/users/ports.ts";

interface FakeMembership {
  readonly userId: string;
  readonly organisationId: string;
  readonly roleId: string;
}

/** In-memory UserAccountsStore: organisations with their roles, accounts by e-mail, memberships. */
export const createFakeUserAccountsStore = (
  organisations: readonly { id: string; name: string; roles: readonly { id: string; name: string }[] }[],
) => {
  const users = new Map<string, NewUserAccount & { id: string }>();
  const memberships: FakeMembership[] = [];
  let next = 0;
  const store: UserAccountsStore = {
    async findOrganisationByName(name) {
      const found = organisations.find((o) => o.name === name);
      return found && { id: found.id, name: found.name };
    },
    async findRole(organisationId, roleName) {
      return organisations.find((o) => o.id === organisationId)?.roles.find((r) => r.name === roleName);
    },
    async roleNames(organisationId) {
      return (organisations.find((o) => o.id === organisationId)?.roles ?? []).map((r) => r.name);
    },
    async findUserIdByEmail(email) {
      return [...users.values()].find((u) => u.email === email)?.id;
    },
    async isMember(userId, organisationId) {
      return memberships.some((m) => m.userId === userId && m.organisationId === organisationId);
    },
    async addMember({ user, organisationId, roleId }) {
      let userId: string;
      if ("id" in user) userId = user.id;
      else {
        userId = `user-${++next}`;
        users.set(userId, { ...user, id: userId });
      }
      memberships.push({ userId, organisationId, roleId });
    },
  };
  return { store, users, memberships };
};
