import { describe, expect, it } from "vitest";
import { createAuthDeps } from "../../../tests/fakes/auth-deps.ts";
import { fakePasswordHash } from "../../../tests/fakes/security.ts";
import type { Actor } from "../../access/actor.ts";
import { PERMISSIONS_BY_ORGANIZATION_TYPE } from "../../permissions-catalogue.ts";
import { VALIDATION_MESSAGES } from "../../shared/validation/messages.ts";
import { issueSession } from "./issue-session.ts";
import { AUTH_MESSAGES } from "./policy.ts";
import type { MembershipView, OrganizationView } from "../../organisations/memberships/ports.ts";
import { changePassword, getMyOrganization, getProfile, updateProfile } from "./profile.ts";
import { refreshSession } from "./refresh-session.ts";

const PASSWORD = "Old#Password1";
const NEW_PASSWORD = "New#Password2";

const organization = (id: string, name: string, type: OrganizationView["type"]): OrganizationView => ({
  id,
  name,
  type,
  supplierType: type === "SUPPLIER" ? "MANUFACTURER" : null,
  idn: null,
  profilePhoto: type === "SUPPLIER" ? "data:image/png;base64,AAAA" : null,
  isSso: false,
  address1: "1 Main St",
  address2: null,
  city: "New Orleans",
  state: "LA",
  zip: "70112",
  phone: null,
});
const acme = organization("org-acme", "Acme Medical", "SUPPLIER");
const operatorOrg = organization("org-op", "NotiSphere", "NOTISPHERE");
const membershipIn = (org: OrganizationView, roleName: string): MembershipView => ({
  membershipId: `m-${org.id}`,
  organizationId: org.id,
  organizationName: org.name,
  organizationType: org.type,
  parentOrganizationType: null,
  roleName,
  permissions: [],
  siteIds: "all",
});
const actor: Actor = {
  userId: "u-1",
  userType: "SUPP",
  organizationId: "org-acme",
  permissions: [...PERMISSIONS_BY_ORGANIZATION_TYPE.SUPPLIER],
  roleName: "Administrator",
  siteIds: "all",
};

const setup = (memberships: MembershipView[] = [membershipIn(acme, "Administrator")]) => {
  const deps = createAuthDeps();
  deps.data.addUser({
    id: "u-1",
    email: "alice@example.com",
    firstName: "Alice",
    lastName: "Martin",
    phone: "504-555-0100",
    passwordHash: fakePasswordHash(PASSWORD),
  });
  deps.data.addOrganization(acme);
  deps.data.addOrganization(operatorOrg);
  memberships.forEach((m) => deps.data.addMembership("u-1", m));
  return deps;
};
const sessionExpired = { _tag: "Unauthenticated", message: AUTH_MESSAGES.sessionExpired };
const orgNotFound = { _tag: "NotFound", message: "Organization not found" };

describe("getProfile", () => {
  it("describes the user, the session's organisation and every membership", async () => {
    const deps = setup([membershipIn(acme, "Administrator"), membershipIn(operatorOrg, "notisphereadmin")]);
    expect(await getProfile(deps, actor)).toEqual({
      id: "u-1",
      email: "alice@example.com",
      first_name: "Alice",
      last_name: "Martin",
      full_name: "Alice Martin",
      phone: "504-555-0100",
      photo: null,
      status: "VERIFIED",
      userType: "SUPP",
      roleName: "Administrator",
      roleDisplayName: "Administrator",
      permissions: actor.permissions,
      organization: {
        id: "org-acme",
        name: "Acme Medical",
        type: "SUPPLIER",
        profile_photo: "data:image/png;base64,AAAA",
        isSSO: false,
      },
      memberships: [
        {
          userType: "NOTISPHERE",
          organizationId: "0",
          organizationName: "NotiSphere",
          roleName: "notisphereadmin",
        },
        {
          userType: "SUPP",
          organizationId: "org-acme",
          organizationName: "Acme Medical",
          roleName: "Administrator",
        },
      ],
      canSwitchAccounts: true,
    });
  });

  it("offers no switch with one membership and trims a one-part name", async () => {
    const deps = setup();
    deps.data.addUser({ ...deps.data.users.get("u-1")!, lastName: "" });
    expect(await getProfile(deps, actor)).toMatchObject({ full_name: "Alice", canSwitchAccounts: false });
  });

  it("ends the session of a user who is gone or no longer in the organisation", async () => {
    const gone = setup();
    gone.data.users.delete("u-1");
    await expect(getProfile(gone, actor)).rejects.toMatchObject(sessionExpired);
    const left = setup([membershipIn(operatorOrg, "notisphereadmin")]);
    await expect(getProfile(left, actor)).rejects.toMatchObject(sessionExpired);
  });

  it("reports an organisation that cannot be found", async () => {
    const deps = setup();
    deps.data.organizations.delete("org-acme");
    await expect(getProfile(deps, actor)).rejects.toMatchObject(orgNotFound);
  });
});

describe("getMyOrganization", () => {
  it("returns the session's organisation, or NotFound", async () => {
    const deps = setup();
    expect(await getMyOrganization(deps, actor)).toEqual(acme);
    await expect(getMyOrganization(deps, { ...actor, organizationId: "org-x" })).rejects.toMatchObject(
      orgNotFound,
    );
  });
});

