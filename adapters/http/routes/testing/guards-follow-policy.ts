import { expect } from "vitest";
import type { Actor } from "#core/access/actor.ts";
import { PERMISSIONS_BY_ORGANIZATION_TYPE, userTypeOfOrganization } from "#core/access/permissions.ts";
import type { AccessRule } from "#core/access/rule.ts";
import { assertRouteAccess } from "../../actor-from-request.ts";
import { guardOf, type Route } from "../../contract.ts";

const actor = (userType: Actor["userType"], permissions: Actor["permissions"]): Actor => ({
  userId: "u",
  userType,
  organizationId: "o",
  permissions,
  roleName: "r",
  siteIds: "all",
});

/** Each user type with no permission, with each permission of the catalogue alone, and with all of its own. */
const sampleActors = (): Actor[] =>
  Object.entries(PERMISSIONS_BY_ORGANIZATION_TYPE).flatMap(([organizationType, own]) => {
    const userType = userTypeOfOrganization(
      organizationType as keyof typeof PERMISSIONS_BY_ORGANIZATION_TYPE,
    );
    const every = Object.values(PERMISSIONS_BY_ORGANIZATION_TYPE).flat();
    return [
      actor(userType, []),
      actor(userType, own),
      ...every.map((permission) => actor(userType, [permission])),
    ];
  });

const passes = (check: () => void): boolean => {
  try {
    check();
    return true;
  } catch {
    return false;
  }
};

/**
 * A context's route table against its policy: the table holds exactly the operations `operationOf` lists, each
 * route's guard is its operation's rule, and for every sample actor the HTTP guard lets through exactly those
 * the use case's own check lets through. A hand-written guard, or a use case checking another rule, fails here.
 */
export const expectGuardsFollowPolicy = <Operation extends string>(
  routes: readonly Route[],
  policy: Readonly<Record<Operation, AccessRule>>,
  operationOf: Readonly<Record<string, Operation>>,
  useCaseCheck: (actor: Actor, operation: Operation) => void,
): void => {
  expect(routes.map((r) => r.contract.operationId).sort()).toEqual(Object.keys(operationOf).sort());
  for (const { contract } of routes) {
    const operation = operationOf[contract.operationId]!;
    expect(contract.access, contract.operationId).toEqual(guardOf(policy[operation]));
    for (const someone of sampleActors())
      expect(
        passes(() => assertRouteAccess(contract.access, someone)),
        `${contract.operationId} for ${someone.userType} holding ${someone.permissions.join(",")}`,
      ).toBe(passes(() => useCaseCheck(someone, operation)));
  }
};
