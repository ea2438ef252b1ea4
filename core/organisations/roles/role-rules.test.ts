import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { OrganizationType } from "../../access/permissions.ts";
import { PERMISSIONS_BY_ORGANIZATION_TYPE } from "../../permissions-catalogue.ts";
import {
  addedToOwnRole,
  administratorCount,
  foreignPermissions,
  leavesWithoutAdministrator,
  permissionsBeyondCaller,
  roleDraftProblems,
  type RoleHolding,
} from "./role-rules.ts";
import { copyNameOf, isBuiltInRole, roleActions } from "./role.ts";

const TYPES: OrganizationType[] = ["NOTISPHERE", "SUPPLIER", "PROVIDER"];
const fieldsOf = (problems: ReadonlyArray<{ field: string; message: string }>) =>
  problems.map((p) => `${p.field}: ${p.message}`);

describe("roleDraftProblems", () => {
  const ok = { name: "Biomed Reviewer", permissions: ["Provider_ViewDashboard"] };

  it("accepts a fresh name of 1 to 100 characters with permissions of the type", () => {
    expect(roleDraftProblems("PROVIDER", ok, ["Administrator", "Responder"])).toEqual([]);
    expect(roleDraftProblems("PROVIDER", { ...ok, name: "x" }, [])).toEqual([]);
    expect(roleDraftProblems("PROVIDER", { ...ok, name: "n".repeat(100) }, [])).toEqual([]);
  });

  it("refuses a blank name, and one of 101 characters", () => {
    expect(fieldsOf(roleDraftProblems("PROVIDER", { ...ok, name: "   " }, []))).toEqual([
      "name: Enter a role name",
    ]);
    expect(fieldsOf(roleDraftProblems("PROVIDER", { ...ok, name: "n".repeat(101) }, []))).toEqual([
      "name: A role name has at most 100 characters",
    ]);
  });

  it("refuses a name another role has, whatever its case and spaces", () => {
    expect(
      fieldsOf(roleDraftProblems("PROVIDER", { ...ok, name: " biomed REVIEWER " }, ["Biomed Reviewer"])),
    ).toEqual(["name: A role named 'biomed REVIEWER' already exists"]);
  });

  it("refuses a built-in role's name even when the organisation lacks that role", () => {
    expect(
      fieldsOf(
        roleDraftProblems(
          "SUPPLIER",
          { ...ok, name: "recall coordinator", permissions: ["Supplier_ViewFAQs"] },
          [],
        ),
      ),
    ).toEqual(["name: 'recall coordinator' is the name of a built-in role; choose another"]);
    // Responder is built in for providers only, so a supplier may use the name.
    expect(
      roleDraftProblems("SUPPLIER", { name: "Responder", permissions: ["Supplier_ViewFAQs"] }, []),
    ).toEqual([]);
  });

  it("refuses no permission at all and permissions of another type or unknown", () => {
    expect(fieldsOf(roleDraftProblems("PROVIDER", { ...ok, permissions: [] }, []))).toEqual([
      "permissions: Choose at least one permission",
    ]);
    expect(
      fieldsOf(
        roleDraftProblems(
          "PROVIDER",
          { ...ok, permissions: ["Provider_ViewFAQs", "Supplier_ManageRecalls", "Nope"] },
          [],
        ),
      ),
    ).toEqual([
      "permissions: These permissions are not for this organisation's roles: Supplier_ManageRecalls, Nope",
    ]);
  });

  it("finds every permission of another type foreign, and none of its own (property)", () => {
    fc.assert(
      fc.property(fc.constantFrom(...TYPES), fc.constantFrom(...TYPES), fc.nat(), (type, other, pick) => {
        const own = PERMISSIONS_BY_ORGANIZATION_TYPE[type];
        const theirs = PERMISSIONS_BY_ORGANIZATION_TYPE[other];
        const permission = theirs[pick % theirs.length]!;
        const foreign = foreignPermissions(type, [permission]);
        expect(foreign.length === 0).toBe(own.includes(permission));
      }),
    );
  });
});

describe("permissionsBeyondCaller", () => {
  it("lists what the caller does not hold, each once", () => {
    expect(permissionsBeyondCaller(["A", "B"], ["A", "C", "C", "D"])).toEqual(["C", "D"]);
    expect(permissionsBeyondCaller(["A", "B"], ["B"])).toEqual([]);
  });

  it("is empty exactly when the wanted permissions are a subset of the held ones (property)", () => {
    const all = PERMISSIONS_BY_ORGANIZATION_TYPE.PROVIDER;
    fc.assert(
      fc.property(fc.subarray([...all]), fc.subarray([...all]), (held, wanted) => {
        const beyond = permissionsBeyondCaller(held, wanted);
        expect(beyond.length === 0).toBe(wanted.every((p) => held.includes(p)));
        for (const p of beyond) expect(held).not.toContain(p);
      }),
    );
  });
});