describe("updateProfile", () => {
  it("stores trimmed names and phone and returns the new profile", async () => {
    const deps = setup();
    const profile = await updateProfile(deps, actor, {
      firstName: "  Alicia ",
      lastName: " Martín ",
      phone: " (504) 555-0199 ",
    });
    expect(profile).toMatchObject({ first_name: "Alicia", last_name: "Martín", phone: "(504) 555-0199" });
    expect(deps.data.users.get("u-1")).toMatchObject({
      firstName: "Alicia",
      lastName: "Martín",
      phone: "(504) 555-0199",
    });
  });

  it("clears the phone when it is blank or left out", async () => {
    for (const phone of ["  ", null, undefined]) {
      const deps = setup();
      const profile = await updateProfile(deps, actor, { firstName: "Alice", lastName: "Martin", phone });
      expect(profile.phone).toBeNull();
      expect(deps.data.users.get("u-1")?.phone).toBeNull();
    }
  });

  it("reports every invalid field at once, led by the first, and changes nothing", async () => {
    const deps = setup();
    await expect(
      updateProfile(deps, actor, { firstName: " ", lastName: "", phone: "12" }),
    ).rejects.toMatchObject({
      _tag: "ValidationFailed",
      message: VALIDATION_MESSAGES.required,
      fields: [
        { field: "first_name", message: VALIDATION_MESSAGES.required },
        { field: "last_name", message: VALIDATION_MESSAGES.required },
        { field: "phone", message: VALIDATION_MESSAGES.phoneNumber },
      ],
    });
    await expect(
      updateProfile(deps, actor, { firstName: "A", lastName: "B", phone: "abc" }),
    ).rejects.toMatchObject({
      message: VALIDATION_MESSAGES.phoneNumber,
      fields: [{ field: "phone", message: VALIDATION_MESSAGES.phoneNumber }],
    });
    expect(deps.data.users.get("u-1")).toMatchObject({ firstName: "Alice", lastName: "Martin" });
  });
});

describe("changePassword", () => {
  const input = { oldPassword: PASSWORD, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD };

  it("sets the new password and ends every session", async () => {
    const deps = setup();
    const session = await issueSession(deps, "u-1", membershipIn(acme, "Administrator"), "family-1");
    expect(await changePassword(deps, actor, input)).toBe(AUTH_MESSAGES.passwordChanged);
    const stored = deps.data.users.get("u-1")?.passwordHash ?? "";
    expect(await deps.hasher.verify(stored, NEW_PASSWORD)).toBe(true);
    expect(await deps.hasher.verify(stored, PASSWORD)).toBe(false);
    expect(deps.data.refreshTokens.every((t) => t.revokedAt !== null)).toBe(true);
    await expect(refreshSession(deps, session.refresh_token)).rejects.toMatchObject(sessionExpired);
  });

  it("keeps the old password when ending the sessions fails: both are one unit of work", async () => {
    const deps = setup();
    await issueSession(deps, "u-1", membershipIn(acme, "Administrator"), "family-1");
    deps.sessions.revokeAllSessions = async () => {
      throw new Error("the database went away");
    };
    await expect(changePassword(deps, actor, input)).rejects.toThrow("the database went away");
    expect(deps.unitOfWork.runs()).toBe(1);
    expect(deps.data.users.get("u-1")?.passwordHash).toBe(fakePasswordHash(PASSWORD));
    expect(deps.data.refreshTokens.every((t) => t.revokedAt === null)).toBe(true);
  });

  it("refuses a wrong current password and keeps the old one", async () => {
    const deps = setup();
    await expect(changePassword(deps, actor, { ...input, oldPassword: "Wrong#Pass1" })).rejects.toMatchObject(
      {
        _tag: "ValidationFailed",
        message: AUTH_MESSAGES.wrongOldPassword,
        fields: [{ field: "old_password", message: AUTH_MESSAGES.wrongOldPassword }],
      },
    );
    expect(deps.data.users.get("u-1")?.passwordHash).toBe(fakePasswordHash(PASSWORD));
  });

  it("refuses a weak or unconfirmed new password", async () => {
    const deps = setup();
    await expect(
      changePassword(deps, actor, { ...input, password: "password", confirmPassword: "password" }),
    ).rejects.toMatchObject({
      _tag: "ValidationFailed",
      message: VALIDATION_MESSAGES.verify_password,
      fields: [{ field: "password", message: VALIDATION_MESSAGES.verify_password }],
    });
    await expect(
      changePassword(deps, actor, { ...input, confirmPassword: "New#Password3" }),
    ).rejects.toMatchObject({
      _tag: "ValidationFailed",
      message: VALIDATION_MESSAGES.confirmed,
      fields: [{ field: "confirm_password", message: VALIDATION_MESSAGES.confirmed }],
    });
    expect(deps.data.users.get("u-1")?.passwordHash).toBe(fakePasswordHash(PASSWORD));
  });

  it("ends the session of a user who is gone or signs in without a password", async () => {
    const gone = setup();
    gone.data.users.delete("u-1");
    await expect(changePassword(gone, actor, input)).rejects.toMatchObject(sessionExpired);
    const sso = setup();
    sso.data.addUser({ id: "u-1", email: "alice@example.com", passwordHash: null, status: "SSO" });
    await expect(changePassword(sso, actor, input)).rejects.toMatchObject(sessionExpired);
  });
});
