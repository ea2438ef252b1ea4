import { acceptInvitation } from "#core/organisations/users/accept-invitation.ts";
import {
  deactivateUser,
  reactivateUser,
  resendInvitation,
  unlockUser,
  updateUser,
} from "#core/organisations/users/change-user.ts";
import { inviteUser } from "#core/organisations/users/invite-user.ts";
import {
  getOrganisationUser,
  listOrganisationUsers,
  listRoleOptions,
  listSiteOptions,
  type OrganisationUserRow,
} from "#core/organisations/users/list-organisation-users.ts";
import type {
  AcceptInvitationInput,
  InviteUserInput,
  UpdateUserInput,
  UserSide,
} from "#core/organisations/users/user-administration.ts";
import type { Actor } from "#core/access/actor.ts";
import { requireActor } from "../../contract.ts";
import { isoString } from "../../iso-date.ts";
import { clientAddress } from "../identity/auth.handlers.ts";
import type { UserAdministrationDeps, UsersInput } from "./users.deps.ts";
import type { UserListQuery } from "./users.schemas.ts";

/** Dates leave the API as ISO strings; fields are named one by one (a page builds fifty of these). */
export const toUserJson = (row: OrganisationUserRow) => ({
  id: row.userId,
  membershipId: row.membershipId,
  organizationId: row.organizationId,
  organizationName: row.organizationName,
  organizationType: row.organizationType,
  email: row.email,
  firstName: row.firstName,
  lastName: row.lastName,
  phone: row.phone,
  roleId: row.roleId,
  roleName: row.roleName,
  siteIds: row.siteIds === "all" ? null : [...row.siteIds],
  status: row.status,
  lastSignInAt: row.lastSignInAt === null ? null : isoString(row.lastSignInAt),
  createdAt: isoString(row.createdAt),
  allowedActions: row.allowedActions,
});

/** The write use cases' deps: one unit of work over the users, secrets and sessions stores. */
const writeDeps = (services: UserAdministrationDeps) => {
  const stores = services.stores();
  return {
    unitOfWork: stores.unitOfWork,
    secrets: services.secrets,
    clock: services.clock,
    ids: services.ids,
    publicUrl: services.config.publicUrl,
  };
};

/** The invitation e-mail names who invited. */
const withInviter = async (services: UserAdministrationDeps, actor: Actor) => {
  const deps = writeDeps(services);
  const inviter = await services.stores().accounts.findUserById(actor.userId);
  return {
    ...deps,
    inviterName: inviter ? `${inviter.firstName} ${inviter.lastName}`.trim() : "An administrator",
  };
};

export const listHandler =
  (side: UserSide) =>
  async ({ actor, query, services }: UsersInput<unknown, typeof UserListQuery.Type, unknown>) => {
    const page = await listOrganisationUsers(
      { users: services.stores().userAdministration },
      requireActor(actor),
      side,
      query,
    );
    return { ...page, items: page.items.map(toUserJson) };
  };

export const getHandler =
  (side: UserSide) =>
  async ({ actor, params, services }: UsersInput<{ id: string }, unknown, unknown>) =>
    toUserJson(
      await getOrganisationUser(
        { users: services.stores().userAdministration },
        requireActor(actor),
        side,
        params.id,
      ),
    );

export const inviteHandler =
  (side: UserSide) =>
  async ({ actor, body, services }: UsersInput<unknown, unknown, InviteUserInput>) => {
    const who = requireActor(actor);
    return toUserJson(await inviteUser(await withInviter(services, who), who, side, body));
  };

export const updateHandler =
  (side: UserSide) =>
  async ({ actor, params, body, services }: UsersInput<{ id: string }, unknown, UpdateUserInput>) => {
    const who = requireActor(actor);
    return toUserJson(await updateUser(writeDeps(services), who, side, params.id, body));
  };

export const deactivateHandler =
  (side: UserSide) =>
  async ({ actor, params, services }: UsersInput<{ id: string }, unknown, unknown>) => {
    const who = requireActor(actor);
    const row = await deactivateUser(writeDeps(services), who, side, params.id);
    // The sessions ended in the database; this process forgets its cached session states at once.
    services.sessions.forget({ userId: params.id });
    return toUserJson(row);
  };

export const reactivateHandler =
  (side: UserSide) =>
  async ({ actor, params, services }: UsersInput<{ id: string }, unknown, unknown>) => {
    const who = requireActor(actor);
    return toUserJson(await reactivateUser(writeDeps(services), who, side, params.id));
  };

export const unlockHandler =
  (side: UserSide) =>
  async ({ actor, params, services }: UsersInput<{ id: string }, unknown, unknown>) => {
    const who = requireActor(actor);
    return toUserJson(await unlockUser(writeDeps(services), who, side, params.id));
  };

export const resendHandler =
  (side: UserSide) =>
  async ({ actor, params, services }: UsersInput<{ id: string }, unknown, unknown>) => {
    const who = requireActor(actor);
    return toUserJson(await resendInvitation(await withInviter(services, who), who, side, params.id));
  };

export const roleOptionsHandler =
  (side: UserSide) =>
  async ({ actor, services }: UsersInput<unknown, unknown, unknown>) =>
    listRoleOptions({ users: services.stores().userAdministration }, requireActor(actor), side);

export const siteOptionsHandler = async ({ actor, services }: UsersInput<unknown, unknown, unknown>) =>
  listSiteOptions({ users: services.stores().userAdministration }, requireActor(actor));

/** Public and rate-limited like the password reset: per client address and per e-mail. */
export const acceptInvitationHandler = async (input: UsersInput<unknown, unknown, AcceptInvitationInput>) => {
  const { body, services } = input;
  await services.codeLimiter.admit(
    clientAddress(input.context, services),
    body.email.trim().toLowerCase(),
    services.clock.now().getTime(),
  );
  const stores = services.stores();
  await acceptInvitation(
    {
      accounts: stores.accounts,
      unitOfWork: stores.unitOfWork,
      hasher: services.hasher,
      secrets: services.secrets,
      clock: services.clock,
    },
    body,
  );
  return null;
};
