import { afterAll, beforeAll, describe, expect, it } from "vitest";
import ExcelJS from "exceljs";
import { Communication, Membership, Organization, ProviderSite, Role } from "../../adapters/db/entities.ts";
import { newId } from "../../adapters/db/ids.ts";
import { DEFAULT_ROLES } from "../../core/permissions-catalogue.ts";
import { badgePng } from "../../adapters/db/seed/small-png.ts";
import type { components } from "../api-types.d.ts";
import { startTestPortal, type TestPortal } from "./support/test-portal.ts";
import {
  invalidField,
  noPermissionAnswer,
  okAnswer,
  refusedAnswer,
  unauthorizedAnswer,
} from "./support/envelopes.ts";

type Supplier = components["schemas"]["Supplier"];
type SupplierPage = components["schemas"]["SupplierPage"];

const BASE = "/notisphere/organizations";
let t: TestPortal;
let operator: string;
let readOnlyOperator: string;
let supplierAdmin: string;
let providerAdmin: string;
const run = Date.now().toString(36);

beforeAll(async () => {
  t = await startTestPortal();
  operator = (await t.signIn("operator.admin@example.org")).access_token;
  readOnlyOperator = (await t.signIn("operator.readonly@example.org")).access_token;
  supplierAdmin = (await t.signIn("supplier.admin@example.org")).access_token;
  providerAdmin = (await t.signIn("provider.admin@example.org")).access_token;
});
afterAll(() => t.stop());

const form = {
  supplierType: "SUPPLIER",
  add1: "710 Medtronic Parkway",
  add2: null,
  city: "Minneapolis",
  state: "MN",
  zip: "55432",
  sso: false,
  status: "ACTIVE",
};
const create = (body: object, token = operator) =>
  t.call<Supplier>("POST", `${BASE}/suppliers`, { token, body });
const list = (query: string, token = operator) =>
  t.call<SupplierPage>("GET", `${BASE}/suppliers${query}`, { token });

/** A multipart call with one file part, as the browser sends it. */
const upload = async (
  path: string,
  token: string | undefined,
  name: string,
  bytes: Uint8Array,
  fields: Record<string, string> = {},
) => {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.set(key, value);
  body.set(
    "file",
    new File([Buffer.from(bytes)], name, { type: name.endsWith(".png") ? "image/png" : "text/csv" }),
  );
  const response = await t.portal.app.request(`/api${BASE}${path}`, {
    method: "POST",
    headers: token ? { authorization: `Bearer ${token}` } : {},
    body,
  });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return { status: response.status, body: (await response.json()) as any };
};

const supplierRows = async () => t.portal.orm.em.fork().count(Organization, { type: "SUPPLIER" });

const supplierJson = (fields: Partial<Supplier>) => ({
  id: expect.any(String),
  createdAt: expect.any(String),
  updatedAt: expect.any(String),
  logo: null,
  allowedActions: ["edit", "deactivate", "delete"],
  ...form,
  ...fields,
});

