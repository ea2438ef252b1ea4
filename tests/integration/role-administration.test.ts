import { decodeJwt } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Membership, Organization, Role } from "../../adapters/db/entities.ts";
import { newId } from "../../adapters/db/ids.ts";
import { DEFAULT_ROLES, PERMISSIONS_BY_ORGANIZATION_TYPE } from "../../core/permissions-catalogue.ts";
import type { components } from "../api-types.d.ts";
import {
  invalidField,
  noPermissionAnswer,
  okAnswer,
  refusedAnswer,
  unauthorizedAnswer,
} from "./support/envelopes.ts";
import { startTestPortal, type TestPortal } from "./support/test-portal.ts";

type RolePage = components["schemas"]["RolePage"];
type RoleJson = components["schemas"]["Role"];

const OCHSNER = "Ochsner Health";
const ALL_PROVIDER = PERMISSIONS_BY_ORGANIZATION_TYPE.PROVIDER;
const RECALL_COORDINATOR = DEFAULT_ROLES.PROVIDER.find((r) => r.name === "Recall Coordinator")!.permissions;

let t: TestPortal;
let admin: string;
beforeAll(async () => {
  t = await startTestPortal();
  admin = (await t.signIn("provider.admin@example.org")).access_token;
});
afterAll(() => t.stop());

const unique = (name: string) => `${name} ${newId().slice(-6)}`;
const list = (query = "", token = admin) => t.call<RolePage>("GET", `/provider/roles${query}`, { token });
const create = (body: object, token = admin) => t.call<RoleJson>("POST", "/provider/roles", { token, body });
const update = (id: string, body: object, token = admin) =>
  t.call<RoleJson>("PUT", `/provider/roles/${id}`, { token, body });
const roleNamed = async (name: string, token = admin) =>
  (
    await list(
      `?pageSize=500&filterModel=${encodeURIComponent(JSON.stringify({ name: { filter: name } }))}`,
      token,
    )
  ).body.d.items.find((r) => r.name === name)!;

/** An organisation of its own with one custom role, so its administrators are exactly the users a test makes. */
const providerWithRole = async (roleName: string, permissions: readonly string[]) => {
  const em = t.portal.orm.em.fork();
  const organization = unique("Roles Test Health");
  const id = newId();
  em.create(Organization, { id, name: organization, type: "PROVIDER", status: "ACTIVE", isSso: false });
  em.create(Role, {
    id: newId(),
    organizationId: id,
    organizationType: "PROVIDER",
    name: roleName,
    permissions: [...permissions],
  });
  await em.flush();
  return organization;
};

const roleAnswer = (fields: Partial<RoleJson>) => ({
  id: expect.any(String),
  organizationType: "PROVIDER",
  createdAt: expect.any(String),
  memberCount: 0,
  builtIn: false,
  allowedActions: ["edit", "copy", "delete"],
  ...fields,
});