describe("addedToOwnRole", () => {
  const role = { name: "Biomed Reviewer", permissions: ["A", "B"] };
  it("lists what an edit adds to the role the caller holds", () => {
    expect(addedToOwnRole("biomed reviewer", role, ["A", "C"])).toEqual(["C"]);
    expect(addedToOwnRole("Biomed Reviewer", role, ["A"])).toEqual([]);
  });
  it("says nothing about roles the caller does not hold", () => {
    expect(addedToOwnRole("Administrator", role, ["A", "C"])).toEqual([]);
  });
});

describe("last administrator", () => {
  const admin = (id: string, activeMembers: number): RoleHolding => ({
    roleId: id,
    permissions: ["Provider_ManageUsers", "Provider_ManageRoles"],
    activeMembers,
  });
  const plain = (id: string, activeMembers: number): RoleHolding => ({
    roleId: id,
    permissions: ["Provider_ViewFAQs"],
    activeMembers,
  });

  it("counts active members of roles that manage users", () => {
    expect(administratorCount("PROVIDER", [admin("a", 2), plain("b", 5), admin("c", 1)])).toBe(3);
    expect(administratorCount("SUPPLIER", [admin("a", 2)])).toBe(0);
  });

  it("refuses taking user management from the only role whose members administer", () => {
    const roles = [admin("a", 1), plain("b", 4)];
    expect(leavesWithoutAdministrator("PROVIDER", roles, "a", ["Provider_ManageRoles"])).toBe(true);
    expect(leavesWithoutAdministrator("PROVIDER", roles, "a", ["Provider_ManageUsers"])).toBe(false);
    expect(leavesWithoutAdministrator("PROVIDER", roles, "b", ["Provider_ViewFAQs"])).toBe(false);
  });

  it("lets it go when another role still has an active administrator, or the role has no active member", () => {
    expect(
      leavesWithoutAdministrator("PROVIDER", [admin("a", 1), admin("c", 1)], "a", ["Provider_ViewFAQs"]),
    ).toBe(false);
    expect(
      leavesWithoutAdministrator("PROVIDER", [admin("a", 1), admin("c", 0)], "c", ["Provider_ViewFAQs"]),
    ).toBe(false);
    expect(
      leavesWithoutAdministrator("PROVIDER", [admin("a", 1), admin("c", 0)], "a", ["Provider_ViewFAQs"]),
    ).toBe(true);
  });

  it("never leaves an organisation that had an administrator with none (property)", () => {
    const holding = fc.record({
      roleId: fc.uuid(),
      permissions: fc.subarray([...PERMISSIONS_BY_ORGANIZATION_TYPE.PROVIDER]),
      activeMembers: fc.nat({ max: 3 }),
    });
    fc.assert(
      fc.property(
        fc.uniqueArray(holding, { minLength: 1, maxLength: 6, selector: (r) => r.roleId }),
        fc.nat(),
        fc.subarray([...PERMISSIONS_BY_ORGANIZATION_TYPE.PROVIDER]),
        (roles, pick, next) => {
          const target = roles[pick % roles.length]!;
          const refused = leavesWithoutAdministrator("PROVIDER", roles, target.roleId, next);
          // Oracle: count administrators by hand before and after.
          const count = (list: RoleHolding[]) =>
            list
              .filter((r) => r.permissions.includes("Provider_ManageUsers"))
              .reduce((n, r) => n + r.activeMembers, 0);
          const before = count(roles);
          const after = count(
            roles.map((r) => (r.roleId === target.roleId ? { ...r, permissions: next } : r)),
          );
          expect(refused).toBe(before > 0 && after === 0);
        },
      ),
    );
  });
});

describe("built-in roles", () => {
  it("are the spec's default roles of each type, by name without regard to case", () => {
    expect(isBuiltInRole("PROVIDER", "Administrator")).toBe(true);
    expect(isBuiltInRole("PROVIDER", "responder")).toBe(true);
    expect(isBuiltInRole("PROVIDER", "Sourcing Coordinator")).toBe(true);
    expect(isBuiltInRole("SUPPLIER", "Sourcing Coordinator")).toBe(true);
    expect(isBuiltInRole("SUPPLIER", "Responder")).toBe(false);
    expect(isBuiltInRole("NOTISPHERE", "notisphereadmin")).toBe(true);
    expect(isBuiltInRole("NOTISPHERE", "Provider Read Only")).toBe(true);
    expect(isBuiltInRole("NOTISPHERE", "Administrator")).toBe(false);
    expect(isBuiltInRole("PROVIDER", "Biomed Reviewer")).toBe(false);
  });

  it("offer view and copy only; other roles edit, copy and delete", () => {
    expect(roleActions("PROVIDER", "Recall Coordinator")).toEqual(["view", "copy"]);
    expect(roleActions("PROVIDER", "Biomed Reviewer")).toEqual(["edit", "copy", "delete"]);
  });

  it("copy to 'Copy of <name>', cut to 100 characters", () => {
    expect(copyNameOf("Recall Coordinator")).toBe("Copy of Recall Coordinator");
    expect(copyNameOf("n".repeat(100))).toHaveLength(100);
  });
});