describe("suppliers", () => {
  it("creates a supplier with its built-in roles, tidies the name and finds it again", async () => {
    const name = `Meridian  Surgical ${run}`;
    const created = await create({ ...form, name, state: "mn", zip: "554321234", sso: true });
    expect(created.status).toBe(200);
    expect(created.body).toEqual(
      okAnswer(
        supplierJson({ name: `Meridian Surgical ${run}`, state: "MN", zip: "55432-1234", sso: true }),
        "Supplier created",
      ),
    );
    const roles = await t.portal.orm.em
      .fork()
      .find(Role, { organizationId: created.body.d.id }, { orderBy: { name: "asc" } });
    expect(roles.map((role) => role.name)).toEqual(DEFAULT_ROLES.SUPPLIER.map((role) => role.name).sort());
    const again = await t.call("GET", `${BASE}/suppliers/${created.body.d.id}`, { token: operator });
    expect(again.body).toEqual(okAnswer(created.body.d));
  });

  it("refuses a name any organisation already has, in any case or spacing, and changes nothing", async () => {
    const before = await supplierRows();
    const answer = await create({ ...form, name: "  acme   MEDICAL " });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual(
      invalidField("name", "An organisation named acme MEDICAL already exists", "suppliers.nameTaken", {
        name: "acme MEDICAL",
      }),
    );
    // A provider's name is taken too: names are unique among all organisations.
    const provider = await t.portal.orm.em.fork().findOneOrFail(Organization, { type: "PROVIDER" });
    expect((await create({ ...form, name: provider.name.toUpperCase() })).status).toBe(400);
    expect(await supplierRows()).toBe(before);
  });

  it("refuses a bad ZIP, a ZIP of another state and an unknown state, each on its field", async () => {
    const before = await supplierRows();
    const bad = await create({ ...form, name: `Bad zip ${run}`, zip: "5543" });
    expect(bad.body).toEqual(
      invalidField("zip", "Enter a 5-digit ZIP code, or ZIP+4 such as 55401-1234", "address.zipFormat"),
    );
    const elsewhere = await create({ ...form, name: `Elsewhere ${run}`, zip: "90210" });
    expect(elsewhere.body).toEqual(
      invalidField("zip", "ZIP code 90210 is not in MN", "address.zipNotInState", {
        zip: "90210",
        state: "MN",
      }),
    );
    const several = await create({ ...form, name: " ", state: "XX", city: "" });
    expect(several.status).toBe(400);
    expect(several.body.error?.fields).toEqual([
      { field: "name", message: "Field required", messageKey: "validation.required" },
      { field: "city", message: "Field required", messageKey: "validation.required" },
      {
        field: "state",
        message: "Choose a US state (two-letter code such as MN)",
        messageKey: "address.stateUnknown",
      },
    ]);
    expect(await supplierRows()).toBe(before);
  });

  it("edits, deactivates and reactivates; an edit may keep its own name but not take another's", async () => {
    const created = (await create({ ...form, name: `Harbor Orthopedics ${run}` })).body.d;
    const edited = await t.call("PUT", `${BASE}/suppliers/${created.id}`, {
      token: operator,
      body: {
        ...form,
        name: `harbor orthopedics ${run}`,
        supplierType: "DISTRIBUTOR",
        city: "St. Paul",
        zip: "55101",
      },
    });
    expect(edited.body).toEqual(
      okAnswer(
        supplierJson({
          id: created.id,
          name: `harbor orthopedics ${run}`,
          supplierType: "DISTRIBUTOR",
          city: "St. Paul",
          zip: "55101",
        }),
        "Supplier saved",
      ),
    );
    const taken = await t.call("PUT", `${BASE}/suppliers/${created.id}`, {
      token: operator,
      body: { ...form, name: "Acme Medical" },
    });
    expect(taken.status).toBe(400);
    const deactivated = await t.call("PUT", `${BASE}/suppliers/${created.id}`, {
      token: operator,
      body: { ...form, name: `harbor orthopedics ${run}`, status: "DEACTIVATED" },
    });
    expect(deactivated.body.d).toMatchObject({
      status: "DEACTIVATED",
      allowedActions: ["edit", "activate", "delete"],
    });
    const missing = await t.call("PUT", `${BASE}/suppliers/${newId()}`, {
      token: operator,
      body: { ...form, name: `Nobody ${run}` },
    });
    expect(missing.body).toEqual(
      refusedAnswer("Supplier not found", { code: "NotFound", messageKey: "suppliers.notFound" }),
    );
  });

  it("deletes a supplier nothing depends on, and refuses one with users or recalls (409, nothing changed)", async () => {
    const unused = (await create({ ...form, name: `Mistaken entry ${run}` })).body.d;
    const deleted = await t.call("DELETE", `${BASE}/suppliers/${unused.id}`, { token: operator });
    expect(deleted.body).toEqual(okAnswer(null, "Supplier deleted"));
    expect(await t.portal.orm.em.fork().count(Role, { organizationId: unused.id })).toBe(0);
    expect((await t.call("GET", `${BASE}/suppliers/${unused.id}`, { token: operator })).status).toBe(404);

    const used = (await create({ ...form, name: `Busy supplier ${run}` })).body.d;
    const em = t.portal.orm.em.fork();
    const role = await em.findOneOrFail(Role, { organizationId: used.id, name: "Administrator" });
    const someone = await t.createUser({
      organization: "Acme Medical",
      role: "Administrator",
      emailPrefix: "busy",
    });
    em.create(Membership, {
      id: newId(),
      userId: someone.id,
      organizationId: used.id,
      roleId: role.id,
      siteIds: null,
      status: "ACTIVE",
    });
    em.create(Communication, {
      id: newId(),
      organizationId: used.id,
      type: "RECALL",
      communicationUid: `Z-${run}`,
      name: "Busy recall",
      status: "DRAFT",
    });
    await em.flush();
    const refused = await t.call("DELETE", `${BASE}/suppliers/${used.id}`, { token: operator });
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual(
      refusedAnswer(
        `Busy supplier ${run} has 1 users and 1 recalls, so it cannot be deleted. Deactivate it instead: its history stays.`,
        {
          code: "Conflict",
          messageKey: "suppliers.inUse",
          params: { name: `Busy supplier ${run}`, users: "1", recalls: "1" },
        },
      ),
    );
    expect((await t.call("GET", `${BASE}/suppliers/${used.id}`, { token: operator })).body.d.status).toBe(
      "ACTIVE",
    );
  });

  it("pages, sorts, searches and filters by type, SSO, status and header filters", async () => {
    const tag = `Paging ${run}`;
    for (const [index, supplierType, sso, status] of [
      [1, "SUPPLIER", true, "ACTIVE"],
      [2, "DISTRIBUTOR", false, "ACTIVE"],
      [3, "DISTRIBUTOR", true, "PENDING"],
      [4, "SUPPLIER", false, "DEACTIVATED"],
      [5, "SUPPLIER", true, "ACTIVE"],
    ] as const)
      expect((await create({ ...form, name: `${tag} ${index}`, supplierType, sso, status })).status).toBe(
        200,
      );
    const names = async (query: string) =>
      (await list(`?search=${encodeURIComponent(tag)}${query}`)).body.d.items.map((s) => s.name);
    expect(await names("&sortField=name&sortDirection=desc")).toEqual(
      [5, 4, 3, 2, 1].map((i) => `${tag} ${i}`),
    );
    const page2 = await list(
      `?search=${encodeURIComponent(tag)}&pageNumber=2&pageSize=2&sortField=name&sortDirection=asc`,
    );
    expect(page2.body).toEqual(
      okAnswer({
        total: 5,
        pageNumber: 2,
        pageSize: 2,
        items: [expect.objectContaining({ name: `${tag} 3` }), expect.objectContaining({ name: `${tag} 4` })],
      }),
    );
    expect(await names("&supplierType=DISTRIBUTOR&sortField=name")).toEqual([`${tag} 2`, `${tag} 3`]);
    expect(await names("&sso=true&status=ACTIVE&sortField=name")).toEqual([`${tag} 1`, `${tag} 5`]);
    expect(await names("&status=deactivated")).toEqual([`${tag} 4`]);
    const filter = encodeURIComponent(
      JSON.stringify({ name: { filterType: "text", type: "contains", filter: `${tag} 5` } }),
    );
    expect((await list(`?filterModel=${filter}`)).body.d.items.map((s) => s.name)).toEqual([`${tag} 5`]);
    const badSort = await list("?sortField=password");
    expect(badSort.status).toBe(400);
  });
});

