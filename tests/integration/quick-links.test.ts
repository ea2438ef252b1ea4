import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { components } from "../api-types.d.ts";
import { startTestPortal, type TestPortal } from "./support/test-portal.ts";
import { invalidField, invalidNamedField, noPermissionAnswer, refusedAnswer } from "./support/envelopes.ts";

// Answers are typed from the generated OpenAPI types, so a contract change that breaks these tests' view of
// the API fails the typecheck too.
type QuickLinkPage = components["schemas"]["QuickLinkPage"];
type QuickLink = components["schemas"]["QuickLink"];

let t: TestPortal;
let operator: string;
beforeAll(async () => {
  t = await startTestPortal();
  operator = (await t.signIn("operator.admin@example.org")).access_token;
});
afterAll(() => t.stop());

const list = (query: string, token = operator) =>
  t.call<QuickLinkPage>("GET", `/notisphere/quickLinks${query}`, { token });
const save = (body: object, token = operator) =>
  t.call<QuickLink>("POST", "/notisphere/quickLinks/create", { token, body });
const DEFAULT_PAGE_SIZE = 50;
/** The whole answer of a list call whose matches all fit on the first page of the default size. */
const firstPage = (items: unknown[]) => ({
  ok: true,
  m: "",
  d: { total: items.length, pageNumber: 1, pageSize: DEFAULT_PAGE_SIZE, items },
  error: null,
});

