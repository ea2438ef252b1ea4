import { expect } from "vitest";
import type { Actor } from "#core/access/actor.ts";
import { userTypeOfOrganization } from "#core/access/permissions.ts";
import { PERMISSIONS_BY_ORGANIZATION_TYPE } from "#core/permissions-catalogue.ts";
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

/** The message the check refused with, or undefined when it let the actor through. */
const refusalOf = (check: () => void): string | undefined => {
  try {
    check();
    return undefined;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
};

/**
 * A context's route table against its policy: the table holds exactly the operations `operationOf` lists
 * ("public" for the routes anyone may call), each other route's guard is its operation's rule, and for every
 * sample actor the HTTP guard lets through exactly those the use case's own check lets through (when the rule
 * leaves refusing to the use case, the guard lets everyone through and the use case refuses with the rule's
 * message). A hand-written guard, or a use case checking another rule, fails here.
 */
export const expectGuardsFollowPolicy = <Operation extends string>(
  routes: readonly Route[],
  policy: Readonly<Record<Operation, AccessRule>>,
  operationOf: Readonly<Record<string, Operation | "public">>,
  useCaseCheck: (actor: Actor, operation: Operation) => void,
): void => {
  expect(routes.map((r) => r.contract.operationId).sort()).toEqual(Object.keys(operationOf).sort());
  for (const { contract } of routes) {
    const operation = operationOf[contract.operationId]!;
    if (operation === "public") {
      expect(contract.access, contract.operationId).toEqual({ kind: "public" });
      continue;
    }
    const rule = policy[operation];
    expect(contract.access, contract.operationId).toEqual(guardOf(rule));
    for (const someone of sampleActors()) {
      const label = `${contract.operationId} for ${someone.userType} holding ${someone.permissions.join(",")}`;
      const byRoute = refusalOf(() => assertRouteAccess(contract.access, someone));
      const byUseCase = refusalOf(() => useCaseCheck(someone, operation));
      if (rule.refusal === undefined) expect(byRoute === undefined, label).toBe(byUseCase === undefined);
      else {
        expect(byRoute, label).toBeUndefined();
        if (byUseCase !== undefined) expect(byUseCase, label).toBe(rule.refusal);
      }
    }
  }
};
