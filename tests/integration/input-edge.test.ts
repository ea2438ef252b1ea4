import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BASE, fixture, upload } from "./location-preprocessor-support.ts";
import { invalidField } from "./support/envelopes.ts";
import { startTestPortal, type Answer, type TestPortal } from "./support/test-portal.ts";

/**
 * Input PostgreSQL cannot take must be refused at the edge with a 400 envelope naming the field, never reach
 * the database and come back as a 500: a NUL character in any string, a page number beyond the integer range.
 */
let t: TestPortal;
let operator: string;
let jobId: string;
beforeAll(async () => {
  t = await startTestPortal({ devMailbox: true });
  operator = (await t.signIn("operator.admin@example.org")).access_token;
  const first = await t.call("GET", `${BASE}?pageSize=1`, { token: operator });
  jobId = first.body.d.items[0]?.id;
  if (!jobId) {
    const answer = await upload(t, operator, "edge.csv", fixture("acme-shipto.csv"), {
      supplierName: "Acme Medical",
    });
    jobId = answer.json.d.id;
  }
});
afterAll(() => t.stop());

const NUL = "\u0000";

/** The whole 400 that refuses a NUL character in `field`. */
const unstorable = (field: string) =>
  invalidField(field, `${field} must not contain the NUL character (U+0000)`, "request.unstorable", {
    field,
  });

/** The whole 400 that refuses a NUL character in the filter of `column`. */
const unstorableFilter = (column: string) =>
  invalidField(
    "filterModel",
    `filterModel must not contain the NUL character (U+0000), found in the ${column} filter`,
    "paging.filterNul",
    { column },
  );

/** The whole 400 that refuses a page number beyond PostgreSQL's integer. */
const PAGE_NUMBER_OUT_OF_RANGE = invalidField(
  "pageNumber",
  "pageNumber must be a whole number from 1 to 2147483647",
  "paging.pageNumber",
  { max: "2147483647" },
);

const expectRefused = (answer: Answer | { status: number; body: Answer["body"] }, refusal: unknown) => {
  expect(answer.status, JSON.stringify(answer.body)).toBe(400);
  expect(answer.body).toEqual(refusal);
};

/** Every paged list, with a query that otherwise succeeds. */
const LISTS = () => ["/notisphere/quickLinks", BASE, `${BASE}/rows/${jobId}`, `${BASE}/knownLocations`];

describe("a NUL character in input", () => {
  it("at sign-in (no token needed) answers 400 naming the field", async () => {
    const answer = await t.call("POST", "/auth/token", {
      body: {
        client_id: "web-client",
        grant_type: "password",
        email: `operator.admin${NUL}@example.org`,
        password: "x",
      },
    });
    expectRefused(answer, unstorable("email"));
    expectRefused(
      await t.call("POST", "/auth/userlock", { body: { email: `a${NUL}@example.org` } }),
      unstorable("email"),
    );
  });

  it("in PUT /me names answers 400", async () => {
    const user = await t.createUser({
      organization: "Acme Medical",
      role: "Administrator",
      emailPrefix: "nul",
    });
    const { access_token } = await t.signIn(user.email);
    for (const field of ["first_name", "last_name"]) {
      const body = { first_name: "Ann", last_name: "Lee", [field]: `A${NUL}nn` };
      expectRefused(await t.call("PUT", "/me", { token: access_token, body }), unstorable(field));
    }
  });

  it("in quick-link fields answers 400", async () => {
    for (const [field, value] of [
      ["name", `x${NUL}`],
      ["url", `https://example.org/${NUL}`],
      ["description", `d${NUL}`],
    ]) {
      const body = { name: "nul test", url: "https://example.org", [field as string]: value };
      expectRefused(
        await t.call("POST", "/notisphere/quickLinks/create", { token: operator, body }),
        unstorable(field!),
      );
    }
  });

  it("in search and every filter of each list answers 400", async () => {
    const nul = encodeURIComponent(NUL);
    const filterModel = (column: string) =>
      encodeURIComponent(JSON.stringify({ [column]: { filterType: "text", type: "contains", filter: NUL } }));
    const cases: Array<[string, unknown]> = [
      ...LISTS().map((path): [string, unknown] => [`${path}?search=x${nul}`, unstorable("search")]),
      [`/notisphere/quickLinks?url=${nul}`, unstorable("url")],
      [`/notisphere/quickLinks?status=${nul}`, unstorable("status")],
      [`/notisphere/quickLinks?filterModel=${filterModel("name")}`, unstorableFilter("name")],
      [`${BASE}?suppliername=${nul}`, unstorable("suppliername")],
      [`${BASE}?status=${nul}`, unstorable("status")],
      [`${BASE}?filterModel=${filterModel("fileName")}`, unstorableFilter("fileName")],
      [`${BASE}?sortField=${nul}`, unstorable("sortField")],
      [`${BASE}/rows/${jobId}?decision=${nul}`, unstorable("decision")],
      [`/dev/mailbox?to=${nul}`, unstorable("to")],
    ];
    for (const [path, refusal] of cases)
      expectRefused(await t.call("GET", path, { token: operator }), refusal);
  });

  it("in a path parameter answers 400", async () => {
    expectRefused(await t.call("GET", `/notisphere/quickLinks/a%00b`, { token: operator }), unstorable("id"));
  });

  it("in upload form fields answers 400", async () => {
    const answer = await upload(t, operator, "nul.csv", fixture("acme-shipto.csv"), {
      supplierName: `Acme${NUL}`,
    });
    expectRefused({ status: answer.status, body: answer.json }, unstorable("supplierName"));
  });
});

describe("page numbers beyond the integer range", () => {
  it("answer 400 on every list", async () => {
    for (const path of LISTS())
      for (const pageNumber of ["99999999999999999999", "9223372036854775808", "2147483648"])
        expectRefused(
          await t.call("GET", `${path}?pageNumber=${pageNumber}`, { token: operator }),
          PAGE_NUMBER_OUT_OF_RANGE,
        );
  });

  it("a large page number within range is an empty page, not an error", async () => {
    for (const path of LISTS()) {
      const answer = await t.call("GET", `${path}?pageNumber=2147483647&pageSize=500`, { token: operator });
      expect(answer.status, path).toBe(200);
      expect(answer.body).toEqual({
        ok: true,
        m: "",
        d: { items: [], total: expect.any(Number), pageNumber: 2147483647, pageSize: 500 },
        error: null,
      });
    }
  });
});
