import type { InviteUserInput } from "../../../api/generated/model/inviteUserInput.ts";
import type { OrganisationUser } from "../../../api/generated/model/organisationUser.ts";
import type { RoleOption } from "../../../api/generated/model/roleOption.ts";
import type { UpdateUserInput } from "../../../api/generated/model/updateUserInput.ts";
import * as api from "../../../api/generated/users/users.ts";

export type UserSide = "notisphere" | "supplier" | "provider";

export const sideOfPath = (pathname: string): UserSide => {
  const first = pathname.split("/").filter(Boolean)[0];
  return first === "supplier" || first === "provider" ? first : "notisphere";
};

/** The generated calls of one side, under one set of names, so one screen serves all three. */
export interface UsersApi {
  readonly list: (
    params: Record<string, string>,
    options?: Parameters<typeof api.listSupplierUsers>[1],
  ) => Promise<{ d: { items: OrganisationUser[]; total: number; pageNumber: number; pageSize: number } }>;
  readonly listKey: () => readonly unknown[];
  readonly roleOptions: () => Promise<{ d: RoleOption[] }>;
  readonly invite: (body: InviteUserInput) => Promise<{ d: OrganisationUser }>;
  readonly update: (id: string, body: UpdateUserInput) => Promise<{ d: OrganisationUser }>;
  readonly deactivate: (id: string) => Promise<{ d: OrganisationUser }>;
  readonly reactivate: (id: string) => Promise<{ d: OrganisationUser }>;
  readonly unlock: (id: string) => Promise<{ d: OrganisationUser }>;
  readonly resendInvitation: (id: string) => Promise<{ d: OrganisationUser }>;
}

export const USERS_API: Record<UserSide, UsersApi> = {
  notisphere: {
    list: api.listNotisphereUsers,
    listKey: () => api.getListNotisphereUsersQueryKey(),
    roleOptions: api.listNotisphereUserRoleOptions,
    invite: api.inviteNotisphereUser,
    update: api.updateNotisphereUser,
    deactivate: api.deactivateNotisphereUser,
    reactivate: api.reactivateNotisphereUser,
    unlock: api.unlockNotisphereUser,
    resendInvitation: api.resendInvitationNotisphereUser,
  },
  supplier: {
    list: api.listSupplierUsers,
    listKey: () => api.getListSupplierUsersQueryKey(),
    roleOptions: api.listSupplierUserRoleOptions,
    invite: api.inviteSupplierUser,
    update: api.updateSupplierUser,
    deactivate: api.deactivateSupplierUser,
    reactivate: api.reactivateSupplierUser,
    unlock: api.unlockSupplierUser,
    resendInvitation: api.resendInvitationSupplierUser,
  },
  provider: {
    list: api.listProviderUsers,
    listKey: () => api.getListProviderUsersQueryKey(),
    roleOptions: api.listProviderUserRoleOptions,
    invite: api.inviteProviderUser,
    update: api.updateProviderUser,
    deactivate: api.deactivateProviderUser,
    reactivate: api.reactivateProviderUser,
    unlock: api.unlockProviderUser,
    resendInvitation: api.resendInvitationProviderUser,
  },
};

export const fetchSiteOptions = api.listProviderUserSiteOptions;