describe("quick links", () => {
  it("lists the seeded links with paging and a stable sort", async () => {
    const first = await list("?pageNumber=1&pageSize=10&sortField=name&sortDirection=asc");
    expect(first.status).toBe(200);
    expect(first.body.d.total).toBeGreaterThanOrEqual(30);
    expect(first.body.d.items).toHaveLength(10);
    const names = first.body.d.items.map((i: { name: string }) => i.name);
    const folded = names.map((name) => name.toLowerCase());
    expect(folded).toEqual([...folded].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const second = await list("?pageNumber=2&pageSize=10&sortField=name&sortDirection=asc");
    expect(second.body.d.items[0]!.name.toLowerCase() >= folded[9]!).toBe(true);
    const desc = await list("?pageSize=500&sortField=name&sortDirection=desc");
    expect(desc.body.d.items.at(-1)?.name).toBe(names[0]);
    expect(first.body).toEqual({
      ok: true,
      m: "",
      d: { total: expect.any(Number), pageNumber: 1, pageSize: 10, items: expect.any(Array) },
      error: null,
    });
    expect(first.body.d.items[0]).toEqual({
      id: expect.any(String),
      name: expect.any(String),
      url: expect.any(String),
      path: null,
      description: expect.any(String),
      status: "ACTIVE",
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
      allowedActions: ["edit", "deactivate", "delete"],
    });
  });

  it("sorts names without regard to case", async () => {
    for (const name of ["Zeta casefold", "openFDA casefold", "alpha casefold"])
      expect((await save({ name, url: "https://casefold.example.org", status: "ACTIVE" })).status).toBe(200);
    const names = async (direction: string): Promise<string[]> =>
      (await list(`?search=casefold&sortField=name&sortDirection=${direction}`)).body.d.items.map(
        (item: { name: string }) => item.name,
      );
    expect(await names("asc")).toEqual(["alpha casefold", "openFDA casefold", "Zeta casefold"]);
    expect(await names("desc")).toEqual(["Zeta casefold", "openFDA casefold", "alpha casefold"]);
  });

  it("creates, reads, updates, finds by search and filters, and soft-deletes", async () => {
    const name = `Recall portal ${Date.now()}`;
    const created = await save({ name, url: "example.org/recalls", description: "Search 50% off_test" });
    expect(created.body).toEqual({
      ok: true,
      m: "Quick link saved",
      d: {
        id: expect.any(String),
        name,
        url: "http://example.org/recalls",
        path: null,
        description: "Search 50% off_test",
        status: "ACTIVE",
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
        allowedActions: ["edit", "deactivate", "delete"],
      },
      error: null,
    });
    const id = created.body.d.id as string;
    // % and _ in a search are literal characters, not wildcards: "5_% off" would match "50% off" as a pattern.
    expect((await list(`?search=${encodeURIComponent("50% off_")}`)).body).toEqual(
      firstPage([created.body.d]),
    );
    expect((await list(`?search=${encodeURIComponent("5_% off")}`)).body).toEqual(firstPage([]));
    expect((await t.call("GET", `/notisphere/quickLinks/${id}`, { token: operator })).body).toEqual({
      ok: true,
      m: "",
      d: created.body.d,
      error: null,
    });

    const updated = await save({ id, name, url: "https://example.org/recalls/v2", status: "INACTIVE" });
    expect(updated.body).toEqual({
      ok: true,
      m: "Quick link saved",
      d: {
        id,
        name,
        url: "https://example.org/recalls/v2",
        path: null,
        description: null,
        status: "INACTIVE",
        createdAt: created.body.d.createdAt,
        updatedAt: expect.any(String),
        allowedActions: ["edit", "activate", "delete"],
      },
      error: null,
    });

    expect((await list(`?search=${encodeURIComponent(name)}`)).body).toEqual(firstPage([updated.body.d]));
    expect((await list(`?search=${encodeURIComponent(name)}&status=ACTIVE`)).body).toEqual(firstPage([]));
    expect((await list(`?status=INACTIVE&url=${encodeURIComponent("example.org/recalls/v2")}`)).body).toEqual(
      {
        ok: true,
        m: "",
        d: {
          total: expect.any(Number),
          pageNumber: 1,
          pageSize: DEFAULT_PAGE_SIZE,
          items: expect.arrayContaining([updated.body.d]),
        },
        error: null,
      },
    );
    const filterModel = encodeURIComponent(
      JSON.stringify({ name: { filterType: "text", type: "contains", filter: name } }),
    );
    expect((await list(`?filterModel=${filterModel}`)).body).toEqual(firstPage([updated.body.d]));

    const deleted = await t.call("PUT", `/notisphere/quickLinks/delete/${id}`, { token: operator });
    expect(deleted.body).toEqual({ ok: true, m: "Successfully Deleted!", d: null, error: null });
    expect((await t.call("GET", `/notisphere/quickLinks/${id}`, { token: operator })).status).toBe(404);
    expect((await list(`?search=${encodeURIComponent(name)}`)).body).toEqual(firstPage([]));
    expect((await t.call("PUT", `/notisphere/quickLinks/delete/${id}`, { token: operator })).status).toBe(
      404,
    );
    expect((await save({ id, name, url: "https://example.org" })).status).toBe(404);
  });

  it("refuses bad input with the spec's words and changes nothing", async () => {
    const before = (await list("?pageSize=1")).body.d.total;
    const bad = await save({ name: "", url: "not a url" });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({
      ok: false,
      m: "name: Field required",
      d: null,
      error: {
        code: "ValidationFailed",
        messageKey: "request.fieldProblem",
        params: { field: "name", problem: "Field required" },
        fields: [
          { field: "name", message: "Field required", messageKey: "validation.required" },
          {
            field: "url",
            message: "Enter a full web address starting with https:// or http://",
            messageKey: "validation.url",
          },
        ],
      },
    });
    expect((await save({ name: "x", url: "https://example.org", status: "MAYBE" })).status).toBe(400);
    expect(
      (await save({ name: "x", url: "https://example.org", path: "data:text/html;base64,PGgxPg==" })).body,
    ).toEqual(
      invalidNamedField("path", "The document types should be either of .png, .jpg", "validation.imageTypes"),
    );
    const notJson = await t.call("POST", "/notisphere/quickLinks/create", {
      token: operator,
      rawBody: "{name:",
    });
    expect(notJson.body).toEqual(
      refusedAnswer("The request body is not valid JSON", {
        code: "ValidationFailed",
        messageKey: "request.badJson",
        fields: [{ field: "body", message: "not valid JSON", messageKey: "request.badJsonField" }],
      }),
    );
    const sortField = "sortField must be one of name, url, status, createdAt, updatedAt";
    expect((await list("?sortField=password")).body).toEqual(
      invalidField("sortField", sortField, "paging.sortField", {
        fields: "name, url, status, createdAt, updatedAt",
      }),
    );
    expect((await list("?pageSize=501")).status).toBe(400);
    expect((await list("?sortDirection=sideways")).status).toBe(400);
    expect((await list("?filterModel=%7Bbad")).status).toBe(400);
    expect((await list(`?filterModel=${encodeURIComponent('{"deletedAt":{"filter":"x"}}')}`)).status).toBe(
      400,
    );
    expect((await t.call("GET", "/notisphere/quickLinks/not-a-uuid", { token: operator })).status).toBe(404);
    expect((await list("?pageSize=1")).body.d.total).toBe(before);
  });

  it("refuses a body over the size limit with 413", async () => {
    const answer = await save({
      name: "big",
      url: "https://example.org",
      description: "x".repeat(1_100_000),
    });
    expect(answer.status).toBe(413);
    expect(answer.body).toEqual(
      refusedAnswer("The request is too large", { code: "PayloadTooLarge", messageKey: "request.tooLarge" }),
    );
  });

  it("is operator-only: suppliers and providers get 403 and no data; signed-out callers 401", async () => {
    const { id } = (await list("?pageSize=1")).body.d.items[0]!;
    for (const email of [
      "supplier.admin@example.org",
      "provider.admin@example.org",
      "distributor.admin@example.org",
    ]) {
      const { access_token } = await t.signIn(email);
      for (const [method, path, body] of [
        ["GET", "/notisphere/quickLinks", undefined],
        ["GET", "/notisphere/quickLinks/meta", undefined],
        ["GET", `/notisphere/quickLinks/${id}`, undefined],
        ["POST", "/notisphere/quickLinks/create", { name: "x", url: "https://example.org" }],
        ["PUT", `/notisphere/quickLinks/delete/${id}`, undefined],
      ] as const) {
        const answer = await t.call(method, path, { token: access_token, body });
        expect(answer.status, `${email} ${method} ${path}`).toBe(403);
        expect(answer.body).toEqual(noPermissionAnswer);
      }
    }
    expect((await t.call("GET", "/notisphere/quickLinks")).status).toBe(401);
    expect((await t.call("GET", `/notisphere/quickLinks/${id}`, { token: operator })).status).toBe(200);
  });

  it("lets the read-only operator read them without actions, and every user read account links", async () => {
    const readonly = (await t.signIn("operator.readonly@example.org")).access_token;
    const page = await list("?pageSize=1", readonly);
    expect(page.status).toBe(200);
    const first = page.body.d.items[0]!;
    expect(page.body).toEqual({
      ok: true,
      m: "",
      d: { total: expect.any(Number), pageNumber: 1, pageSize: 1, items: [{ ...first, allowedActions: [] }] },
      error: null,
    });
    expect((await save({ name: "x", url: "https://example.org" }, readonly)).status).toBe(403);
    expect(
      (await t.call("PUT", `/notisphere/quickLinks/delete/${first.id}`, { token: readonly })).status,
    ).toBe(403);
    const meta = await t.call("GET", "/notisphere/quickLinks/meta", { token: readonly });
    expect(meta.body).toEqual({
      ok: true,
      m: "",
      d: {
        sortFields: ["name", "url", "status", "createdAt", "updatedAt"],
        statuses: [
          { label: "Active", value: "ACTIVE" },
          { label: "Inactive", value: "INACTIVE" },
        ],
      },
      error: null,
    });
    const provider = (await t.signIn("provider.responder@example.org")).access_token;
    const links = await t.call("GET", "/notisphere/quickLinks/account-links", { token: provider });
    expect(links.status).toBe(200);
    expect(links.body).toEqual({ ok: true, m: "", d: expect.any(Array), error: null });
    expect(links.body.d.length).toBeGreaterThan(0);
    expect(links.body.d[0]).toEqual({
      id: expect.any(String),
      name: expect.any(String),
      path: null,
      url: expect.any(String),
    });
  });
});