describe("supplier logos", () => {
  const png = badgePng("#0b5394", "#f1c232");

  it("stores a real image, serves it publicly by its id, and sets it on a supplier", async () => {
    const uploaded = await upload("/process-supplier-logo-file", operator, "meridian.png", png);
    expect(uploaded.body).toEqual(
      okAnswer(
        {
          id: expect.any(String),
          url: expect.stringMatching(/^\/api\/organizations\/logos\//),
          contentType: "image/png",
          size: png.length,
        },
        "Logo uploaded",
      ),
    );
    const served = await t.portal.app.request(uploaded.body.d.url);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/png");
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(png);
    const created = await create({ ...form, name: `Logo supplier ${run}`, logo: uploaded.body.d.id });
    expect(created.body.d.logo).toBe(uploaded.body.d.url);
    // The edit form uploads with the supplier's Id and the logo is set at once.
    const gif = new TextEncoder().encode("GIF89a\x01\x00\x01\x00\x00\x00\x00;");
    const direct = await upload("/process-supplier-logo-file", operator, "logo.gif", gif, {
      Id: created.body.d.id,
    });
    expect(direct.body.d.contentType).toBe("image/gif");
    expect(
      (await t.call("GET", `${BASE}/suppliers/${created.body.d.id}`, { token: operator })).body.d.logo,
    ).toBe(direct.body.d.url);
  });

  it("refuses a text file named .png and a logo over 1 MB with 400, storing nothing", async () => {
    const text = await upload(
      "/process-supplier-logo-file",
      operator,
      "logo.png",
      new TextEncoder().encode("not an image at all"),
    );
    expect(text.status).toBe(400);
    expect(text.body).toEqual(
      invalidField(
        "file",
        "The logo must be a PNG, JPEG, GIF or WebP image; this file is not one",
        "suppliers.logoNotImage",
      ),
    );
    const large = new Uint8Array(1024 * 1024 + 10);
    large.set(png);
    const tooLarge = await upload("/process-supplier-logo-file", operator, "big.png", large);
    expect(tooLarge.body).toEqual(
      invalidField("file", "The logo is 1.0 MB; the largest allowed is 1 MB", "suppliers.logoTooLarge", {
        size: "1.0 MB",
      }),
    );
    const unknown = await t.portal.app.request(`/api/organizations/logos/${newId()}`);
    expect(unknown.status).toBe(404);
  });
});

describe("bulk supplier files", () => {
  const header = "Name,Type,Address 1,Address 2,City,State,ZIP,SSO,Status";

  it("refuses the whole file when rows are bad, naming each row, and creates none", async () => {
    const before = await supplierRows();
    const csv = [
      header,
      `Bulk Good ${run},SUPPLIER,1 Main St,,Boston,MA,02115,No,`,
      `Acme Medical,SUPPLIER,1 Main St,,Boston,MA,02115,No,`,
      `Bulk Twin ${run},DISTRIBUTOR,2 Main St,,Boston,MA,0211,Yes,ACTIVE`,
      `bulk twin ${run},SUPPLIER,3 Main St,,Boston,MA,02115,No,ACTIVE`,
    ].join("\n");
    const answer = await upload(
      "/create-suppliers",
      operator,
      "suppliers.csv",
      new TextEncoder().encode(csv),
    );
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual(
      refusedAnswer(
        "No supplier was created: 3 rows have problems. Fix them and upload the whole file again",
        {
          code: "ValidationFailed",
          messageKey: "suppliers.bulkRefused",
          params: { count: "3" },
          fields: [
            {
              field: "rows.3.name",
              message: "An organisation with this name already exists",
              messageKey: "suppliers.rowNameTaken",
            },
            {
              field: "rows.4.zip",
              message: "Enter a 5-digit ZIP code, or ZIP+4 such as 55401-1234",
              messageKey: "address.zipFormat",
            },
            {
              field: "rows.5.name",
              message: "The same name as row 4",
              messageKey: "suppliers.rowDuplicateInFile",
            },
          ],
        },
      ),
    );
    expect(await supplierRows()).toBe(before);
  });

  it("creates every supplier of a good XLSX file with their roles", async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet("Suppliers");
    sheet.addRow(header.split(","));
    sheet.addRow([
      `Bulk Cardio ${run}`,
      "SUPPLIER",
      "4 Lake St",
      "",
      "Chicago",
      "IL",
      "60601",
      "Yes",
      "PENDING",
    ]);
    sheet.addRow([
      `Bulk Freight ${run}`,
      "distributor",
      "5 River Rd",
      "Suite 2",
      "Memphis",
      "TN",
      "38118",
      "",
      "",
    ]);
    const bytes = new Uint8Array(await workbook.xlsx.writeBuffer());
    const answer = await upload("/create-suppliers", operator, "suppliers.xlsx", bytes);
    expect(answer.body).toEqual(
      okAnswer({ created: 2, names: [`Bulk Cardio ${run}`, `Bulk Freight ${run}`] }, "Suppliers created"),
    );
    const found = (await list(`?search=${encodeURIComponent(`Bulk Freight ${run}`)}`)).body.d.items;
    expect(found).toEqual([
      supplierJson({
        name: `Bulk Freight ${run}`,
        supplierType: "DISTRIBUTOR",
        add1: "5 River Rd",
        add2: "Suite 2",
        city: "Memphis",
        state: "TN",
        zip: "38118",
      }),
    ]);
    const id = found[0]!.id;
    expect(await t.portal.orm.em.fork().count(Role, { organizationId: id })).toBe(
      DEFAULT_ROLES.SUPPLIER.length,
    );
  });

  it("refuses a file that is not a table", async () => {
    const answer = await upload(
      "/create-suppliers",
      operator,
      "suppliers.csv",
      badgePng("#000000", "#ffffff"),
    );
    expect(answer.status).toBe(400);
    expect(answer.body.error.messageKey).toBe("suppliers.bulkNotTable");
  });
});

