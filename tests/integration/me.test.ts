import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Organization } from "../../adapters/db/entities.ts";
import { invalidField, okAnswer } from "./support/envelopes.ts";
import { DEMO_PASSWORD, startTestPortal, type TestPortal } from "./support/test-portal.ts";

let t: TestPortal;
beforeAll(async () => {
  t = await startTestPortal();
});
afterAll(() => t.stop());

/** The logo the demo data gave the organisation (Acme Medical has one), as /me shows it. */
const seededLogo = async (name: string): Promise<string | null> =>
  (await t.portal.orm.em.fork().findOneOrFail(Organization, { name })).profilePhoto ?? null;

describe("GET /me and /me/organization", () => {
  it("describe the signed-in user in the organisation chosen at sign-in", async () => {
    const { access_token } = await t.signIn("provider.responder@example.org");
    const ochsnerId = await t.organizationId("Ochsner Health");
    const me = await t.call("GET", "/me", { token: access_token });
    expect(me.status).toBe(200);
    expect(me.body).toEqual({
      ok: true,
      m: "",
      d: {
        id: expect.any(String),
        email: "provider.responder@example.org",
        first_name: "Rita",
        last_name: "Responder",
        full_name: "Rita Responder",
        phone: null,
        photo: null,
        status: "VERIFIED",
        userType: "PROV",
        roleName: "Responder",
        roleDisplayName: "Responder",
        organization: {
          id: ochsnerId,
          name: "Ochsner Health",
          type: "PROVIDER",
          isSSO: false,
          profile_photo: await seededLogo("Ochsner Health"),
        },
        memberships: [
          {
            organizationId: ochsnerId,
            organizationName: "Ochsner Health",
            roleName: "Responder",
            userType: "PROV",
          },
        ],
        permissions: [
          "Provider_ResponderRole",
          "Provider_ViewFAQs",
          "Provider_ViewContact",
          "Provider_ViewUserGuides",
        ],
        canSwitchAccounts: false,
      },
      error: null,
    });
    const org = await t.call("GET", "/me/organization", { token: access_token });
    expect(org.body).toEqual({
      ok: true,
      m: "",
      d: {
        id: ochsnerId,
        name: "Ochsner Health",
        type: "PROVIDER",
        idn: "Ochsner Health",
        supplierType: null,
        isSso: false,
        profilePhoto: null,
        phone: "(337) 289-7991",
        address1: "1214 COOLIDGE AVENUE",
        address2: null,
        city: "LAFAYETTE",
        state: "LA",
        zip: "70503",
      },
      error: null,
    });
  });

  it("shows the multi-organisation user's memberships and the one acted for", async () => {
    const acmeId = await t.organizationId("Acme Medical");
    const { access_token } = await t.signIn("multi@example.org", {
      login_as: "SUPP",
      login_as_org_id: acmeId,
    });
    const me = (await t.call("GET", "/me", { token: access_token })).body;
    const ochsnerId = await t.organizationId("Ochsner Health");
    // Memberships come in no promised order; sorted, the whole answer is compared.
    const byName = (a: { organizationName: string }, b: { organizationName: string }) =>
      a.organizationName.localeCompare(b.organizationName);
    expect({ ...me, d: { ...me.d, memberships: [...me.d.memberships].sort(byName) } }).toEqual(
      okAnswer({
        id: expect.any(String),
        email: "multi@example.org",
        first_name: "Morgan",
        last_name: "Multi",
        full_name: "Morgan Multi",
        phone: null,
        photo: null,
        status: "VERIFIED",
        userType: "SUPP",
        roleName: "Administrator",
        roleDisplayName: "Administrator",
        organization: {
          id: acmeId,
          name: "Acme Medical",
          type: "SUPPLIER",
          isSSO: false,
          profile_photo: await seededLogo("Acme Medical"),
        },
        memberships: [
          {
            organizationId: acmeId,
            organizationName: "Acme Medical",
            roleName: "Administrator",
            userType: "SUPP",
          },
          {
            organizationId: ochsnerId,
            organizationName: "Ochsner Health",
            roleName: "Administrator",
            userType: "PROV",
          },
        ],
        permissions: [
          "Supplier_ViewDashboard",
          "Supplier_ManageProfile",
          "Supplier_ManageRoles",
          "Supplier_ManageUsers",
          "Supplier_ManageSalesRepresentative",
          "Supplier_ManageBilling",
          "Supplier_ManageRecalls",
          "Supplier_ManageDisruption",
          "Supplier_ManageLocations",
          "Supplier_ManageLookupValues",
          "Supplier_ManageProductFields",
          "Supplier_ViewFAQs",
          "Supplier_ViewContact",
          "Supplier_ViewUserGuides",
        ],
        canSwitchAccounts: true,
      }),
    );
  });

  it("needs a valid token", async () => {
    expect((await t.call("GET", "/me")).status).toBe(401);
    const forged = await t.call("GET", "/me", { token: "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.c2lnbmF0dXJl" });
    expect(forged.status).toBe(401);
    expect(forged.body).toEqual({
      ok: false,
      m: "Unauthorized",
      d: null,
      error: { code: "Unauthenticated", messageKey: "common.unauthorized" },
    });
  });
});