describe("role administration", () => {
  it("refuses anonymous callers and other sides' users", async () => {
    expect((await t.call("GET", "/provider/roles")).body).toEqual(unauthorizedAnswer);
    const supplier = (await t.signIn("supplier.admin@example.org")).access_token;
    expect((await list("", supplier)).body).toEqual(noPermissionAnswer);
    const responder = (await t.signIn("provider.responder@example.org")).access_token;
    expect((await list("", responder)).body).toEqual(noPermissionAnswer);
  });

  it("lists the organisation's roles with the built-in mark, counts and actions", async () => {
    const answer = await list("?sortField=name&pageSize=500");
    expect(answer.status).toBe(200);
    const administrator = answer.body.d.items.find((r) => r.name === "Administrator");
    expect(administrator).toEqual(
      roleAnswer({
        name: "Administrator",
        builtIn: true,
        permissions: [...ALL_PROVIDER],
        permissionCount: ALL_PROVIDER.length,
        memberCount: expect.any(Number),
        allowedActions: ["view", "copy"],
      }),
    );
    expect(administrator!.memberCount).toBeGreaterThanOrEqual(1);
    const names = answer.body.d.items.map((r) => r.name.toLowerCase());
    expect(names).toEqual([...names].sort());
    for (const builtIn of ["Administrator", "Recall Coordinator", "Sourcing Coordinator", "Responder"])
      expect(answer.body.d.items.find((r) => r.name === builtIn)?.builtIn).toBe(true);
    // The demo data's custom roles (adapters/db/seed/demo-roles.ts) and everyone holding them: the demo's two
    // people, and whoever other test files (sharing this database) have given the role since.
    const biomed = answer.body.d.items.find((r) => r.name === "Biomed Reviewer");
    const holders = await t.portal.orm.em.fork().count(Membership, { roleId: biomed!.id });
    expect(holders).toBeGreaterThanOrEqual(2);
    expect(biomed).toMatchObject({ builtIn: false, memberCount: holders });
    const byMembers = await list("?sortField=memberCount&sortDirection=desc&pageSize=2");
    expect(byMembers.body.d.items[0]!.memberCount >= byMembers.body.d.items[1]!.memberCount).toBe(true);
    expect(byMembers.body.d.total).toBe(answer.body.d.total);
  });

  it("gives the permission catalogue of the side's type, grouped and labelled", async () => {
    const answer = await t.call("GET", "/provider/roles/permissions", { token: admin });
    const groups = answer.body.d as Array<{
      key: string;
      label: string;
      permissions: Array<{ name: string; label: string }>;
    }>;
    expect(groups.map((g) => g.key)).toEqual([
      "reports",
      "communications",
      "responses",
      "locations",
      "organisations",
      "content",
    ]);
    expect(groups.flatMap((g) => g.permissions.map((p) => p.name)).sort()).toEqual([...ALL_PROVIDER].sort());
    expect(groups[2]).toEqual({
      key: "responses",
      label: "Responses",
      permissions: [{ name: "Provider_ResponderRole", label: "Answer recalls (responder)" }],
    });
  });

  it("creates a role, and refuses a duplicate name, a foreign permission and a blank role", async () => {
    const name = unique("Biomed Reviewer");
    const created = await create({
      name: `  ${name} `,
      permissions: ["Provider_ViewDashboard", "Provider_ViewFAQs"],
    });
    expect(created.body).toEqual(
      okAnswer(
        roleAnswer({
          name,
          permissions: ["Provider_ViewDashboard", "Provider_ViewFAQs"],
          permissionCount: 2,
        }),
        "Role created",
      ),
    );
    const duplicate = await create({ name: name.toUpperCase(), permissions: ["Provider_ViewFAQs"] });
    expect(duplicate.status).toBe(400);
    const taken = `A role named '${name.toUpperCase()}' already exists`;
    expect(duplicate.body).toEqual(
      invalidField("name", taken, "roles.nameTaken", { name: name.toUpperCase() }),
    );
    const foreign = await create({ name: unique("Foreign"), permissions: ["Supplier_ManageRecalls"] });
    expect(foreign.status).toBe(400);
    expect(foreign.body.m).toBe(
      "These permissions are not for this organisation's roles: Supplier_ManageRecalls",
    );
    const blank = await create({ name: " ", permissions: [] });
    expect(
      blank.body.error!.fields!.map((f: { field: string; message: string }) => `${f.field}: ${f.message}`),
    ).toEqual(["name: Enter a role name", "permissions: Choose at least one permission"]);
    expect(await roleNamed(name.toUpperCase())).toBeUndefined();
  });

  it("never changes or deletes a built-in role, but copies it to an editable one", async () => {
    const coordinator = await roleNamed("Recall Coordinator");
    const edit = await update(coordinator.id, {
      name: "Recall Coordinator",
      permissions: ["Provider_ViewFAQs"],
    });
    expect(edit.status).toBe(409);
    expect(edit.body).toEqual(
      refusedAnswer(
        "'Recall Coordinator' is a built-in role and can't be changed or deleted; copy it to make your own",
        { code: "Conflict", messageKey: "roles.builtInLocked", params: { name: "Recall Coordinator" } },
      ),
    );
    expect((await t.call("DELETE", `/provider/roles/${coordinator.id}`, { token: admin })).status).toBe(409);
    expect((await roleNamed("Recall Coordinator")).permissions).toEqual([...RECALL_COORDINATOR]);
    const name = unique("Night Coordinator");
    const copy = await t.call("POST", `/provider/roles/${coordinator.id}/copy`, {
      token: admin,
      body: { name },
    });
    expect(copy.body).toEqual(
      okAnswer(
        roleAnswer({
          name,
          permissions: [...RECALL_COORDINATOR],
          permissionCount: RECALL_COORDINATOR.length,
        }),
        "Role copied",
      ),
    );
    const changed = await update(copy.body.d.id, {
      name,
      permissions: ["Provider_ViewFAQs", "Provider_ManageRecalls"],
    });
    expect(changed.body).toEqual(
      okAnswer(
        roleAnswer({
          name,
          permissions: ["Provider_ViewFAQs", "Provider_ManageRecalls"],
          permissionCount: 2,
        }),
        "Role saved",
      ),
    );
  });

  it("refuses deleting a role members hold, saying how many, and deletes it once nobody does", async () => {
    const name = unique("Pharmacy Buyer");
    const role = (await create({ name, permissions: ["Provider_ManageDisruption"] })).body.d;
    await t.createUser({ organization: OCHSNER, role: name, emailPrefix: "buyer" });
    const refused = await t.call("DELETE", `/provider/roles/${role.id}`, { token: admin });
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual(
      refusedAnswer(`'${name}' is held by 1 member(s); give them another role before deleting it`, {
        code: "Conflict",
        messageKey: "roles.inUse",
        params: { name, count: "1" },
      }),
    );
    const unused = (await create({ name: unique("Unused"), permissions: ["Provider_ViewFAQs"] })).body.d;
    expect((await t.call("DELETE", `/provider/roles/${unused.id}`, { token: admin })).body).toEqual(
      okAnswer(null, "Role deleted"),
    );
    expect((await t.call("GET", `/provider/roles/${unused.id}`, { token: admin })).status).toBe(404);
  });

  it("refuses an edit that would leave the organisation without an administrator", async () => {
    const organization = await providerWithRole("Chief Admin", ALL_PROVIDER);
    const chief = await t.createUser({ organization, role: "Chief Admin", emailPrefix: "chief" });
    const token = (await t.signIn(chief.email)).access_token;
    const role = await roleNamed("Chief Admin", token);
    const demoted = ALL_PROVIDER.filter((p) => p !== "Provider_ManageUsers");
    const refused = await update(role.id, { name: "Chief Admin", permissions: demoted }, token);
    expect(refused.body).toEqual(
      refusedAnswer(
        "This change would leave the organisation without an administrator (someone who can manage users)",
        { code: "Conflict", messageKey: "roles.lastAdministrator" },
      ),
    );
    expect((await roleNamed("Chief Admin", token)).permissions).toEqual([...ALL_PROVIDER]);
  });

  it("refuses giving a role permissions the caller does not hold", async () => {
    const organization = await providerWithRole("Role Keeper", ["Provider_ManageRoles", "Provider_ViewFAQs"]);
    const keeper = await t.createUser({ organization, role: "Role Keeper", emailPrefix: "keeper" });
    const token = (await t.signIn(keeper.email)).access_token;
    const raised = await create(
      { name: "Shadow Admin", permissions: ["Provider_ViewFAQs", "Provider_ManageUsers"] },
      token,
    );
    expect(raised.body).toEqual(
      refusedAnswer("You can't give a role permissions you don't hold yourself: Provider_ManageUsers", {
        code: "Forbidden",
        messageKey: "roles.raisesOwnPermissions",
        params: { permissions: "Provider_ManageUsers" },
      }),
    );
    const own = await roleNamed("Role Keeper", token);
    const widened = await update(
      own.id,
      {
        name: "Role Keeper",
        permissions: ["Provider_ManageRoles", "Provider_ViewFAQs", "Provider_ManageUsers"],
      },
      token,
    );
    expect(widened.status).toBe(403);
    expect((await list("", token)).body.d.items.map((r) => r.name)).toEqual(["Role Keeper"]);
  });

  it("never shows or changes another organisation's role", async () => {
    const ochsnerRole = (await create({ name: unique("Ochsner Only"), permissions: ["Provider_ViewFAQs"] }))
      .body.d;
    const mayo = await t.createUser({
      organization: "Mayo Clinic Health System",
      role: "Administrator",
      emailPrefix: "mayo",
    });
    const token = (await t.signIn(mayo.email)).access_token;
    const notFound = refusedAnswer("Role not found", { code: "NotFound", messageKey: "roles.notFound" });
    expect((await t.call("GET", `/provider/roles/${ochsnerRole.id}`, { token })).body).toEqual(notFound);
    expect(
      (await update(ochsnerRole.id, { name: "Taken over", permissions: ["Provider_ViewFAQs"] }, token)).body,
    ).toEqual(notFound);
    expect((await t.call("DELETE", `/provider/roles/${ochsnerRole.id}`, { token })).body).toEqual(notFound);
    expect(
      (await t.call("POST", `/provider/roles/${ochsnerRole.id}/copy`, { token, body: {} })).body,
    ).toEqual(notFound);
    expect((await list("?pageSize=500", token)).body.d.items.some((r) => r.id === ochsnerRole.id)).toBe(
      false,
    );
    expect((await t.call("GET", `/provider/roles/${ochsnerRole.id}`, { token: admin })).status).toBe(200);
  });

  it("ends a member's old token at their next request once their role changes; a refresh carries the new permissions", async () => {
    const name = unique("Regional Coordinator");
    const role = (await create({ name, permissions: ["Provider_ViewDashboard", "Provider_ViewFAQs"] })).body
      .d;
    const member = await t.createUser({ organization: OCHSNER, role: name, emailPrefix: "regional" });
    const session = await t.signIn(member.email);
    expect((await t.call("GET", "/me", { token: session.access_token })).status).toBe(200);
    expect((await update(role.id, { name, permissions: ["Provider_ViewFAQs"] })).status).toBe(200);
    expect((await t.call("GET", "/me", { token: session.access_token })).body).toEqual(unauthorizedAnswer);
    const refreshed = await t.call("POST", "/auth/refreshtoken", {
      body: { refresh_token: session.refresh_token },
    });
    expect(refreshed.status).toBe(200);
    expect(decodeJwt(refreshed.body.d.access_token).permission).toEqual(["Provider_ViewFAQs"]);
    expect((await t.call("GET", "/me", { token: refreshed.body.d.access_token })).status).toBe(200);
  });

  it("works the same on the supplier and operator sides", async () => {
    const supplier = (await t.signIn("supplier.admin@example.org")).access_token;
    const sourcing = (
      await t.call("GET", `/supplier/roles?pageSize=500`, { token: supplier })
    ).body.d.items.find((r: RoleJson) => r.name === "Sourcing Coordinator");
    expect(sourcing?.builtIn).toBe(true);
    const copied = await t.call("POST", `/supplier/roles/${sourcing.id}/copy`, {
      token: supplier,
      body: { name: unique("Supply Planner") },
    });
    expect(copied.body.d.organizationType).toBe("SUPPLIER");
    const operator = (await t.signIn("operator.admin@example.org")).access_token;
    const created = await t.call("POST", "/notisphere/roles", {
      token: operator,
      body: { name: unique("Support Desk"), permissions: ["Notisphere_ViewDashboard", "Provider_ViewFAQs"] },
    });
    expect(created.body.m).toBe("These permissions are not for this organisation's roles: Provider_ViewFAQs");
    expect((await t.call("GET", "/notisphere/roles", { token: supplier })).body).toEqual(noPermissionAnswer);
  });
});
