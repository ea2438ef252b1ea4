import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { components } from "../api-types.d.ts";
import { Membership, Organization, ProviderSite, Role, User } from "../../adapters/db/entities.ts";
import { newId } from "../../adapters/db/ids.ts";
import { argon2Hasher } from "../../adapters/security/argon2-hasher.ts";
import { DEFAULT_ROLES, PERMISSIONS_BY_ORGANIZATION_TYPE } from "../../core/permissions-catalogue.ts";
import {
  invalidField,
  noPermissionAnswer,
  okAnswer,
  pageAnswer,
  refusedAnswer,
  unauthorizedAnswer,
} from "./support/envelopes.ts";
import { DEMO_PASSWORD, startTestPortal, type TestPortal } from "./support/test-portal.ts";

type OrganisationUser = components["schemas"]["OrganisationUser"];
type OrganisationUserPage = components["schemas"]["OrganisationUserPage"];

const NEW_PASSWORD = "Welcome!2026pass";
let t: TestPortal;
let operator: string;

/**
 * A supplier of the test's own, so its administrators can be demoted and deactivated without touching the
 * demo data other test files read: roles Administrator (every supplier permission), User manager (only
 * Supplier_ManageUsers, an administrator who cannot hand out more) and Viewer.
 */
const org = {
  id: newId(),
  name: `Users Test Supplier ${Date.now()}`,
  roles: {} as Record<"Administrator" | "User manager" | "Viewer", string>,
};
const people: Record<string, { id: string; email: string; token: string }> = {};

const addPerson = async (key: string, role: keyof typeof org.roles, firstName: string) => {
  const em = t.portal.orm.em.fork();
  const id = newId();
  const email = `${key}.${id.slice(-12)}@example.org`;
  em.create(User, {
    id,
    email,
    passwordHash: await argon2Hasher.hash(DEMO_PASSWORD),
    firstName,
    lastName: "Tester",
    status: "VERIFIED",
    failedLoginCount: 0,
  });
  em.create(Membership, {
    id: newId(),
    userId: id,
    organizationId: org.id,
    roleId: org.roles[role],
    siteIds: null,
    status: "ACTIVE",
  });
  await em.flush();
  people[key] = { id, email, token: (await t.signIn(email)).access_token };
  return people[key]!;
};

beforeAll(async () => {
  t = await startTestPortal({ devMailbox: true, publicUrl: "https://portal.example.org" });
  operator = (await t.signIn("operator.admin@example.org")).access_token;
  const em = t.portal.orm.em.fork();
  em.create(Organization, {
    id: org.id,
    name: org.name,
    type: "SUPPLIER",
    supplierType: "SUPPLIER",
    status: "ACTIVE",
    isSso: false,
  });
  const roles: Array<[keyof typeof org.roles, string[]]> = [
    ["Administrator", [...PERMISSIONS_BY_ORGANIZATION_TYPE.SUPPLIER]],
    ["User manager", ["Supplier_ManageUsers"]],
    ["Viewer", ["Supplier_ViewFAQs"]],
  ];
  for (const [name, permissions] of roles) {
    org.roles[name] = newId();
    em.create(Role, {
      id: org.roles[name],
      organizationId: org.id,
      organizationType: "SUPPLIER",
      name,
      permissions,
    });
  }
  await em.flush();
  await addPerson("admin", "Administrator", "Ada");
});
afterAll(() => t.stop());

const users = (token: string, query = "") =>
  t.call<OrganisationUserPage>("GET", `/supplier/users${query}`, { token });
const invite = (token: string, body: object) =>
  t.call<OrganisationUser>("POST", "/supplier/users", { token, body });
const act = (token: string, userId: string, action: string) =>
  t.call<OrganisationUser>("POST", `/supplier/users/${userId}/${action}`, { token });
const update = (token: string, userId: string, body: object) =>
  t.call<OrganisationUser>("PUT", `/supplier/users/${userId}`, { token, body });

