import { describe, expect, it } from "vitest";
import type { Actor } from "../../access/actor.ts";
import type { Permission } from "../../access/permissions.ts";
import type { MembershipDirectory, OrganizationView } from "../../organisations/memberships/ports.ts";
import type { SsoSettingsRecord, SsoSettingsStore } from "./ports.ts";
import { saveSsoSettings, viewSsoSettings } from "./sso-settings.ts";

const S = "0195f3c2-7b1e-7c4a-9d2e-00000000000a";
const P = "0195f3c2-7b1e-7c4a-9d2e-00000000000b";
const O = "0195f3c2-7b1e-7c4a-9d2e-00000000000c";

const organisation = (id: string, type: OrganizationView["type"]): OrganizationView => ({
  id,
  name: `${type} ${id}`,
  type,
  supplierType: null,
  idn: null,
  profilePhoto: null,
  isSso: true,
  address1: null,
  address2: null,
  city: null,
  state: null,
  zip: null,
  phone: null,
});

const setup = () => {
  const organisations = new Map([
    [S, organisation(S, "SUPPLIER")],
    [P, organisation(P, "PROVIDER")],
    [O, organisation(O, "NOTISPHERE")],
  ]);
  const stored = new Map<string, SsoSettingsRecord>();
  const ssoSettings: SsoSettingsStore = {
    async find(id) {
      return stored.get(id);
    },
    async save(organizationId, change, now) {
      const old = stored.get(organizationId);
      const clientSecret = change.clientSecret ?? old?.clientSecret ?? null;
      stored.set(organizationId, {
        organizationId,
        issuer: change.issuer,
        clientId: change.clientId,
        clientSecret,
        hasClientSecret: clientSecret !== null,
        enabled: change.enabled,
        updatedAt: now,
      });
    },
    async listAvailable() {
      return [];
    },
  };
  const memberships: MembershipDirectory = {
    listMemberships: async () => [],
    findOrganization: async (id) => organisations.get(id),
  };
  const deps = {
    ssoSettings,
    memberships,
    clock: { now: () => new Date(0) },
    publicUrl: "https://portal.example",
  };
  return { deps, stored };
};

const operator = (permissions: Permission[]): Actor => ({
  userId: "u",
  userType: "NOTISPHERE",
  organizationId: O,
  permissions,
  roleName: "r",
  siteIds: "all",
});

const input = {
  issuer: "https://idp.example.com/",
  clientId: " portal ",
  clientSecret: "s3cret",
  enabled: true,
};

describe("SSO settings", () => {
  it("are managed with the permission of the organisation's type only", async () => {
    const { deps } = setup();
    const suppliers = operator(["Notisphere_ManageSuppliers"]);
    const providers = operator(["Notisphere_ManageProviders"]);
    await expect(saveSsoSettings(deps, suppliers, S, input)).resolves.toMatchObject({
      hasClientSecret: true,
    });
    await expect(viewSsoSettings(deps, suppliers, P)).rejects.toMatchObject({ _tag: "Forbidden" });
    await expect(saveSsoSettings(deps, suppliers, P, input)).rejects.toMatchObject({ _tag: "Forbidden" });
    await expect(viewSsoSettings(deps, providers, P)).resolves.toMatchObject({ organizationId: P });
    await expect(viewSsoSettings(deps, providers, S)).rejects.toMatchObject({ _tag: "Forbidden" });
    await expect(
      viewSsoSettings(deps, operator(["Notisphere_ManageProviders", "Notisphere_ManageSuppliers"]), O),
    ).rejects.toMatchObject({
      _tag: "Forbidden",
      code: "sso.operatorNotSupported",
    });
    await expect(viewSsoSettings(deps, suppliers, "missing")).rejects.toMatchObject({ _tag: "NotFound" });
    const supplierAdmin: Actor = { ...suppliers, userType: "SUPP", organizationId: S };
    await expect(viewSsoSettings(deps, supplierAdmin, S)).rejects.toMatchObject({ _tag: "Forbidden" });
  });

  it("normalise the issuer and client id, never show the secret, and keep it when left out", async () => {
    const { deps, stored } = setup();
    const actor = operator(["Notisphere_ManageSuppliers"]);
    const view = await saveSsoSettings(deps, actor, S, input);
    expect(view).toEqual({
      organizationId: S,
      organizationName: `SUPPLIER ${S}`,
      isSso: true,
      issuer: "https://idp.example.com",
      clientId: "portal",
      hasClientSecret: true,
      enabled: true,
      redirectUri: "https://portal.example/api/auth/sso/callback",
    });
    expect(JSON.stringify(view)).not.toContain("s3cret");
    await saveSsoSettings(deps, actor, S, { ...input, clientSecret: "", enabled: false });
    expect(stored.get(S)).toMatchObject({ clientSecret: "s3cret", enabled: false });
  });

  it("refuse a bad issuer, an empty client id and a first save without secret, changing nothing", async () => {
    const { deps, stored } = setup();
    const actor = operator(["Notisphere_ManageProviders"]);
    const failure = await saveSsoSettings(deps, actor, P, {
      issuer: "http://idp.example.com",
      clientId: "",
      enabled: true,
    }).catch((error: unknown) => error);
    expect(failure).toMatchObject({
      _tag: "ValidationFailed",
      fields: [
        { field: "issuer", code: "sso.issuerInvalid" },
        { field: "clientId", code: "sso.clientIdRequired" },
        { field: "clientSecret", code: "sso.clientSecretRequired" },
      ],
    });
    expect(stored.size).toBe(0);
  });
});
