import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { components } from "../api-types.d.ts";
import { Organization, SupplierMaster } from "../../adapters/db/entities.ts";
import { startTestPortal, type TestPortal } from "./support/test-portal.ts";
import { noPermissionAnswer, okAnswer, refusedAnswer, unauthorizedAnswer } from "./support/envelopes.ts";

type Page = components["schemas"]["SupplierMasterPage"];
type Entry = components["schemas"]["SupplierMasterEntry"];
type Known = components["schemas"]["KnownSupplier"];

let t: TestPortal;
let operator: string;
let acmeId: string;
let northwindId: string;
beforeAll(async () => {
  t = await startTestPortal();
  operator = (await t.signIn("operator.admin@example.org")).access_token;
  acmeId = await t.organizationId("Acme Medical");
  northwindId = await t.organizationId("Northwind Distribution");
});
afterAll(() => t.stop());

const BASE = "/notisphere/organizations";
const list = (query: string, token = operator) =>
  t.call<Page>("GET", `${BASE}/suppliers-list${query}`, { token });
const setStatus = (id: string, status: string, token = operator) =>
  t.call<Entry>("GET", `${BASE}/update-suppliers-list?id=${encodeURIComponent(id)}&status=${status}`, {
    token,
  });
const save = (body: object, token = operator) =>
  t.call<Entry>("POST", `${BASE}/suppliers-list`, { token, body });
const link = (a: string, b: string, token = operator) =>
  t.call<Entry>("PUT", `${BASE}/link-suppliers/${a}/${b}`, { token });
const row = async (id: string) =>
  t.portal.orm.em.fork().findOneOrFail(SupplierMaster, { id }, { disableIdentityMap: true });
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const conflict = (m: string, messageKey: string, params?: Record<string, string>) =>
  refusedAnswer(m, { code: "Conflict", messageKey, ...(params ? { params } : {}) });
const notFound = (m: string, messageKey: string) => refusedAnswer(m, { code: "NotFound", messageKey });

