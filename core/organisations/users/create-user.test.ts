import { describe, expect, it } from "vitest";
import { createFakeUserAccountsStore } from "../../../tests/fakes/user-accounts-store.ts";
import { createUser, PASSWORD_REQUIRED } from "./create-user.ts";

const ACME = {
  id: "org-1",
  name: "Acme",
  roles: [
    { id: "role-admin", name: "Administrator" },
    { id: "role-viewer", name: "Viewer" },
  ],
};
const setup = () => {
  const fake = createFakeUserAccountsStore([ACME]);
  const deps = { users: fake.store, hashPassword: async (p: string) => `hashed:${p}` };
  return { fake, deps };
};
const input = {
  email: "  New.Person@Example.org ",
  organisation: "Acme",
  role: "Viewer",
  firstName: "New",
  lastName: "Person",
  password: "Str0ng!Passw0rd",
};

describe("createUser", () => {
  it("creates a new account with a hashed password and its membership, the e-mail normalised", async () => {
    const { fake, deps } = setup();
    const result = await createUser(deps, input);
    expect(result).toEqual({
      created: true,
      email: "new.person@example.org",
      organisation: "Acme",
      role: "Viewer",
    });
    expect([...fake.users.values()]).toEqual([
      expect.objectContaining({ email: "new.person@example.org", passwordHash: "hashed:Str0ng!Passw0rd" }),
    ]);
    expect(fake.memberships).toEqual([
      { userId: [...fake.users.keys()][0], organisationId: "org-1", roleId: "role-viewer" },
    ]);
  });

  it("adds a membership to an existing account without asking for a password", async () => {
    const acme2 = { id: "org-2", name: "Other", roles: [{ id: "role-x", name: "Viewer" }] };
    const fake = createFakeUserAccountsStore([ACME, acme2]);
    const deps = { users: fake.store, hashPassword: async (p: string) => p };
    await createUser(deps, input);
    const result = await createUser(deps, { ...input, organisation: "Other", password: undefined });
    expect(result.created).toBe(false);
    expect(fake.users.size).toBe(1);
    expect(fake.memberships.map((m) => m.organisationId)).toEqual(["org-1", "org-2"]);
  });

  it("refuses a second membership of the same organisation", async () => {
    const { deps } = setup();
    await createUser(deps, input);
    await expect(createUser(deps, { ...input, role: "Administrator" })).rejects.toMatchObject({
      _tag: "Conflict",
      message: "new.person@example.org is already a member of Acme.",
    });
  });

  it("names the organisation's roles when the role is unknown, and an unknown organisation", async () => {
    const { deps } = setup();
    await expect(createUser(deps, { ...input, role: "Owner" })).rejects.toMatchObject({
      _tag: "NotFound",
      message: '"Acme" has no role "Owner". Roles: Administrator, Viewer',
    });
    await expect(createUser(deps, { ...input, organisation: "Nope" })).rejects.toMatchObject({
      _tag: "NotFound",
      message: 'No organisation named "Nope".',
    });
  });

  it("checks the e-mail first and the password of a new account, writing nothing", async () => {
    const { fake, deps } = setup();
    await expect(createUser(deps, { ...input, email: "not-an-email" })).rejects.toMatchObject({
      _tag: "ValidationFailed",
      fields: [{ field: "email" }],
    });
    await expect(createUser(deps, { ...input, password: undefined })).rejects.toMatchObject({
      fields: [{ field: "password", message: PASSWORD_REQUIRED }],
    });
    await expect(createUser(deps, { ...input, password: "short" })).rejects.toMatchObject({
      _tag: "ValidationFailed",
      fields: [{ field: "password" }],
    });
    expect(fake.users.size + fake.memberships.length).toBe(0);
  });
});
