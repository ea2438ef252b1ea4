import type { Actor } from "../../access/actor.ts";
import { NotFound } from "../../shared/errors.ts";
import type { Page } from "../../shared/paging.ts";
import { assertCanAdministerUsers } from "./authorize.ts";
import type { SiteOption, UserAdministrationStore, UserListRequest } from "./administration-ports.ts";
import { USER_ADMINISTRATION_MESSAGES } from "./messages.ts";
import { organisationUserStatus, type OrganisationUserStatus } from "./organisation-user-status.ts";
import { userRowActions } from "./row-actions.ts";
import { permissionsBeyond } from "./rules.ts";
import type { OrganisationUserRecord, UserAction, UserSide } from "./user-administration.ts";

export type OrganisationUserRow = OrganisationUserRecord & {
  readonly status: OrganisationUserStatus;
  readonly allowedActions: readonly UserAction[];
};

export const toUserRow = (actor: Actor, record: OrganisationUserRecord): OrganisationUserRow => ({
  ...record,
  status: organisationUserStatus(record),
  allowedActions: userRowActions(actor, record),
});

/**
 * A side's users list: the caller's organisation, except the operator's, which lists every user of every
 * organisation (with their organisation) so the operator can find anyone.
 */
export const listOrganisationUsers = async (
  deps: { readonly users: UserAdministrationStore },
  actor: Actor,
  side: UserSide,
  request: UserListRequest,
): Promise<Page<OrganisationUserRow>> => {
  assertCanAdministerUsers(actor, `${side}.list`);
  const scope = side === "notisphere" ? undefined : actor.organizationId;
  const page = await deps.users.list(scope, request);
  return { ...page, items: page.items.map((record) => toUserRow(actor, record)) };
};

export const getOrganisationUser = async (
  deps: { readonly users: UserAdministrationStore },
  actor: Actor,
  side: UserSide,
  userId: string,
): Promise<OrganisationUserRow> => {
  assertCanAdministerUsers(actor, `${side}.view`);
  const record = await deps.users.findMember(actor.organizationId, userId);
  if (!record) throw new NotFound(USER_ADMINISTRATION_MESSAGES.say("notFound"));
  return toUserRow(actor, record);
};

/** The roles the users form offers; those holding a permission the caller lacks are marked not assignable. */
export const listRoleOptions = async (
  deps: { readonly users: UserAdministrationStore },
  actor: Actor,
  side: UserSide,
): Promise<ReadonlyArray<{ id: string; name: string; assignable: boolean }>> => {
  assertCanAdministerUsers(actor, `${side}.roleOptions`);
  const roles = await deps.users.roles(actor.organizationId);
  return roles.map((role) => ({
    id: role.id,
    name: role.name,
    assignable: permissionsBeyond(actor.permissions, role.permissions).length === 0,
  }));
};

export const listSiteOptions = async (
  deps: { readonly users: UserAdministrationStore },
  actor: Actor,
): Promise<readonly SiteOption[]> => {
  assertCanAdministerUsers(actor, "provider.siteOptions");
  return deps.users.siteOptions(actor.organizationId);
};