describe("supplier master list", () => {
  it("lists the openFDA recalling firms, filtered by status, with the linked account's name", async () => {
    const all = await list("?pageSize=500&sortField=name&sortDirection=asc");
    expect(all.status).toBe(200);
    expect(all.body.d.total).toBeGreaterThan(400);
    const names = all.body.d.items.map((e) => e.name.toLowerCase());
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const linked = await list("?status=LINKED&pageSize=500&sortField=name");
    const pall = linked.body.d.items.find((e) => e.name === "Pall Corporation");
    expect(pall).toEqual({
      id: expect.any(String),
      name: "Pall Corporation",
      normalizedName: "pall",
      city: "Port Washington",
      state: "NY",
      source: "openFDA device recalls",
      status: "LINKED",
      linkedOrganizationId: acmeId,
      linkedOrganizationName: "Acme Medical",
      linkedAt: expect.any(String),
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
      allowedActions: ["edit", "set:ACTIVE"],
    });
    for (const status of ["ACTIVE", "INACTIVE", "DELETED", "PENDING", "LINKED"]) {
      const page = await list(`?status=${status.toLowerCase()}&pageSize=500`);
      expect(page.body.d.total, status).toBeGreaterThan(0);
      expect(new Set(page.body.d.items.map((e) => e.status))).toEqual(new Set([status]));
    }
    const filtered = await list(
      `?filterModel=${encodeURIComponent('{"linkedOrganizationName":{"filter":"northwind"}}')}`,
    );
    expect(filtered.body.d.items.map((e) => e.name)).toEqual(["Northwind Distribution LLC"]);
  });

  it("refuses a wrong status with 400 and changes nothing", async () => {
    const answer = await list("?status=ARCHIVED");
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual(
      refusedAnswer(
        expect.stringContaining("status must be one of ACTIVE, INACTIVE, DELETED, PENDING, LINKED"),
        expect.objectContaining({ code: "ValidationFailed" }),
      ),
    );
    const active = (await list("?status=ACTIVE&pageSize=1")).body.d.items[0]!;
    const wrong = await setStatus(active.id, "ARCHIVED");
    expect(wrong.status).toBe(400);
    expect(wrong.body.ok).toBe(false);
    expect(wrong.body.error?.fields?.map((f) => f.field)).toEqual(["status"]);
    expect((await row(active.id)).status).toBe("ACTIVE");
  });

  it("changes status by the rules (GET update-suppliers-list) and refuses the rest, changing nothing", async () => {
    const created = await save({ name: `Status Rules Devices ${unique()}`, city: "Austin", state: "tx" });
    expect(created.status).toBe(200);
    expect(created.body.d).toMatchObject({ status: "ACTIVE", state: "TX", source: "Operator" });
    const id = created.body.d.id;
    const inactive = await setStatus(id, "INACTIVE");
    expect(inactive.body).toEqual(
      okAnswer({
        ...created.body.d,
        status: "INACTIVE",
        updatedAt: expect.any(String),
        allowedActions: ["edit", "set:ACTIVE", "set:DELETED"],
      }),
    );
    expect((await row(id)).status).toBe("INACTIVE");
    expect((await setStatus(id, "INACTIVE")).body).toEqual(
      conflict("The entry is already Deactivated", "supplierMaster.sameStatus", { status: "Deactivated" }),
    );
    expect((await setStatus(id, "PENDING")).body).toEqual(
      conflict("A Deactivated entry cannot become Pending", "supplierMaster.notAllowed", {
        from: "Deactivated",
        to: "Pending",
      }),
    );
    expect((await setStatus(id, "LINKED")).status).toBe(409);
    expect((await setStatus(id, "DELETED")).body.d.status).toBe("DELETED");
    expect((await setStatus(id, "INACTIVE")).status).toBe(409);
    expect((await row(id)).status).toBe("DELETED");
    expect((await setStatus(id, "ACTIVE")).body.d.status).toBe("ACTIVE");
    expect((await setStatus("0193a6b0-0000-7000-8000-00000000dead", "ACTIVE")).body).toEqual(
      notFound("Supplier master entry not found", "supplierMaster.notFound"),
    );
    expect((await setStatus("not-a-uuid", "ACTIVE")).status).toBe(404);
  });

  it("adds and corrects entries, refusing a second entry for the same firm", async () => {
    const base = `Harbor Surgical ${unique()}`;
    const created = await save({ name: `  ${base},  Inc. ` });
    expect(created.body).toEqual(
      okAnswer(
        {
          id: expect.any(String),
          name: `${base}, Inc.`,
          normalizedName: base.toLowerCase(),
          city: null,
          state: null,
          source: "Operator",
          status: "ACTIVE",
          linkedOrganizationId: null,
          linkedOrganizationName: null,
          linkedAt: null,
          createdAt: expect.any(String),
          updatedAt: expect.any(String),
          allowedActions: ["edit", "link", "set:INACTIVE", "set:DELETED"],
        },
        "Supplier master entry saved",
      ),
    );
    const twin = await save({ name: `${base.toUpperCase()} LLC` });
    expect(twin.status).toBe(400);
    const message = `A master entry named ${base}, Inc. already exists`;
    expect(twin.body).toEqual(
      refusedAnswer(message, {
        code: "ValidationFailed",
        messageKey: "supplierMaster.duplicateName",
        params: { name: `${base}, Inc.` },
        fields: [{ field: "name", message, messageKey: "supplierMaster.duplicateName" }],
      }),
    );
    const edited = await save({
      id: created.body.d.id,
      name: `${base} Holdings`,
      city: "Duluth",
      state: "MN",
    });
    expect(edited.body.d).toMatchObject({ name: `${base} Holdings`, city: "Duluth", state: "MN" });
    expect((await save({ name: "" })).status).toBe(400);
    expect((await save({ name: "X", state: "Minnesota" })).status).toBe(400);
    expect((await save({ id: "0193a6b0-0000-7000-8000-00000000dead", name: "Nobody" })).status).toBe(404);
  });

  it("links a supplier account to an entry once, and unlinks by setting the entry active again", async () => {
    const created = await save({ name: `Northwind Regional Logistics ${unique()}` });
    const id = created.body.d.id;
    const linked = await link(northwindId, id);
    expect(linked.body).toEqual(
      okAnswer({
        ...created.body.d,
        status: "LINKED",
        linkedOrganizationId: northwindId,
        linkedOrganizationName: "Northwind Distribution",
        linkedAt: expect.any(String),
        updatedAt: expect.any(String),
        allowedActions: ["edit", "set:ACTIVE"],
      }),
    );
    expect(await row(id)).toMatchObject({ status: "LINKED", linkedOrganizationId: northwindId });
    expect((await link(acmeId, id)).body).toEqual(
      conflict("This entry is already linked to Northwind Distribution", "supplierMaster.alreadyLinked", {
        supplier: "Northwind Distribution",
      }),
    );
    expect((await row(id)).linkedOrganizationId).toBe(northwindId);
    const provider = await t.organizationId("Ochsner Health");
    const other = await save({ name: `Provider Link Attempt ${unique()}` });
    const refused = await link(provider, other.body.d.id);
    expect(refused.status).toBe(400);
    expect(refused.body.m).toBe("Only a supplier or distributor account can be linked to a master entry");
    expect((await row(other.body.d.id)).status).toBe("ACTIVE");
    expect((await link("0193a6b0-0000-7000-8000-00000000dead", id)).body).toEqual(
      notFound("Supplier account not found", "supplierMaster.supplierNotFound"),
    );
    expect((await link(acmeId, "0193a6b0-0000-7000-8000-00000000dead")).status).toBe(404);
    await setStatus(other.body.d.id, "INACTIVE");
    expect((await link(acmeId, other.body.d.id)).status).toBe(409);
    const unlinked = await setStatus(id, "ACTIVE");
    expect(unlinked.body.d).toMatchObject({
      status: "ACTIVE",
      linkedOrganizationId: null,
      linkedOrganizationName: null,
      linkedAt: null,
    });
  });

  it("lists an account's known entries: linked first, then look-alike candidates", async () => {
    const known = await t.call<Known[]>("GET", `${BASE}/knownsuppliers/${acmeId}`, { token: operator });
    expect(known.status).toBe(200);
    const byName = new Map(known.body.d.map((k) => [k.name, k]));
    const linkedNames = known.body.d
      .filter((k) => k.linkedToThis)
      .map((k) => k.name)
      .sort();
    expect(linkedNames).toEqual(["Acme Medical, Inc.", "Circulatory Technology Inc", "Pall Corporation"]);
    expect(known.body.d.slice(0, 3).every((k) => k.linkedToThis && k.score === 1)).toBe(true);
    expect(byName.get("ACME MEDICAL DEVICES")).toMatchObject({
      status: "PENDING",
      linkedToThis: false,
      allowedActions: expect.arrayContaining(["link"]),
    });
    expect(byName.get("ACME MEDICAL DEVICES")!.score).toBeGreaterThan(0.45);
    expect(byName.has("Northwind Distribution LLC")).toBe(false);
    expect(
      (
        await t.call("GET", `${BASE}/knownsuppliers/${await t.organizationId("Ochsner Health")}`, {
          token: operator,
        })
      ).status,
    ).toBe(404);
  });

  it("offers the supplier accounts to link an entry to, the most alike first", async () => {
    const candidate = (await list("?search=ACME%20MEDICAL%20DEVICES")).body.d.items[0]!;
    const options = await t.call("GET", `${BASE}/suppliers-list/${candidate.id}/accounts`, {
      token: operator,
    });
    expect(options.body.d[0]).toEqual({
      id: acmeId,
      name: "Acme Medical",
      supplierType: "SUPPLIER",
      status: "ACTIVE",
      score: expect.any(Number),
    });
    expect(options.body.d.every((o: { name: string }) => o.name !== "Ochsner Health")).toBe(true);
    const searched = await t.call("GET", `${BASE}/suppliers-list/${candidate.id}/accounts?search=northwind`, {
      token: operator,
    });
    expect(searched.body.d.map((o: { name: string }) => o.name)).toEqual(["Northwind Distribution"]);
    expect(
      (
        await t.call("GET", `${BASE}/suppliers-list/0193a6b0-0000-7000-8000-00000000dead/accounts`, {
          token: operator,
        })
      ).status,
    ).toBe(404);
  });

  it("serves the linked account's logo as an image, and 404 when there is none", async () => {
    const pall = (await list("?search=Pall%20Corporation&status=LINKED")).body.d.items[0]!;
    const em = t.portal.orm.em.fork();
    const png = Buffer.from("89504e470d0a1a0a0000000d49484452", "hex");
    await em.nativeUpdate(
      Organization,
      { id: acmeId },
      { profilePhoto: `data:image/png;base64,${png.toString("base64")}` },
    );
    const answer = await t.portal.app.request(`/api${BASE}/knownsuppliers/logo/${pall.id}`, {
      headers: { authorization: `Bearer ${operator}` },
    });
    expect(answer.status, await answer.clone().text()).toBe(200);
    expect(answer.headers.get("content-type")).toBe("image/png");
    expect(Buffer.from(await answer.arrayBuffer())).toEqual(png);
    await em.nativeUpdate(Organization, { id: acmeId }, { profilePhoto: null });
    expect((await t.call("GET", `${BASE}/knownsuppliers/logo/${pall.id}`, { token: operator })).body).toEqual(
      notFound("The linked supplier has no logo", "supplierMaster.noLogo"),
    );
    const active = (await list("?status=ACTIVE&pageSize=1")).body.d.items[0]!;
    expect(
      (await t.call("GET", `${BASE}/knownsuppliers/logo/${active.id}`, { token: operator })).body,
    ).toEqual(notFound("This master entry is not linked to a supplier account", "supplierMaster.notLinked"));
  });

  it("is the operator's: other organisations and the read-only operator get 403, signed-out callers 401", async () => {
    const entry = (await list("?status=ACTIVE&pageSize=1")).body.d.items[0]!;
    const calls: Array<[string, string, unknown]> = [
      ["GET", `${BASE}/suppliers-list`, undefined],
      ["POST", `${BASE}/suppliers-list`, { name: "Intruder Inc" }],
      ["GET", `${BASE}/update-suppliers-list?id=${entry.id}&status=INACTIVE`, undefined],
      ["GET", `${BASE}/knownsuppliers/${acmeId}`, undefined],
      ["GET", `${BASE}/suppliers-list/${entry.id}/accounts`, undefined],
      ["GET", `${BASE}/knownsuppliers/logo/${entry.id}`, undefined],
      ["PUT", `${BASE}/link-suppliers/${acmeId}/${entry.id}`, undefined],
    ];
    for (const email of [
      "supplier.admin@example.org",
      "provider.admin@example.org",
      "distributor.admin@example.org",
      "operator.readonly@example.org",
    ]) {
      const { access_token } = await t.signIn(email);
      for (const [method, path, body] of calls)
        expect(
          (await t.call(method, path, { token: access_token, body })).body,
          `${email} ${method} ${path}`,
        ).toEqual(noPermissionAnswer);
    }
    for (const [method, path, body] of calls)
      expect((await t.call(method, path, { body })).body).toEqual(unauthorizedAnswer);
    expect((await row(entry.id)).status).toBe("ACTIVE");
  });
});
