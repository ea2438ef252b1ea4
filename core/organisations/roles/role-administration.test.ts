import { describe, expect, it } from "vitest";
import type { Actor } from "../../access/actor.ts";
import { DEFAULT_ROLES, PERMISSIONS_BY_ORGANIZATION_TYPE } from "../../permissions-catalogue.ts";
import { createFakeRoleStore } from "../../../tests/fakes/role-administration-store.ts";
import { copyRole } from "./copy-role.ts";
import { createRole } from "./create-role.ts";
import { deleteRole } from "./delete-role.ts";
import { getRole } from "./get-role.ts";
import { listRolePermissions } from "./list-role-permissions.ts";
import { listRoles } from "./list-roles.ts";
import { updateRole } from "./update-role.ts";

const ORG = "org-1";
const OTHER_ORG = "org-2";
const ALL_PROVIDER = PERMISSIONS_BY_ORGANIZATION_TYPE.PROVIDER;

/** A provider organisation with its built-in roles, one administrator and one custom role. */
const setup = () => {
  const fake = createFakeRoleStore();
  for (const role of DEFAULT_ROLES.PROVIDER)
    fake.addRole({
      id: `role-${role.name}`,
      organizationId: ORG,
      organizationType: "PROVIDER",
      name: role.name,
      permissions: [...role.permissions],
    });
  fake.addRole({
    id: "custom",
    organizationId: ORG,
    organizationType: "PROVIDER",
    name: "Biomed Reviewer",
    permissions: ["Provider_ViewDashboard", "Provider_ViewFAQs"],
  });
  fake.addRole({
    id: "foreign",
    organizationId: OTHER_ORG,
    organizationType: "PROVIDER",
    name: "Pharmacy Buyer",
    permissions: ["Provider_ViewFAQs"],
  });
  fake.addMember({ userId: "admin", organizationId: ORG, roleId: "role-Administrator", active: true });
  let n = 0;
  return { ...fake, deps: { ...fake.deps, ids: { next: () => `new-${++n}` } } };
};

const admin: Actor = {
  userId: "admin",
  userType: "PROV",
  organizationId: ORG,
  permissions: [...ALL_PROVIDER],
  roleName: "Administrator",
  siteIds: "all",
};

const refusal = async (promise: Promise<unknown>) => {
  try {
    await promise;
    return "resolved";
  } catch (error) {
    const e = error as { _tag: string; message: string };
    return `${e._tag}: ${e.message}`;
  }
};

