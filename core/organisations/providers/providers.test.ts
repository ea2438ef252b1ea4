import { describe, expect, it } from "vitest";
import type { Actor } from "../../access/actor.ts";
import { DEFAULT_ROLES } from "../../permissions-catalogue.ts";
import { allows } from "../../access/rule.ts";
import { ALL_PERMISSIONS } from "../../permissions-catalogue.ts";
import {
  createFakeProviderContactStore,
  createFakeProviderRepository,
  createProviderData,
} from "../../../tests/fakes/provider-stores.ts";
import { createCountingIds, createFakeClock, createFakeSecrets } from "../../../tests/fakes/security.ts";
import { saveContacts } from "./contact-info.ts";
import { PROVIDER_POLICY } from "./policy.ts";
import { createProvider, deactivateProvider, updateProvider } from "./save-provider.ts";
import { sendToNonVerifiedUsers, sendVerification } from "./send-verification.ts";

const operator: Actor = {
  userId: "op",
  userType: "NOTISPHERE",
  organizationId: "noti",
  permissions: ["Notisphere_ManageProviders"],
  roleName: "notisphereadmin",
  siteIds: "all",
};
const address = { add1: "1514 Jefferson Hwy", city: "Jefferson", state: "la", zip: "70121" };
const REQUEST = "0195f000-0000-7000-8000-000000000001";

const setup = () => {
  const data = createProviderData();
  const deps = {
    providers: createFakeProviderRepository(data),
    providerContacts: createFakeProviderContactStore(data),
    ids: createCountingIds(),
    clock: createFakeClock(),
    secrets: createFakeSecrets(),
    publicUrl: "https://portal.example.org/",
  };
  return { data, deps };
};

describe("provider policy", () => {
  it("lets only an operator holding Notisphere_ManageProviders manage providers; pickers also the read-only operator", () => {
    for (const permission of ALL_PERMISSIONS)
      for (const userType of ["NOTISPHERE", "SUPP", "PROV"] as const) {
        const someone = { userType, permissions: [permission] };
        for (const [operation, rule] of Object.entries(PROVIDER_POLICY)) {
          const expected =
            userType === "NOTISPHERE" &&
            (permission === "Notisphere_ManageProviders" ||
              (operation === "providersOptions" && permission === "Notisphere_ProviderReadOnly"));
          expect(allows(someone, rule), `${operation} ${userType} ${permission}`).toBe(expected);
        }
      }
  });
});

describe("creating and changing providers", () => {
  it("creates the built-in roles and a Corporate site, with the state in capitals", async () => {
    const { data, deps } = setup();
    const created = await createProvider(deps, operator, { name: " Ochsner  Health ", ...address });
    expect(created).toMatchObject({ name: "Ochsner Health", state: "LA", status: "ACTIVE" });
    expect(data.roles.map((r) => r.name)).toEqual(DEFAULT_ROLES.PROVIDER.map((r) => r.name));
    expect(data.corporateSites).toEqual([{ id: expect.any(String), organizationId: created.id }]);
    expect(created.allowedActions).toEqual(["edit", "contactInfo", "deactivate"]);
  });
  it("refuses a name another provider has in any case, on create and on edit, but keeps one's own", async () => {
    const { data, deps } = setup();
    const ochsner = await createProvider(deps, operator, { name: "Ochsner Health", ...address });
    const mayo = await createProvider(deps, operator, { name: "Mayo Clinic", ...address });
    await expect(
      createProvider(deps, operator, { name: "OCHSNER health", ...address }),
    ).rejects.toMatchObject({
      _tag: "ValidationFailed",
      fields: [{ field: "name", message: "A health system with this name already exists" }],
    });
    await expect(
      updateProvider(deps, operator, mayo.id, { name: "ochsner health", ...address }),
    ).rejects.toMatchObject({
      _tag: "ValidationFailed",
    });
    await expect(
      updateProvider(deps, operator, ochsner.id, { name: "OCHSNER HEALTH", ...address }),
    ).resolves.toMatchObject({
      name: "OCHSNER HEALTH",
    });
    expect(data.providers).toHaveLength(2);
  });
  it("refuses a supplier or provider user, and a read-only operator, before touching anything", async () => {
    const { data, deps } = setup();
    for (const actor of [
      { ...operator, userType: "SUPP" as const, permissions: ["Supplier_ManageUsers" as const] },
      { ...operator, userType: "PROV" as const, permissions: ["Provider_ManageUsers" as const] },
      { ...operator, permissions: ["Notisphere_ProviderReadOnly" as const] },
    ])
      await expect(createProvider(deps, actor, { name: "X", ...address })).rejects.toMatchObject({
        _tag: "Forbidden",
      });
    expect(data.providers).toHaveLength(0);
  });
  it("deactivates once; a second time is a conflict", async () => {
    const { deps } = setup();
    const created = await createProvider(deps, operator, { name: "Ochsner Health", ...address });
    await deactivateProvider(deps, operator, created.id);
    await expect(deactivateProvider(deps, operator, created.id)).rejects.toMatchObject({ _tag: "Conflict" });
    await expect(deactivateProvider(deps, operator, "nope")).rejects.toMatchObject({ _tag: "NotFound" });
  });
});