describe("organisation metadata", () => {
  it("answers the filter option lists and the organisation pickers", async () => {
    expect((await t.call("GET", `${BASE}/filters-meta/sso`, { token: operator })).body).toEqual(
      okAnswer([
        { value: true, label: "Yes" },
        { value: false, label: "No" },
      ]),
    );
    expect(
      (await t.call("GET", `${BASE}/filters-meta/status`, { token: readOnlyOperator })).body.d.map(
        (o: { value: string }) => o.value,
      ),
    ).toEqual(["ACTIVE", "DEACTIVATED", "PENDING"]);
    expect(
      (await t.call("GET", `${BASE}/filters-meta/notisphere-managed`, { token: operator })).body.d,
    ).toHaveLength(2);
    const providers = (await t.call("GET", `${BASE}/meta?orgType=provider`, { token: operator })).body.d;
    expect(providers.length).toBeGreaterThan(0);
    expect(new Set(providers.map((o: { type: string }) => o.type))).toEqual(new Set(["PROVIDER"]));
    const recallOrgs = (await t.call("GET", `${BASE}/recall-Orgmeta`, { token: operator })).body.d;
    expect(
      recallOrgs.every(
        (o: { type: string; status: string }) => o.type !== "NOTISPHERE" && o.status === "ACTIVE",
      ),
    ).toBe(true);
    const names = (await t.call("GET", `${BASE}/supplierNameList`, { token: operator })).body.d;
    expect(names).toContainEqual({ id: await t.organizationId("Acme Medical"), name: "Acme Medical" });
    const suppliers = (await t.call("GET", `${BASE}/list/SUPPLIER`, { token: operator })).body.d;
    expect(suppliers.every((o: { type: string }) => o.type === "SUPPLIER")).toBe(true);
    const badType = await t.call("GET", `${BASE}/list/hospital`, { token: operator });
    expect(badType.body).toEqual(
      invalidField(
        "type",
        "Organisation type must be SUPPLIER, PROVIDER or NOTISPHERE",
        "suppliers.typeUnknown",
      ),
    );
  });

  it("counts an organisation's figures from the tables", async () => {
    const acme = await t.organizationId("Acme Medical");
    const em = t.portal.orm.em.fork();
    const kpi = await t.call("GET", `${BASE}/kpi-meta/${acme}`, { token: operator });
    expect(kpi.body).toEqual(
      okAnswer({
        id: acme,
        name: "Acme Medical",
        type: "SUPPLIER",
        status: "ACTIVE",
        users: await em.count(Membership, { organizationId: acme }),
        activeUsers: expect.any(Number),
        roles: await em.count(Role, { organizationId: acme }),
        sites: 0,
        recallsSent: await em.count(Communication, { organizationId: acme }),
        recallsReceived: 0,
        openRecallsReceived: 0,
      }),
    );
    expect(kpi.body.d.recallsSent).toBeGreaterThan(0);
    expect((await t.call("GET", `${BASE}/kpi-meta/${newId()}`, { token: operator })).status).toBe(404);
  });

  it("counts a provider's sites as the providers grid does: every site but the Corporate one", async () => {
    const provider = await t.organizationId("Bayou Regional Health Partners");
    const em = t.portal.orm.em.fork();
    const all = await em.count(ProviderSite, { organizationId: provider });
    const corporate = await em.count(ProviderSite, { organizationId: provider, kind: "CORPORATE" });
    expect(corporate).toBeGreaterThan(0);
    const kpi = await t.call("GET", `${BASE}/kpi-meta/${provider}`, { token: operator });
    expect(kpi.body.d.sites).toBe(all - corporate);
  });
});