describe("role administration use cases", () => {
  it("list the caller's organisation's roles only, marking the built-in ones", async () => {
    const { deps } = setup();
    const page = await listRoles(deps, admin, {
      pageNumber: 1,
      pageSize: 50,
      sortField: "name",
      sortDirection: "asc",
      search: undefined,
      filters: {},
    });
    expect(page.items.map((r) => [r.name, r.builtIn, r.memberCount])).toEqual([
      ["Administrator", true, 1],
      ["Recall Coordinator", true, 0],
      ["Sourcing Coordinator", true, 0],
      ["Responder", true, 0],
      ["Biomed Reviewer", false, 0],
    ]);
  });

  it("refuse a user of another side or without ManageRoles", async () => {
    const { deps } = setup();
    expect(await refusal(getRole(deps, { ...admin, permissions: ["Provider_ManageUsers"] }, "custom"))).toBe(
      "Forbidden: You don't have permission to access.",
    );
    expect(
      await refusal(
        getRole(deps, { ...admin, userType: "SUPP", permissions: ["Provider_ManageRoles"] }, "custom"),
      ),
    ).toBe("Forbidden: You don't have permission to access.");
  });

  it("do not find another organisation's role", async () => {
    const { deps } = setup();
    expect(await refusal(getRole(deps, admin, "foreign"))).toBe("NotFound: Role not found");
    expect(await refusal(deleteRole(deps, admin, "foreign"))).toBe("NotFound: Role not found");
  });

  it("create a role with a trimmed name and each permission once", async () => {
    const { deps } = setup();
    const role = await createRole(deps, admin, {
      name: "  Pharmacy Buyer ",
      permissions: ["Provider_ManageDisruption", "Provider_ManageDisruption"],
    });
    expect([role.name, role.permissions, role.builtIn, role.allowedActions]).toEqual([
      "Pharmacy Buyer",
      ["Provider_ManageDisruption"],
      false,
      ["edit", "copy", "delete"],
    ]);
  });

  it("refuse a duplicate name, a foreign permission and permissions the caller lacks", async () => {
    const { deps } = setup();
    expect(
      await refusal(createRole(deps, admin, { name: "BIOMED reviewer", permissions: ["Provider_ViewFAQs"] })),
    ).toBe("ValidationFailed: A role named 'BIOMED reviewer' already exists");
    expect(
      await refusal(createRole(deps, admin, { name: "X", permissions: ["Notisphere_ManageUsers"] })),
    ).toBe(
      "ValidationFailed: These permissions are not for this organisation's roles: Notisphere_ManageUsers",
    );
    const coordinator = {
      ...admin,
      roleName: "Biomed Reviewer",
      permissions: ["Provider_ManageRoles" as const, "Provider_ViewFAQs" as const],
    };
    expect(
      await refusal(
        createRole(deps, coordinator, {
          name: "X",
          permissions: ["Provider_ViewFAQs", "Provider_ManageUsers"],
        }),
      ),
    ).toBe("Forbidden: You can't give a role permissions you don't hold yourself: Provider_ManageUsers");
  });

  it("never change or delete a built-in role, but copy it to an editable one", async () => {
    const { deps } = setup();
    expect(
      await refusal(
        updateRole(deps, admin, "role-Recall Coordinator", {
          name: "RC",
          permissions: ["Provider_ViewFAQs"],
        }),
      ),
    ).toBe(
      "Conflict: 'Recall Coordinator' is a built-in role and can't be changed or deleted; copy it to make your own",
    );
    expect(await refusal(deleteRole(deps, admin, "role-Responder"))).toMatch(
      /^Conflict: 'Responder' is a built-in role/,
    );
    const copy = await copyRole(deps, admin, "role-Recall Coordinator", {});
    expect([copy.name, copy.builtIn, copy.permissions]).toEqual([
      "Copy of Recall Coordinator",
      false,
      DEFAULT_ROLES.PROVIDER.find((r) => r.name === "Recall Coordinator")!.permissions,
    ]);
    // A null or blank name means the default name too; it is taken now, so the copy is refused.
    expect(await refusal(copyRole(deps, admin, "role-Recall Coordinator", { name: null }))).toBe(
      "ValidationFailed: A role named 'Copy of Recall Coordinator' already exists",
    );
    const named = await copyRole(deps, admin, "role-Recall Coordinator", { name: "Night Coordinator" });
    expect(named.name).toBe("Night Coordinator");
    expect(await refusal(copyRole(deps, admin, "role-Recall Coordinator", {}))).toBe(
      "ValidationFailed: A role named 'Copy of Recall Coordinator' already exists",
    );
  });

  it("refuse deleting a role members hold, saying how many", async () => {
    const fake = setup();
    fake.addMember({ userId: "u2", organizationId: ORG, roleId: "custom", active: true });
    fake.addMember({ userId: "u3", organizationId: ORG, roleId: "custom", active: false });
    expect(await refusal(deleteRole(fake.deps, admin, "custom"))).toBe(
      "Conflict: 'Biomed Reviewer' is held by 2 member(s); give them another role before deleting it",
    );
  });

  it("delete a role nobody holds", async () => {
    const fake = setup();
    await deleteRole(fake.deps, admin, "custom");
    expect(fake.roleNamed(ORG, "Biomed Reviewer")).toBeUndefined();
  });

  it("refuse an edit that takes the last administrator away, and allow it when another remains", async () => {
    const fake = setup();
    const adminRole = await copyRole(fake.deps, admin, "role-Administrator", { name: "Site Admin" });
    fake.addMember({ userId: "lead", organizationId: ORG, roleId: adminRole.id, active: true });
    // The built-in Administrator role is the other way to administer, so demote the only other holder's role:
    const onlyAdmins = createFakeRoleStore();
    onlyAdmins.addRole({
      id: "sa",
      organizationId: ORG,
      organizationType: "PROVIDER",
      name: "Site Admin",
      permissions: [...ALL_PROVIDER],
    });
    onlyAdmins.addMember({ userId: "admin", organizationId: ORG, roleId: "sa", active: true });
    onlyAdmins.addMember({ userId: "gone", organizationId: ORG, roleId: "sa", active: false });
    const demote = {
      name: "Site Admin",
      permissions: ALL_PROVIDER.filter((p) => p !== "Provider_ManageUsers"),
    };
    const asOther = { ...admin, roleName: "Someone Else" };
    expect(await refusal(updateRole(onlyAdmins.deps, asOther, "sa", demote))).toBe(
      "Conflict: This change would leave the organisation without an administrator (someone who can manage users)",
    );
    expect(onlyAdmins.roleNamed(ORG, "Site Admin")!.permissions).toContain("Provider_ManageUsers");
    // With the built-in Administrator still held, the same demotion is allowed and reports who holds it.
    const change = await updateRole(fake.deps, asOther, adminRole.id, demote);
    expect([change.role.permissions.includes("Provider_ManageUsers"), change.memberUserIds]).toEqual([
      false,
      ["lead"],
    ]);
  });

  it("refuse adding permissions to the role the caller holds", async () => {
    const fake = setup();
    // The caller's token holds ViewContact although their role (Biomed Reviewer) does not.
    const reviewer = {
      ...admin,
      roleName: "Biomed Reviewer",
      permissions: [
        "Provider_ManageRoles" as const,
        "Provider_ViewDashboard" as const,
        "Provider_ViewFAQs" as const,
        "Provider_ViewContact" as const,
      ],
    };
    expect(
      await refusal(
        updateRole(fake.deps, reviewer, "custom", {
          name: "Biomed Reviewer",
          permissions: ["Provider_ViewDashboard", "Provider_ViewFAQs", "Provider_ViewContact"],
        }),
      ),
    ).toBe("Forbidden: You can't add permissions to your own role");
    // Narrowing it is allowed.
    const narrowed = await updateRole(fake.deps, reviewer, "custom", {
      name: "Biomed Reviewer",
      permissions: ["Provider_ViewFAQs"],
    });
    expect(narrowed.role.permissions).toEqual(["Provider_ViewFAQs"]);
  });

  it("give the permission catalogue of the caller's type, grouped and labelled", () => {
    const groups = listRolePermissions({ ...admin, userType: "SUPP", permissions: ["Supplier_ManageRoles"] });
    const names = groups.flatMap((g) => g.permissions.map((p) => p.name));
    expect([...names].sort()).toEqual([...PERMISSIONS_BY_ORGANIZATION_TYPE.SUPPLIER].sort());
    expect(groups.find((g) => g.key === "communications")).toEqual({
      key: "communications",
      label: "Recalls and disruptions",
      permissions: [
        { name: "Supplier_ManageRecalls", label: "Manage recalls" },
        { name: "Supplier_ManageDisruption", label: "Manage product disruptions" },
      ],
    });
  });
});