describe("verification emails", () => {
  const withContacts = async () => {
    const { data, deps } = setup();
    const provider = await createProvider(deps, operator, { name: "Ochsner Health", ...address });
    const contacts = await saveContacts(deps, operator, {
      organizationId: provider.id,
      contacts: [
        { firstName: "Ana", lastName: "Ruiz", email: "Ana.Ruiz@Ochsner.org", title: "CMO" },
        { firstName: "Ben", lastName: "Cole", email: "ben.cole@ochsner.org" },
      ],
    });
    const administrator = data.roles.find((r) => r.name === "Administrator")!;
    return { data, deps, provider, contacts, administrator };
  };

  it("emails each chosen contact a link, creating the account and membership with the chosen role", async () => {
    const { data, deps, provider, contacts, administrator } = await withContacts();
    const outcome = await sendVerification(deps, operator, {
      organizationId: provider.id,
      requestId: REQUEST,
      contactIds: [contacts[0]!.id],
      roleId: administrator.id,
    });
    expect(outcome).toEqual({ sent: 1, repeated: false });
    const [delivery] = data.batches[0]!.deliveries;
    expect(delivery!.mail.to).toBe("ana.ruiz@ochsner.org");
    expect(delivery!.mail.text).toContain("Hello Ana,");
    expect(delivery!.mail.text).toContain("added as Administrator");
    expect(delivery!.mail.text).toMatch(
      /https:\/\/portal\.example\.org\/reset-password\?invitation=\S+&email=ana\.ruiz%40ochsner\.org/,
    );
    expect(data.users).toMatchObject([{ email: "ana.ruiz@ochsner.org", status: "VERIFICATION" }]);
    expect(data.members).toMatchObject([
      { organizationId: provider.id, roleId: administrator.id, status: "ACTIVE" },
    ]);
  });
  it("sends nothing again for the same request id", async () => {
    const { data, deps, provider, contacts, administrator } = await withContacts();
    const input = {
      organizationId: provider.id,
      requestId: REQUEST,
      contactIds: [contacts[0]!.id],
      roleId: administrator.id,
    };
    await sendVerification(deps, operator, input);
    await expect(sendVerification(deps, operator, input)).resolves.toEqual({ sent: 0, repeated: true });
    expect(data.batches).toHaveLength(1);
  });
  it("refuses a contact who already verified, an unknown contact, a foreign role and an empty choice", async () => {
    const { data, deps, provider, contacts, administrator } = await withContacts();
    data.users.push({
      id: "u1",
      email: "ben.cole@ochsner.org",
      firstName: "Ben",
      lastName: "Cole",
      status: "VERIFIED",
      lockedAt: null,
    });
    const base = { organizationId: provider.id, requestId: REQUEST, roleId: administrator.id };
    await expect(
      sendVerification(deps, operator, { ...base, contactIds: [contacts[1]!.id] }),
    ).rejects.toMatchObject({
      message: "ben.cole@ochsner.org has already verified their email address",
    });
    await expect(sendVerification(deps, operator, { ...base, contactIds: ["nope"] })).rejects.toMatchObject({
      fields: [{ field: "contactIds" }],
    });
    await expect(
      sendVerification(deps, operator, { ...base, contactIds: [contacts[0]!.id], roleId: "other" }),
    ).rejects.toMatchObject({
      fields: [{ field: "roleId" }],
    });
    await expect(sendVerification(deps, operator, { ...base, contactIds: [] })).rejects.toMatchObject({
      message: "Choose at least one person to email",
    });
    expect(data.batches).toHaveLength(0);
  });
  it("emails a person once when they are both chosen and typed in again", async () => {
    const { data, deps, provider, contacts, administrator } = await withContacts();
    await sendVerification(deps, operator, {
      organizationId: provider.id,
      requestId: REQUEST,
      contactIds: [contacts[0]!.id],
      roleId: administrator.id,
    });
    const outcome = await sendToNonVerifiedUsers(deps, operator, {
      organizationId: provider.id,
      requestId: "0195f000-0000-7000-8000-000000000004",
      userIds: [data.users[0]!.id],
      newUser: { firstName: "Ana", lastName: "Ruiz", email: "ANA.RUIZ@ochsner.org" },
      roleId: administrator.id,
    });
    expect(outcome).toEqual({ sent: 1, repeated: false });
    expect(data.batches[1]!.deliveries.map((d) => d.email)).toEqual(["ana.ruiz@ochsner.org"]);
  });
  it("sends again to a non-verified member with their own role, and adds a new person", async () => {
    const { data, deps, provider, contacts, administrator } = await withContacts();
    await sendVerification(deps, operator, {
      organizationId: provider.id,
      requestId: REQUEST,
      contactIds: [contacts[0]!.id],
      roleId: administrator.id,
    });
    const responder = data.roles.find((r) => r.name === "Responder")!;
    const userId = data.users[0]!.id;
    const outcome = await sendToNonVerifiedUsers(deps, operator, {
      organizationId: provider.id,
      requestId: "0195f000-0000-7000-8000-000000000002",
      userIds: [userId],
      newUser: { firstName: "Cara", lastName: "Diaz", email: "cara@ochsner.org" },
      roleId: responder.id,
    });
    expect(outcome).toEqual({ sent: 2, repeated: false });
    const [again, added] = data.batches[1]!.deliveries;
    expect(again).toMatchObject({
      userId,
      newUser: null,
      membership: null,
      roleName: "Administrator",
      kind: "USER",
    });
    expect(added).toMatchObject({
      email: "cara@ochsner.org",
      roleName: "Responder",
      membership: { roleId: responder.id },
    });
    await expect(
      sendToNonVerifiedUsers(deps, operator, {
        organizationId: provider.id,
        requestId: "0195f000-0000-7000-8000-000000000003",
        userIds: ["stranger"],
      }),
    ).rejects.toMatchObject({ fields: [{ field: "userIds" }] });
  });
});