describe("who may call", () => {
  it("refuses supplier and provider users (403) and the read-only operator on suppliers, and anonymous callers (401)", async () => {
    const anySupplier = (await list("?pageSize=1")).body.d.items[0]!;
    const calls: Array<[string, string, object?]> = [
      ["GET", `${BASE}/suppliers`],
      ["GET", `${BASE}/suppliers/${anySupplier.id}`],
      ["PUT", `${BASE}/suppliers/${anySupplier.id}`, { ...form, name: "Hijack" }],
      ["DELETE", `${BASE}/suppliers/${anySupplier.id}`],
      ["POST", `${BASE}/suppliers`, { ...form, name: `Intruder ${run}` }],
      ["GET", `${BASE}/meta`],
      ["GET", `${BASE}/kpi-meta/${anySupplier.id}`],
      ["GET", `${BASE}/filters-meta/sso`],
    ];
    for (const token of [supplierAdmin, providerAdmin])
      for (const [method, path, body] of calls)
        expect((await t.call(method, path, { token, body })).body, `${method} ${path}`).toEqual(
          noPermissionAnswer,
        );
    for (const [method, path, body] of calls.slice(0, 5))
      expect((await t.call(method, path, { token: readOnlyOperator, body })).body).toEqual(
        noPermissionAnswer,
      );
    for (const [method, path, body] of calls)
      expect((await t.call(method, path, { body })).body).toEqual(unauthorizedAnswer);
    expect(
      (await upload("/process-supplier-logo-file", supplierAdmin, "x.png", badgePng("#000000", "#ffffff")))
        .body,
    ).toEqual(noPermissionAnswer);
    expect(
      (await upload("/create-suppliers", providerAdmin, "x.csv", new TextEncoder().encode("Name\nX"))).body,
    ).toEqual(noPermissionAnswer);
    expect(
      (await upload("/create-suppliers", undefined, "x.csv", new TextEncoder().encode("Name\nX"))).body,
    ).toEqual(unauthorizedAnswer);
    expect(
      (await t.call("GET", `${BASE}/suppliers/${anySupplier.id}`, { token: operator })).body.d.name,
    ).toBe(anySupplier.name);
  });
});