const mailsTo = async (email: string) => {
  const answer = await t.call<Array<{ subject: string; text: string }>>(
    "GET",
    `/dev/mailbox?to=${encodeURIComponent(email)}`,
    { token: operator },
  );
  expect(answer.status).toBe(200);
  return answer.body.d;
};
/** The invitation link's token, as the page reads it from the address. */
const tokenIn = (text: string): string => {
  const link = /https:\/\/portal\.example\.org\/reset-password\?\S+/.exec(text)?.[0];
  if (!link) throw new Error(`no invitation link in: ${text}`);
  return new URL(link).searchParams.get("invitation") as string;
};
const accept = (email: string, token: string, password = NEW_PASSWORD) =>
  t.call("POST", "/auth/invitation/accept", { body: { email, token, password, confirm_password: password } });
const conflictOf = (m: string) => ({ ok: false, m, d: null, error: { code: "Conflict" } });
const signInAnswer = (email: string, password: string) =>
  t.call("POST", "/auth/token", {
    body: { client_id: "web-client", grant_type: "password", email, password },
  });

/** The whole row of a person of the test organisation. */
const row = (fields: Partial<OrganisationUser> & { id: string; email: string }) => ({
  membershipId: expect.any(String),
  organizationId: org.id,
  organizationName: org.name,
  organizationType: "SUPPLIER",
  firstName: expect.any(String),
  lastName: "Tester",
  phone: null,
  roleId: org.roles.Viewer,
  roleName: "Viewer",
  siteIds: null,
  status: "VERIFIED",
  lastSignInAt: null,
  createdAt: expect.any(String),
  allowedActions: ["edit", "deactivate"],
  ...fields,
});

const INVITATION_INVALID = "This invitation link is not valid. It may have expired or been used already.";

