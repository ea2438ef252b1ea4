import { describe, it } from "vitest";
import { assertCanAdministerUsers } from "#core/organisations/users/authorize.ts";
import type { UserAdministrationOperation } from "#core/organisations/users/policy.ts";
import { USER_ADMINISTRATION_POLICY } from "#core/organisations/users/policy.ts";
import { USER_SIDES } from "#core/organisations/users/user-administration.ts";
import type { Route } from "../../contract.ts";
import { expectGuardsFollowPolicy } from "../testing/guards-follow-policy.ts";
import { userAdministrationRoutes } from "./users-index.ts";

const TITLE = { notisphere: "Notisphere", supplier: "Supplier", provider: "Provider" } as const;

const OPERATION_OF: Record<string, UserAdministrationOperation | "public"> = {
  ...Object.fromEntries(
    USER_SIDES.flatMap((side) => [
      [`list${TITLE[side]}Users`, `${side}.list`],
      [`get${TITLE[side]}User`, `${side}.view`],
      [`invite${TITLE[side]}User`, `${side}.invite`],
      [`update${TITLE[side]}User`, `${side}.update`],
      [`deactivate${TITLE[side]}User`, `${side}.deactivate`],
      [`reactivate${TITLE[side]}User`, `${side}.reactivate`],
      [`unlock${TITLE[side]}User`, `${side}.unlock`],
      [`resendInvitation${TITLE[side]}User`, `${side}.resendInvitation`],
      [`list${TITLE[side]}UserRoleOptions`, `${side}.roleOptions`],
    ]),
  ),
  listProviderUserSiteOptions: "provider.siteOptions",
  acceptInvitation: "public",
};

describe("users routes", () => {
  it("are guarded by the users policy, as the use cases check it", () => {
    expectGuardsFollowPolicy(
      userAdministrationRoutes as readonly Route[],
      USER_ADMINISTRATION_POLICY,
      OPERATION_OF,
      assertCanAdministerUsers,
    );
  });
});
