import { describe, it } from "vitest";
import { assertCanAdministerRoles, ROLE_POLICY, type RoleSide } from "#core/organisations/roles/policy.ts";
import type { Route } from "../../contract.ts";
import { expectGuardsFollowPolicy } from "../testing/guards-follow-policy.ts";
import { roleRoutes } from "./roles.routes.ts";

const OPERATION_OF: Record<string, RoleSide> = Object.fromEntries(
  (["Notisphere", "Supplier", "Provider"] as const).flatMap((name) =>
    [
      `list${name}Roles`,
      `list${name}RolePermissions`,
      `get${name}Role`,
      `create${name}Role`,
      `update${name}Role`,
      `delete${name}Role`,
      `copy${name}Role`,
    ].map((operationId) => [operationId, name.toLowerCase() as RoleSide]),
  ),
);

describe("role administration routes", () => {
  it("are guarded by the role policy of their side, as the use cases check it", () => {
    expectGuardsFollowPolicy(
      roleRoutes as unknown as readonly Route[],
      ROLE_POLICY,
      OPERATION_OF,
      assertCanAdministerRoles,
    );
  });
});