describe("PUT /me", () => {
  it("updates the name and phone, and refuses an invalid phone with the spec message", async () => {
    const user = await t.createUser({ organization: "Acme Medical", role: "Administrator" });
    const { access_token } = await t.signIn(user.email);
    const bad = await t.call("PUT", "/me", {
      token: access_token,
      body: { first_name: "Ann", last_name: "Lee", phone: "12" },
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual(invalidField("phone", "invalid phone number", "validation.phoneNumber"));
    const blank = await t.call("PUT", "/me", {
      token: access_token,
      body: { first_name: " ", last_name: "Lee" },
    });
    expect(blank.body).toEqual(invalidField("first_name", "Field required", "validation.required"));
    const good = await t.call("PUT", "/me", {
      token: access_token,
      body: { first_name: "Ann", last_name: "Lee", phone: "(504) 842-3000" },
    });
    const acmeId = await t.organizationId("Acme Medical");
    expect(good.body).toEqual({
      ok: true,
      m: "Profile updated",
      d: {
        id: user.id,
        email: user.email,
        first_name: "Ann",
        last_name: "Lee",
        full_name: "Ann Lee",
        phone: "(504) 842-3000",
        photo: null,
        status: "VERIFIED",
        userType: "SUPP",
        roleName: "Administrator",
        roleDisplayName: "Administrator",
        organization: {
          id: acmeId,
          name: "Acme Medical",
          type: "SUPPLIER",
          isSSO: false,
          profile_photo: await seededLogo("Acme Medical"),
        },
        memberships: [
          {
            organizationId: acmeId,
            organizationName: "Acme Medical",
            roleName: "Administrator",
            userType: "SUPP",
          },
        ],
        permissions: expect.any(Array),
        canSwitchAccounts: false,
      },
      error: null,
    });
  });
});

describe("PUT /me/change-password", () => {
  it("checks the old password, the rule and the confirmation, then ends every session", async () => {
    const user = await t.createUser({ organization: "Ochsner Health", role: "Administrator" });
    const session = await t.signIn(user.email);
    const put = (body: object) => t.call("PUT", "/me/change-password", { token: session.access_token, body });
    expect(
      (
        await put({
          old_password: "Wrong!2026pass",
          password: "Next!2026pass",
          confirm_password: "Next!2026pass",
        })
      ).body,
    ).toEqual(invalidField("old_password", "Current password is incorrect", "auth.wrongOldPassword"));
    const weakWords =
      "Minimum 8 characters, must contain at least: 1 uppercase letter, 1 lowercase letter, 1 number, and one special character (!@#$%^&*).";
    expect(
      (await put({ old_password: DEMO_PASSWORD, password: "nextpass", confirm_password: "nextpass" })).body,
    ).toEqual(invalidField("password", weakWords, "validation.verify_password"));
    expect(
      (
        await put({
          old_password: DEMO_PASSWORD,
          password: "Next!2026pass",
          confirm_password: "Next!2026pasS",
        })
      ).body,
    ).toEqual(invalidField("confirm_password", "Password doesn't match", "validation.confirmed"));
    const changed = await put({
      old_password: DEMO_PASSWORD,
      password: "Next!2026pass",
      confirm_password: "Next!2026pass",
    });
    expect(changed.body).toEqual({ ok: true, m: "Password changed", d: null, error: null });
    expect(
      (await t.call("POST", "/auth/refreshtoken", { body: { refresh_token: session.refresh_token } })).status,
    ).toBe(401);
    const again = await t.call("POST", "/auth/token", {
      body: { client_id: "web-client", grant_type: "password", email: user.email, password: "Next!2026pass" },
    });
    expect(again.status).toBe(200);
  });
});

describe("grid state", () => {
  it("is saved per user and login type, and never shared", async () => {
    const acmeId = await t.organizationId("Acme Medical");
    const asSupplier = await t.signIn("multi@example.org", { login_as: "SUPP", login_as_org_id: acmeId });
    const asProvider = await t.signIn("multi@example.org", {
      login_as: "PROV",
      login_as_org_id: await t.organizationId("Ochsner Health"),
    });
    const other = await t.signIn("supplier.admin@example.org");
    const state = {
      columns: [{ colId: "name", width: 240 }],
      filter: { name: { type: "contains", filter: "fda" } },
    };
    const saved = await t.call("PUT", "/me/grid-state/Recall", {
      token: asSupplier.access_token,
      body: { state },
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual(okAnswer(null));
    const gridState = async (token: string) => (await t.call("GET", "/me/grid-state/Recall", { token })).body;
    expect(await gridState(asSupplier.access_token)).toEqual(okAnswer(state));
    expect(await gridState(asProvider.access_token)).toEqual(okAnswer(null));
    expect(await gridState(other.access_token)).toEqual(okAnswer(null));
    await t.call("PUT", "/me/grid-state/Recall", {
      token: asSupplier.access_token,
      body: { state: { columns: [] } },
    });
    expect(await gridState(asSupplier.access_token)).toEqual(okAnswer({ columns: [] }));
    const removed = await t.call("DELETE", "/me/grid-state/Recall", { token: asSupplier.access_token });
    expect(removed.status).toBe(200);
    expect(removed.body).toEqual(okAnswer(null));
    expect(await gridState(asSupplier.access_token)).toEqual(okAnswer(null));
  });

  it("refuses bad table keys and oversized state", async () => {
    const { access_token } = await t.signIn("supplier.admin@example.org");
    expect((await t.call("GET", "/me/grid-state/..%2Fetc", { token: access_token })).status).toBe(400);
    const huge = { blob: "x".repeat(70_000) };
    const answer = await t.call("PUT", "/me/grid-state/Recall", {
      token: access_token,
      body: { state: huge },
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual(
      invalidField("state", "Grid settings are too large to save", "gridState.tooLarge"),
    );
  });
});