describe("users administration", () => {
  it("refuses anonymous callers and other sides' users", async () => {
    const anonymous = await t.call("GET", "/supplier/users");
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toEqual(unauthorizedAnswer);
    const provider = (await t.signIn("provider.admin@example.org")).access_token;
    const refused = await users(provider);
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual(noPermissionAnswer);
    const coordinator = (await t.signIn("supplier.recalls@example.org")).access_token;
    expect(
      (
        await invite(coordinator, {
          email: "x@example.org",
          firstName: "X",
          lastName: "Y",
          roleId: org.roles.Viewer,
        })
      ).body,
    ).toEqual(noPermissionAnswer);
  });

  it("invites by e-mail: one mail, the link sets the password once, then the person signs in", async () => {
    const admin = people.admin!;
    const email = `Invitee.${Date.now()}@Example.org`;
    const lower = email.toLowerCase();
    const invited = await invite(admin.token, {
      email,
      firstName: "Ivy",
      lastName: "Tester",
      phone: "555-010-2000",
      roleId: org.roles.Viewer,
    });
    expect(invited.status).toBe(200);
    expect(invited.body).toEqual(
      okAnswer(
        row({
          id: expect.any(String),
          email: lower,
          firstName: "Ivy",
          phone: "555-010-2000",
          status: "VERIFICATION",
          allowedActions: ["edit", "resendInvitation", "deactivate"],
        }),
        "User invited",
      ),
    );
    const mails = await mailsTo(lower);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(`You are invited to NotiSphere by ${org.name}`);
    expect(mails[0]!.text).toContain("Ada Tester invited you");
    const token = tokenIn(mails[0]!.text);
    // The account has no password yet: nobody signs in with a guess.
    expect((await signInAnswer(lower, NEW_PASSWORD)).status).toBe(401);

    const accepted = await accept(lower, token);
    expect(accepted.body).toEqual(okAnswer(null, "Your password is set. You can sign in now."));
    const first = await signInAnswer(lower, NEW_PASSWORD);
    expect(first.status).toBe(200);

    const again = await accept(lower, token, "Another!2026pass");
    expect(again.status).toBe(400);
    expect(again.body).toEqual(
      invalidField("token", INVITATION_INVALID, "userAdministration.invitationInvalid"),
    );
    expect((await signInAnswer(lower, "Another!2026pass")).status).toBe(401);

    const listed = await users(admin.token, `?search=${encodeURIComponent("ivy tester")}`);
    expect(listed.body).toEqual(
      pageAnswer({
        total: 1,
        pageSize: 50,
        items: [
          row({
            id: invited.body.d.id,
            email: lower,
            firstName: "Ivy",
            phone: "555-010-2000",
            lastSignInAt: expect.any(String),
          }),
        ],
      }),
    );
  });

  it("refuses a wrong token and a weak password, changing nothing", async () => {
    const email = `weak.${Date.now()}@example.org`;
    await invite(people.admin!.token, {
      email,
      firstName: "Wes",
      lastName: "Tester",
      roleId: org.roles.Viewer,
    });
    const weak = await accept(email, tokenIn((await mailsTo(email))[0]!.text), "short");
    expect(weak.status).toBe(400);
    expect(weak.body.error?.fields?.[0]?.field).toBe("password");
    const wrong = await accept(email, "not-the-token");
    expect(wrong.body).toEqual(
      invalidField("token", INVITATION_INVALID, "userAdministration.invitationInvalid"),
    );
    // The real link still works after one wrong guess.
    expect((await accept(email, tokenIn((await mailsTo(email))[0]!.text))).status).toBe(200);
  });

  it("resends an invitation: the new link works and the old one is dead", async () => {
    const admin = people.admin!;
    const email = `resend.${Date.now()}@example.org`;
    const invited = await invite(admin.token, {
      email,
      firstName: "Rae",
      lastName: "Tester",
      roleId: org.roles.Viewer,
    });
    const oldToken = tokenIn((await mailsTo(email))[0]!.text);
    const resent = await act(admin.token, invited.body.d.id, "resend-invitation");
    expect(resent.body).toEqual(okAnswer(invited.body.d, "Invitation sent again"));
    const mails = await mailsTo(email);
    expect(mails).toHaveLength(2);
    const newToken = tokenIn(mails[0]!.text);
    expect(newToken).not.toBe(oldToken);
    expect((await accept(email, oldToken)).status).toBe(400);
    expect((await accept(email, newToken)).status).toBe(200);
    const done = await act(admin.token, invited.body.d.id, "resend-invitation");
    expect(done.status).toBe(409);
    expect(done.body).toEqual(
      refusedAnswer("Rae Tester has already set a password, so there is no invitation to resend.", {
        code: "Conflict",
        messageKey: "userAdministration.notInvited",
        params: { name: "Rae Tester" },
      }),
    );
  });

  it("refuses a duplicate e-mail in the organisation and adds an existing account without a password", async () => {
    const admin = people.admin!;
    const viewer = await addPerson("dup", "Viewer", "Dee");
    const duplicate = await invite(admin.token, {
      email: viewer.email.toUpperCase(),
      firstName: "D",
      lastName: "T",
      roleId: org.roles.Viewer,
    });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body).toEqual(
      refusedAnswer(`${viewer.email} is already a user of ${org.name}.`, {
        code: "Conflict",
        messageKey: "userAdministration.alreadyMember",
        params: { email: viewer.email, organisation: org.name },
      }),
    );
    // Someone with an account at Acme Medical: a membership here, their own name and password kept.
    const existing = await t.createUser({ organization: "Acme Medical", role: "Recall Coordinator" });
    const added = await invite(admin.token, {
      email: existing.email,
      firstName: "Other",
      lastName: "Name",
      roleId: org.roles.Viewer,
    });
    expect(added.body).toEqual(
      okAnswer(
        row({ id: existing.id, email: existing.email, firstName: "Test", lastName: "User" }),
        "User invited",
      ),
    );
    const mails = await mailsTo(existing.email);
    expect(mails.map((m) => m.subject)).toEqual([`You now have access to ${org.name} on NotiSphere`]);
    expect((await signInAnswer(existing.email, DEMO_PASSWORD)).status).toBe(200);
  });

  it("only gives roles of the caller's own organisation", async () => {
    const acme = await t.portal.orm.em
      .fork()
      .findOneOrFail(Role, { organizationId: await t.organizationId("Acme Medical"), name: "Administrator" });
    const answer = await invite(people.admin!.token, {
      email: `role.${Date.now()}@example.org`,
      firstName: "R",
      lastName: "T",
      roleId: acme.id,
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual(
      invalidField("roleId", "Choose a role of your organisation", "userAdministration.unknownRole"),
    );
  });

  it("never lets anyone raise their own permissions or hand out permissions they lack", async () => {
    const manager = await addPerson("manager", "User manager", "Max");
    const beyond = PERMISSIONS_BY_ORGANIZATION_TYPE.SUPPLIER.filter((p) => p !== "Supplier_ManageUsers").join(
      ", ",
    );
    const refusal = refusedAnswer(`You cannot give a role with permissions you do not hold: ${beyond}`, {
      code: "Forbidden",
      messageKey: "userAdministration.beyondOwnPermissions",
      params: { permissions: beyond },
    });
    const own = await update(manager.token, manager.id, {
      firstName: "Max",
      lastName: "Tester",
      roleId: org.roles.Administrator,
    });
    expect(own.status).toBe(403);
    expect(own.body).toEqual(refusal);
    const options = await t.call("GET", "/supplier/users/role-options", { token: manager.token });
    expect(options.body).toEqual(
      okAnswer([
        { id: org.roles.Administrator, name: "Administrator", assignable: false },
        { id: org.roles["User manager"], name: "User manager", assignable: true },
        { id: org.roles.Viewer, name: "Viewer", assignable: false },
      ]),
    );
    const other = await invite(manager.token, {
      email: `raise.${Date.now()}@example.org`,
      firstName: "R",
      lastName: "T",
      roleId: org.roles.Administrator,
    });
    expect(other.body).toEqual(refusal);
    const viewer = await addPerson("promote", "Viewer", "Pat");
    expect(
      (
        await update(manager.token, viewer.id, {
          firstName: "Pat",
          lastName: "Tester",
          roleId: org.roles.Administrator,
        })
      ).body,
    ).toEqual(refusal);
    const fine = await update(manager.token, viewer.id, {
      firstName: "Patricia",
      lastName: "Tester",
      phone: "555-010-3000",
      roleId: org.roles["User manager"],
    });
    expect(fine.body).toEqual(
      okAnswer(
        row({
          id: viewer.id,
          email: viewer.email,
          firstName: "Patricia",
          phone: "555-010-3000",
          roleId: org.roles["User manager"],
          roleName: "User manager",
          lastSignInAt: expect.any(String),
        }),
        "User saved",
      ),
    );
  });

  it("keeps the last administrator: no self-deactivation, no demotion of the last one, one winner of a race", async () => {
    const second = await t.portal.orm.em.fork().findOneOrFail(Organization, { id: org.id });
    expect(second.name).toBe(org.name);
    // Only Ada, Max and Patricia administer users so far; demote the managers first (Ada may).
    for (const key of ["manager"]) {
      const person = people[key]!;
      expect(
        (
          await update(people.admin!.token, person.id, {
            firstName: "Max",
            lastName: "Tester",
            roleId: org.roles.Viewer,
          })
        ).status,
      ).toBe(200);
    }
    expect(
      (
        await update(people.admin!.token, people.promote!.id, {
          firstName: "Patricia",
          lastName: "Tester",
          roleId: org.roles.Viewer,
        })
      ).status,
    ).toBe(200);
    const admin = people.admin!;
    const self = await act(admin.token, admin.id, "deactivate");
    expect(self.status).toBe(403);
    expect(self.body).toEqual(
      refusedAnswer("You cannot deactivate yourself.", {
        code: "Forbidden",
        messageKey: "userAdministration.selfDeactivation",
      }),
    );
    const demote = await update(admin.token, admin.id, {
      firstName: "Ada",
      lastName: "Tester",
      roleId: org.roles.Viewer,
    });
    expect(demote.status).toBe(409);
    expect(demote.body).toEqual(
      refusedAnswer(
        `Ada Tester is the last administrator of ${org.name}. Give another user an administrator role first.`,
        {
          code: "Conflict",
          messageKey: "userAdministration.lastAdministrator",
          params: { name: "Ada Tester", organisation: org.name },
        },
      ),
    );
    // Two administrators demote each other at once: the organisation lock lets exactly one through (the other
    // is refused as the last administrator, or its request no longer passes once its own role has changed).
    const bea = await addPerson("bea", "Administrator", "Bea");
    const [one, two] = await Promise.all([
      update(admin.token, bea.id, { firstName: "Bea", lastName: "Tester", roleId: org.roles.Viewer }),
      update(bea.token, admin.id, { firstName: "Ada", lastName: "Tester", roleId: org.roles.Viewer }),
    ]);
    expect([one.status, two.status].filter((status) => status === 200)).toHaveLength(1);
    expect([one.status, two.status].find((status) => status !== 200)).toBeOneOf([401, 403, 409]);
    const winner = one.status === 200 ? admin : bea;
    const filter = encodeURIComponent(
      JSON.stringify({ role: { filterType: "text", type: "contains", filter: "Administrator" } }),
    );
    const admins = await users(winner.token, `?filterModel=${filter}`);
    expect(admins.body.d.items.map((u) => u.id)).toEqual([winner.id]);
  });

  it("deactivation ends the person's sessions; reactivation lets them back in", async () => {
    const winner = (await users(people.admin!.token)).status === 200 ? people.admin! : people.bea!;
    const person = await addPerson("leaver", "Viewer", "Lee");
    const session = await t.signIn(person.email);
    expect((await t.call("GET", "/me", { token: session.access_token })).status).toBe(200);
    const deactivated = await act(winner.token, person.id, "deactivate");
    expect(deactivated.body).toEqual(
      okAnswer(
        row({
          id: person.id,
          email: person.email,
          firstName: "Lee",
          status: "DEACTIVATED",
          allowedActions: ["reactivate"],
          lastSignInAt: expect.any(String),
        }),
        "User deactivated",
      ),
    );
    expect((await t.call("GET", "/me", { token: session.access_token })).status).toBe(401);
    expect(
      (await t.call("POST", "/auth/refreshtoken", { body: { refresh_token: session.refresh_token } })).status,
    ).toBe(401);
    expect((await signInAnswer(person.email, DEMO_PASSWORD)).status).not.toBe(200);
    const again = await act(winner.token, person.id, "deactivate");
    expect(again.status).toBe(409);
    const reactivated = await act(winner.token, person.id, "reactivate");
    expect(reactivated.body.d.status).toBe("VERIFIED");
    expect((await signInAnswer(person.email, DEMO_PASSWORD)).status).toBe(200);
  });

  it("unlocks an account locked by wrong passwords", async () => {
    const winner = (await users(people.admin!.token)).status === 200 ? people.admin! : people.bea!;
    const person = await addPerson("locked", "Viewer", "Loki");
    for (let i = 0; i < 5; i++) await signInAnswer(person.email, `Wrong!${i}pass`);
    const locked = await users(winner.token, "?status=LOCKED");
    expect(locked.body.d.items.map((u) => [u.id, u.status, u.allowedActions])).toEqual([
      [person.id, "LOCKED", ["edit", "unlock", "deactivate"]],
    ]);
    const unlocked = await act(winner.token, person.id, "unlock");
    expect(unlocked.body.m).toBe("User unlocked");
    expect(unlocked.body.d.status).toBe("VERIFIED");
    expect((await signInAnswer(person.email, DEMO_PASSWORD)).status).toBe(200);
    expect((await act(winner.token, person.id, "unlock")).status).toBe(409);
  });

  it("keeps another organisation's administrator out", async () => {
    const northwind = (await t.signIn("distributor.admin@example.org")).access_token;
    const target = people.admin!.id;
    const notFound = refusedAnswer("User not found", {
      code: "NotFound",
      messageKey: "userAdministration.notFound",
    });
    expect((await t.call("GET", `/supplier/users/${target}`, { token: northwind })).body).toEqual(notFound);
    expect(
      (await update(northwind, target, { firstName: "X", lastName: "Y", roleId: org.roles.Viewer })).body,
    ).toEqual(notFound);
    for (const action of ["deactivate", "reactivate", "unlock", "resend-invitation"]) {
      const answer = await act(northwind, target, action);
      expect(answer.status, action).toBe(404);
    }
    const listed = await users(northwind, `?search=${encodeURIComponent(people.admin!.email)}`);
    expect(listed.body.d.total).toBe(0);
  });

  it("gives the operator every user of every organisation, read-only outside its own", async () => {
    const all = await t.call<OrganisationUserPage>(
      "GET",
      `/notisphere/users?search=${encodeURIComponent(people.admin!.email)}`,
      { token: operator },
    );
    expect(all.body.d.items.map((u) => [u.organizationName, u.organizationType, u.allowedActions])).toEqual([
      [org.name, "SUPPLIER", []],
    ]);
    const providers = await t.call<OrganisationUserPage>(
      "GET",
      "/notisphere/users?organisationType=PROVIDER&pageSize=500",
      { token: operator },
    );
    expect(providers.body.d.total).toBeGreaterThan(0);
    expect(new Set(providers.body.d.items.map((u) => u.organizationType))).toEqual(new Set(["PROVIDER"]));
    const sorted = await t.call<OrganisationUserPage>(
      "GET",
      "/notisphere/users?sortField=organisationName&pageSize=100",
      { token: operator },
    );
    const names = sorted.body.d.items.map((u) => u.organizationName.toLowerCase());
    expect(names).toEqual([...names].sort());
    const invited = await t.call<OrganisationUserPage>(
      "GET",
      "/notisphere/users?status=VERIFICATION&pageSize=500",
      { token: operator },
    );
    expect(invited.body.d.items.every((u) => u.status === "VERIFICATION")).toBe(true);
  });

  it("gives provider users sites of their own organisation only", async () => {
    const provider = (await t.signIn("provider.admin@example.org")).access_token;
    const options = await t.call<Array<{ id: string; name: string; isCorporate: boolean }>>(
      "GET",
      "/provider/users/site-options",
      { token: provider },
    );
    expect(options.status).toBe(200);
    expect(options.body.d.length).toBeGreaterThan(1);
    const em = t.portal.orm.em.fork();
    const foreignSite = await em.findOneOrFail(ProviderSite, {
      organizationId: { $ne: await t.organizationId("Ochsner Health") },
    });
    const role = await em.findOneOrFail(Role, {
      organizationId: await t.organizationId("Ochsner Health"),
      name: "Responder",
    });
    const base = { firstName: "Sid", lastName: "Tester", roleId: role.id };
    const refused = await t.call("POST", "/provider/users", {
      token: provider,
      body: { ...base, email: `site.${Date.now()}@example.org`, siteIds: [foreignSite.id] },
    });
    expect(refused.body).toEqual(
      invalidField("siteIds", "Choose sites of your organisation", "userAdministration.unknownSites"),
    );
    const two = options.body.d.slice(0, 2).map((s) => s.id);
    const email = `sites.${Date.now()}@example.org`;
    const invited = await t.call<OrganisationUser>("POST", "/provider/users", {
      token: provider,
      body: { ...base, email, siteIds: two },
    });
    expect(invited.body.d.siteIds).toEqual(two);
    expect(invited.body.d.status).toBe("VERIFICATION");
    const supplierSites = await invite(people.admin!.token, {
      ...base,
      email: `s.${Date.now()}@example.org`,
      roleId: org.roles.Viewer,
      siteIds: two,
    });
    expect(supplierSites.status).toBe(400);
  });

  it("keeps every provider site a verified user: no deactivating or moving away its last one", async () => {
    // A health system of its own whose administrator holds the Corporate site only: the demo's administrators
    // see every site, so they would keep any site verified.
    const em = t.portal.orm.em.fork();
    const tag = newId().slice(-8);
    const health = newId();
    em.create(Organization, {
      id: health,
      name: `Night Health ${tag}`,
      type: "PROVIDER",
      status: "ACTIVE",
      isSso: false,
    });
    const roleIds = Object.fromEntries(
      DEFAULT_ROLES.PROVIDER.map((role) => {
        const id = newId();
        em.create(Role, {
          id,
          organizationId: health,
          organizationType: "PROVIDER",
          name: role.name,
          permissions: [...role.permissions],
        });
        return [role.name, id];
      }),
    );
    const corporate = newId();
    const site = newId();
    const placeSite = (id: string, name: string, kind: string) =>
      em.create(ProviderSite, {
        id,
        organizationId: health,
        name,
        kind,
        isCorporate: kind === "CORPORATE",
        externalId: null,
      });
    placeSite(corporate, "Corporate", "CORPORATE");
    placeSite(site, "Night Pharmacy", "DEPARTMENT");
    const person = async (key: string, role: string, siteIds: string[]) => {
      const id = newId();
      em.create(User, {
        id,
        email: `${key}.${tag}@example.org`,
        passwordHash: await argon2Hasher.hash(DEMO_PASSWORD),
        firstName: key,
        lastName: "Night",
        status: "VERIFIED",
        failedLoginCount: 0,
      });
      em.create(Membership, {
        id: newId(),
        userId: id,
        organizationId: health,
        roleId: roleIds[role]!,
        siteIds,
        status: "ACTIVE",
      });
      return id;
    };
    await person("chief", "Administrator", [corporate]);
    const only = await person("nadia", "Responder", [site]);
    await em.flush();
    const admin = (await t.signIn(`chief.${tag}@example.org`)).access_token;

    const refusal = conflictOf(
      "Every site needs at least one verified user. This change would leave 'Night Pharmacy' without one: add a verified user first",
    );
    const deactivated = await t.call("POST", `/provider/users/${only}/deactivate`, { token: admin });
    expect(deactivated.status).toBe(409);
    expect(deactivated.body).toMatchObject(refusal);
    const edit = (siteIds: string[]) =>
      t.call<OrganisationUser>("PUT", `/provider/users/${only}`, {
        token: admin,
        body: { firstName: "nadia", lastName: "Night", roleId: roleIds.Responder, siteIds },
      });
    const moved = await edit([corporate]);
    expect(moved.status).toBe(409);
    expect(moved.body).toMatchObject(refusal);
    const unchanged = await t.portal.orm.em.fork().findOneOrFail(Membership, { userId: only });
    expect([unchanged.status, unchanged.siteIds]).toEqual(["ACTIVE", [site]]);
    // Keeping the site while adding another is fine.
    const widened = await edit([site, corporate]);
    expect(widened.status).toBe(200);
    expect(widened.body.d.siteIds).toEqual([site, corporate]);
  });

  it("shows the demo team in every state, and filters by each status as the rows show it", async () => {
    const acme = (await t.signIn("supplier.admin@example.org")).access_token;
    const page = await users(acme, "?pageSize=500");
    const statuses = new Set(page.body.d.items.map((u) => u.status));
    for (const status of ["VERIFIED", "VERIFICATION", "LOCKED", "DEACTIVATED"])
      expect(statuses).toContain(status);
    expect(page.body.d.items.some((u) => u.lastSignInAt !== null)).toBe(true);
    // The database's status filter and sort agree with the status each row shows (core's rule).
    for (const status of statuses) {
      const filtered = await users(acme, `?pageSize=500&status=${status}`);
      expect(filtered.body.d.items.map((u) => u.id).sort()).toEqual(
        page.body.d.items
          .filter((u) => u.status === status)
          .map((u) => u.id)
          .sort(),
      );
    }
  });
});
