import { Schema } from "effect";
import { changePassword, getMyOrganization, getProfile, updateProfile } from "#core/identity/auth/profile.ts";
import { AUTH_MESSAGES } from "#core/identity/auth/policy.ts";
import { getGridState, resetGridState, saveGridState } from "#core/identity/preferences/grid-state.ts";
import { IDENTITY_POLICY } from "#core/identity/policy.ts";
import { guardOf, requireActor } from "../../contract.ts";
import { route } from "./deps.ts";
import {
  ChangePasswordRequest,
  GridState,
  Organization,
  Profile,
  SaveGridStateRequest,
  TableKeyParams,
  UpdateProfileRequest,
} from "./me.schemas.ts";

export const meRoutes = [
  route(
    {
      method: "get",
      path: "/me",
      operationId: "getMe",
      tag: "profile",
      summary: "The signed-in user, the organisation acted for, and all memberships",
      access: guardOf(IDENTITY_POLICY.getProfile),
      response: Profile,
    },
    async ({ actor, services }) => getProfile({ profiles: services.stores().profiles }, requireActor(actor)),
  ),
  route(
    {
      method: "put",
      path: "/me",
      operationId: "updateMe",
      tag: "profile",
      summary: "Update first name, last name and phone",
      access: guardOf(IDENTITY_POLICY.updateProfile),
      body: UpdateProfileRequest,
      response: Profile,
      successMessage: "Profile updated",
    },
    async ({ actor, body, services }) =>
      updateProfile({ profiles: services.stores().profiles }, requireActor(actor), {
        firstName: body.first_name,
        lastName: body.last_name,
        phone: body.phone ?? null,
      }),
  ),
  route(
    {
      method: "put",
      path: "/me/change-password",
      operationId: "changeMyPassword",
      tag: "profile",
      summary: "Change the password (ends every session; sign in again)",
      access: guardOf(IDENTITY_POLICY.changePassword),
      body: ChangePasswordRequest,
      response: Schema.Null,
      successMessage: AUTH_MESSAGES.passwordChanged,
    },
    async ({ actor, body, services }) => {
      const me = requireActor(actor);
      const stores = services.stores();
      await changePassword(
        {
          accounts: stores.accounts,
          unitOfWork: stores.unitOfWork,
          hasher: services.hasher,
          clock: services.clock,
        },
        me,
        {
          oldPassword: body.old_password,
          password: body.password,
          confirmPassword: body.confirm_password,
        },
      );
      services.sessions.forget({ userId: me.userId });
      return null;
    },
  ),
  route(
    {
      method: "get",
      path: "/me/organization",
      operationId: "getMyOrganization",
      tag: "profile",
      summary: "The organisation the session acts for",
      access: guardOf(IDENTITY_POLICY.getMyOrganization),
      response: Organization,
      errors: [404],
    },
    async ({ actor, services }) =>
      getMyOrganization({ memberships: services.stores().memberships }, requireActor(actor)),
  ),
  route(
    {
      method: "get",
      path: "/me/grid-state/{tableKey}",
      operationId: "getGridState",
      tag: "profile",
      summary: "Saved column state and filters of one grid, for this user and login type (null when none)",
      access: guardOf(IDENTITY_POLICY.getGridState),
      params: TableKeyParams,
      response: GridState,
    },
    async ({ actor, params, services }) =>
      getGridState({ gridStates: services.stores().gridStates }, requireActor(actor), params.tableKey),
  ),
  route(
    {
      method: "put",
      path: "/me/grid-state/{tableKey}",
      operationId: "saveGridState",
      tag: "profile",
      summary: "Save the column state and filters of one grid",
      access: guardOf(IDENTITY_POLICY.saveGridState),
      params: TableKeyParams,
      body: SaveGridStateRequest,
      response: Schema.Null,
    },
    async ({ actor, params, body, services }) => {
      await saveGridState(
        { gridStates: services.stores().gridStates },
        requireActor(actor),
        params.tableKey,
        body.state,
      );
      return null;
    },
  ),
  route(
    {
      method: "delete",
      path: "/me/grid-state/{tableKey}",
      operationId: "resetGridState",
      tag: "profile",
      summary: "Forget the saved state of one grid (the column chooser's Reset)",
      access: guardOf(IDENTITY_POLICY.resetGridState),
      params: TableKeyParams,
      response: Schema.Null,
    },
    async ({ actor, params, services }) => {
      await resetGridState(
        { gridStates: services.stores().gridStates },
        requireActor(actor),
        params.tableKey,
      );
      return null;
    },
  ),
];
