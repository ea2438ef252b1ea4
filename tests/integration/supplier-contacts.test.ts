import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { components } from "../api-types.d.ts";
import { startTestPortal, type TestPortal } from "./support/test-portal.ts";
import {
  invalidField,
  noPermissionAnswer,
  okAnswer,
  refusedAnswer,
  unauthorizedAnswer,
} from "./support/envelopes.ts";
import { addMember, createOrganisation } from "./support/settings-fixtures.ts";

type SupplierContactPage = components["schemas"]["SupplierContactPage"];

let t: TestPortal;
let provider: Awaited<ReturnType<typeof createOrganisation>>;
let token: string;
let acmeId: string;

beforeAll(async () => {
  t = await startTestPortal();
  provider = await createOrganisation(t, "PROVIDER");
  const admin = await addMember(t, provider.id, provider.roles.get("Administrator")!, { siteIds: null });
  token = (await t.signIn(admin.email)).access_token;
  acmeId = await t.organizationId("Acme Medical");
});
afterAll(() => t.stop());

const create = (body: object, as = token) =>
  t.call("POST", "/provider/supplier-contacts", { token: as, body });
const list = (query = "") =>
  t.call<SupplierContactPage>("GET", `/provider/supplier-contacts${query}`, { token });

describe("supplier contacts", () => {
  it("offers the active portal suppliers to pick from", async () => {
    const options = await t.call("GET", "/provider/supplier-contacts/supplier-options", { token });
    expect(options.body.d).toEqual(expect.arrayContaining([{ id: acmeId, name: "Acme Medical" }]));
    expect(options.body.d.every((o: { name: string }) => o.name !== "Ochsner Health")).toBe(true);
  });

  it("creates a contact at a portal supplier under its name, and one at a supplier typed in", async () => {
    const picked = await create({
      supplierOrganizationId: acmeId,
      supplierName: "ignored",
      contactName: " Jordan Lee ",
      title: "Field Safety Manager",
      email: "jordan.lee@acme.example",
      phone: "(612) 555-0142",
      notes: "",
    });
    expect(picked.body).toEqual(
      okAnswer(
        {
          id: expect.any(String),
          supplierOrganizationId: acmeId,
          supplierName: "Acme Medical",
          contactName: "Jordan Lee",
          title: "Field Safety Manager",
          email: "jordan.lee@acme.example",
          phone: "(612) 555-0142",
          notes: null,
          createdAt: expect.any(String),
          updatedAt: expect.any(String),
        },
        "Supplier contact saved",
      ),
    );
    const typed = await create({
      supplierName: "Baxter Healthcare",
      contactName: "Priya N",
      email: "priya@baxter.example",
    });
    expect(typed.body.d).toMatchObject({ supplierOrganizationId: null, supplierName: "Baxter Healthcare" });
    const page = await list("?sortField=supplierName&sortDirection=asc");
    expect(page.body.d.items.map((c) => c.supplierName)).toEqual(["Acme Medical", "Baxter Healthcare"]);
    expect((await list("?search=baxter")).body.d.total).toBe(1);
  });

  it("refuses the same e-mail at the same supplier, typed or picked, and changes nothing", async () => {
    const again = await create({
      supplierName: " acme medical ",
      contactName: "Someone",
      email: "JORDAN.LEE@acme.example",
    });
    expect(again.status).toBe(400);
    expect(again.body).toEqual(
      invalidField(
        "email",
        "JORDAN.LEE@acme.example is already a contact for acme medical",
        "supplierContacts.duplicate",
        {
          email: "JORDAN.LEE@acme.example",
          supplier: "acme medical",
        },
      ),
    );
    expect((await list()).body.d.total).toBe(2);
    const other = await create({
      supplierName: "Medline",
      contactName: "Jordan Lee",
      email: "jordan.lee@acme.example",
    });
    expect(other.status).toBe(200);
  });

  it("checks e-mail, phone, the supplier and unknown suppliers", async () => {
    const bad = await create({ supplierName: "X", contactName: "", email: "nope", phone: "12" });
    expect(bad.status).toBe(400);
    expect(bad.body.error?.fields?.map((f) => f.field).sort()).toEqual(["contactName", "email", "phone"]);
    const noSupplier = await create({ contactName: "A", email: "a@example.org" });
    expect(noSupplier.body).toEqual(
      refusedAnswer("Field required", {
        code: "ValidationFailed",
        messageKey: "validation.required",
        fields: [{ field: "supplierName", message: "Field required", messageKey: "validation.required" }],
      }),
    );
    const unknown = await create({
      supplierOrganizationId: provider.id,
      contactName: "A",
      email: "a@example.org",
    });
    expect(unknown.body).toEqual(
      invalidField(
        "supplierOrganizationId",
        "Choose an active supplier, or type the supplier's name",
        "supplierContacts.unknownSupplier",
      ),
    );
  });

  it("updates and deletes, and refuses an update into a duplicate", async () => {
    const contact = (
      await create({
        supplierName: "Cardinal Health",
        contactName: "Alicia",
        email: "alicia@cardinal.example",
      })
    ).body.d;
    const updated = await t.call("PUT", `/provider/supplier-contacts/${contact.id}`, {
      token,
      body: {
        supplierName: "Cardinal Health",
        contactName: "Alicia Warren",
        email: "alicia@cardinal.example",
        title: "QA",
      },
    });
    expect(updated.body.d).toMatchObject({ contactName: "Alicia Warren", title: "QA" });
    const clash = await t.call("PUT", `/provider/supplier-contacts/${contact.id}`, {
      token,
      body: { supplierName: "Baxter Healthcare", contactName: "Alicia", email: "priya@baxter.example" },
    });
    expect(clash.status).toBe(400);
    expect((await t.call("DELETE", `/provider/supplier-contacts/${contact.id}`, { token })).body).toEqual(
      okAnswer(null, "Supplier contact deleted"),
    );
    expect((await t.call("GET", `/provider/supplier-contacts/${contact.id}`, { token })).body).toEqual(
      refusedAnswer("Supplier contact not found", {
        code: "NotFound",
        messageKey: "supplierContacts.notFound",
      }),
    );
  });

  it("keeps each provider's contacts its own, refuses suppliers and responders, asks for sign-in", async () => {
    const mine = (await list()).body.d.items[0]!;
    const other = await createOrganisation(t, "PROVIDER");
    const otherAdmin = await addMember(t, other.id, other.roles.get("Administrator")!, { siteIds: null });
    const otherToken = (await t.signIn(otherAdmin.email)).access_token;
    expect((await t.call("GET", "/provider/supplier-contacts", { token: otherToken })).body.d.total).toBe(0);
    expect(
      (await t.call("GET", `/provider/supplier-contacts/${mine.id}`, { token: otherToken })).status,
    ).toBe(404);
    expect(
      (await t.call("DELETE", `/provider/supplier-contacts/${mine.id}`, { token: otherToken })).status,
    ).toBe(404);
    expect(
      (
        await t.call("PUT", `/provider/supplier-contacts/${mine.id}`, {
          token: otherToken,
          body: { supplierName: "X", contactName: "X", email: "x@example.org" },
        })
      ).status,
    ).toBe(404);
    // A body the rules would refuse still gets "not found": ownership is checked first.
    const foreignBad = await t.call("PUT", `/provider/supplier-contacts/${mine.id}`, {
      token: otherToken,
      body: { contactName: "", email: "nope" },
    });
    expect(foreignBad.body).toEqual(
      refusedAnswer("Supplier contact not found", {
        code: "NotFound",
        messageKey: "supplierContacts.notFound",
      }),
    );
    const supplier = (await t.signIn("supplier.admin@example.org")).access_token;
    expect((await t.call("GET", "/provider/supplier-contacts", { token: supplier })).body).toEqual(
      noPermissionAnswer,
    );
    const responder = await addMember(t, provider.id, provider.roles.get("Responder")!, { siteIds: null });
    const responderToken = (await t.signIn(responder.email)).access_token;
    expect(
      (await create({ supplierName: "X", contactName: "X", email: "x@example.org" }, responderToken)).status,
    ).toBe(403);
    expect((await t.call("GET", "/provider/supplier-contacts")).body).toEqual(unauthorizedAnswer);
  });
});
