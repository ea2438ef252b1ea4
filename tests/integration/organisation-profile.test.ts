import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestPortal, type TestPortal } from "./support/test-portal.ts";
import {
  invalidField,
  noPermissionAnswer,
  okAnswer,
  refusedAnswer,
  unauthorizedAnswer,
} from "./support/envelopes.ts";
import { addMember, createOrganisation } from "./support/settings-fixtures.ts";

let t: TestPortal;
let provider: Awaited<ReturnType<typeof createOrganisation>>;
let supplier: Awaited<ReturnType<typeof createOrganisation>>;
let providerToken: string;
let supplierToken: string;

const PNG = new Uint8Array([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52,
]);

beforeAll(async () => {
  t = await startTestPortal();
  provider = await createOrganisation(t, "PROVIDER", { idn: "Old IDN", centralized: true, city: "Austin" });
  supplier = await createOrganisation(t, "SUPPLIER");
  const providerAdmin = await addMember(t, provider.id, provider.roles.get("Administrator")!, {
    siteIds: null,
  });
  const supplierAdmin = await addMember(t, supplier.id, supplier.roles.get("Administrator")!, {
    siteIds: null,
  });
  providerToken = (await t.signIn(providerAdmin.email)).access_token;
  supplierToken = (await t.signIn(supplierAdmin.email)).access_token;
});
afterAll(() => t.stop());

const upload = async (side: string, token: string, bytes: Uint8Array<ArrayBuffer>, name = "logo.png") => {
  const form = new FormData();
  form.set("file", new File([bytes], name, { type: "image/png" }));
  const response = await t.portal.app.request(`/api/${side}/organization/logo`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};

const profileBody = {
  address1: "1 Main St",
  address2: null,
  city: "Austin",
  state: "tx",
  zip: "78701-1234",
  phone: "512-555-0100",
  contactName: "Casey Contact",
  contactEmail: "casey@example.org",
  contactPhone: null,
  idn: "New IDN",
  centralized: false,
};

describe("organisation profile", () => {
  it("reads the caller's own provider profile", async () => {
    const answer = await t.call("GET", "/provider/organization", { token: providerToken });
    expect(answer.body).toEqual(
      okAnswer({
        id: provider.id,
        name: provider.name,
        type: "PROVIDER",
        supplierType: null,
        logo: null,
        address1: null,
        address2: null,
        city: "Austin",
        state: null,
        zip: null,
        phone: null,
        contactName: null,
        contactEmail: null,
        contactPhone: null,
        idn: "Old IDN",
        centralized: true,
      }),
    );
  });

  it("saves the provider's profile, with IDN and the centralized setting, keeping the name", async () => {
    // The name is the operator's to change: one sent here is ignored like any unknown field.
    const name = provider.name;
    const answer = await t.call("PUT", "/provider/organization", {
      token: providerToken,
      body: { ...profileBody, name: `${provider.name} Renamed` },
    });
    expect(answer.body).toEqual(
      okAnswer(
        {
          id: provider.id,
          name,
          type: "PROVIDER",
          supplierType: null,
          logo: null,
          address1: "1 Main St",
          address2: null,
          city: "Austin",
          state: "TX",
          zip: "78701-1234",
          phone: "512-555-0100",
          contactName: "Casey Contact",
          contactEmail: "casey@example.org",
          contactPhone: null,
          idn: "New IDN",
          centralized: false,
        },
        "Organisation profile saved",
      ),
    );
    const me = await t.call("GET", "/me/organization", { token: providerToken });
    expect(me.body.d.name).toBe(name);
  });

  it("ignores IDN and centralized from a supplier", async () => {
    const answer = await t.call("PUT", "/supplier/organization", {
      token: supplierToken,
      body: profileBody,
    });
    expect(answer.body.d).toMatchObject({
      name: supplier.name,
      idn: null,
      centralized: null,
      contactName: "Casey Contact",
    });
  });

  it("refuses a bad e-mail and a bad state, changing nothing", async () => {
    const bad = await t.call("PUT", "/supplier/organization", {
      token: supplierToken,
      body: { ...profileBody, contactEmail: "not-an-email", state: "XX" },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error?.fields?.map((f) => f.field).sort()).toEqual(["contactEmail", "state"]);
    const after = await t.call("GET", "/supplier/organization", { token: supplierToken });
    expect(after.body.d.name).toBe(supplier.name);
  });

  it("takes a PNG logo and shows it on GET /me/organization; removes it again", async () => {
    const saved = await upload("supplier", supplierToken, PNG);
    expect(saved.status).toBe(200);
    const logo = `data:image/png;base64,${Buffer.from(PNG).toString("base64")}`;
    expect((saved.body.d as { logo: string }).logo).toBe(logo);
    expect((await t.call("GET", "/me/organization", { token: supplierToken })).body.d.profilePhoto).toBe(
      logo,
    );
    const removed = await t.call("DELETE", "/supplier/organization/logo", { token: supplierToken });
    expect(removed.body.d.logo).toBeNull();
  });

  it("refuses a file that is not an image and one over 1 MB, keeping the logo", async () => {
    await upload("provider", providerToken, PNG);
    const text = await upload("provider", providerToken, new TextEncoder().encode("<svg></svg>"), "logo.png");
    expect(text.status).toBe(400);
    expect(text.body).toEqual(
      invalidField("file", "The logo must be a PNG, JPEG, GIF or WebP image", "logos.notImage"),
    );
    const big = new Uint8Array(1024 * 1024 + 1);
    big.set(PNG);
    const large = await upload("provider", providerToken, big);
    expect(large.status).toBe(413);
    expect(large.body).toEqual(
      refusedAnswer("The logo must be at most 1 MB", {
        code: "PayloadTooLarge",
        messageKey: "logos.tooLarge",
      }),
    );
    expect((await t.call("GET", "/provider/organization", { token: providerToken })).body.d.logo).toMatch(
      /^data:image\/png;base64,/,
    );
  });

  it("refuses the other side's profile, a provider coordinator, and anonymous callers", async () => {
    expect((await t.call("GET", "/supplier/organization", { token: providerToken })).body).toEqual(
      noPermissionAnswer,
    );
    expect(
      (await t.call("PUT", "/provider/organization", { token: supplierToken, body: profileBody })).status,
    ).toBe(403);
    const responder = await addMember(t, provider.id, provider.roles.get("Responder")!, { siteIds: null });
    const responderToken = (await t.signIn(responder.email)).access_token;
    expect((await t.call("GET", "/provider/organization", { token: responderToken })).status).toBe(403);
    expect((await upload("provider", responderToken, PNG)).status).toBe(403);
    const anonymous = await t.call("GET", "/provider/organization");
    expect(anonymous.body).toEqual(unauthorizedAnswer);
  });
});
