import { afterAll, beforeAll, describe, expect, it } from "vitest";
import ExcelJS from "exceljs";
import {
  Communication,
  Membership,
  Organization,
  ProviderCommunication,
  ProviderCommunicationSite,
  ProviderSite,
  Role,
  User,
} from "../../adapters/db/entities.ts";
import { newId } from "../../adapters/db/ids.ts";
import { createAccountReportSource } from "../../adapters/db/organisations/account-report-source.ts";
import { startTestPortal, type TestPortal } from "./support/test-portal.ts";
import { noPermissionAnswer, unauthorizedAnswer } from "./support/envelopes.ts";

let t: TestPortal;
let operator: string;
let readOnly: string;
const tag = Date.now().toString(36);
const PROVIDER = `Download Test Health ${tag}`;
const SUPPLIER_A = `Download Test Supplies ${tag}`;
const SUPPLIER_B = `Download Test Distribution ${tag}`;
const BASE = "/api/notisphere/organizations";

const get = (path: string, token?: string) =>
  t.portal.app.request(`${BASE}/${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });

/**
 * A health system with a Corporate site, two CMS hospitals and a clinic, three members (one deactivated, one
 * given a single site) and three recalls at different stages; two suppliers of the two types.
 */
const seed = async () => {
  const em = t.portal.orm.em.fork();
  const providerId = newId();
  em.create(Organization, {
    id: providerId,
    name: PROVIDER,
    type: "PROVIDER",
    idn: `IDN ${tag}`,
    status: "ACTIVE",
    isSso: false,
    address1: "1 Download Way",
    address2: "Suite 5",
    city: "Shreveport",
    state: "LA",
    zip: "71101",
  });
  const site = (name: string, externalId: string | null, kind: "CORPORATE" | "HOSPITAL" | "NON_ACUTE") => {
    const id = newId();
    em.create(ProviderSite, {
      id,
      organizationId: providerId,
      name,
      externalId,
      isCorporate: kind === "CORPORATE",
      kind,
      city: "Shreveport",
      state: "LA",
    });
    return id;
  };
  const corporate = site("Corporate", null, "CORPORATE");
  const hospitalA = site("Alpha Hospital", `A${tag}`.slice(0, 20), "HOSPITAL");
  const hospitalB = site("Beta Hospital", `B${tag}`.slice(0, 20), "HOSPITAL");
  site("Gamma Clinic", null, "NON_ACUTE");
  const roleId = newId();
  em.create(Role, {
    id: roleId,
    organizationId: providerId,
    organizationType: "PROVIDER",
    name: "Responder",
    permissions: [],
  });
  const member = (siteIds: string[] | null, status: string) => {
    const userId = newId();
    em.create(User, {
      id: userId,
      email: `${userId}@download.example.org`,
      firstName: "D",
      lastName: "L",
      status: "VERIFIED",
      failedLoginCount: 0,
    });
    em.create(Membership, { id: newId(), userId, organizationId: providerId, roleId, siteIds, status });
  };
  member(null, "ACTIVE");
  member([hospitalA], "ACTIVE");
  member(null, "DEACTIVATED");
  const supplierA = newId();
  const supplierB = newId();
  em.create(Organization, {
    id: supplierA,
    name: SUPPLIER_A,
    type: "SUPPLIER",
    supplierType: "SUPPLIER",
    status: "ACTIVE",
    isSso: true,
    city: "Reno",
    state: "NV",
  });
  em.create(Organization, {
    id: supplierB,
    name: SUPPLIER_B,
    type: "SUPPLIER",
    supplierType: "DISTRIBUTOR",
    status: "DEACTIVATED",
    isSso: false,
    city: "Boise",
    state: "ID",
  });
  const recall = (status: string, sites: string[]) => {
    const communicationId = newId();
    em.create(Communication, {
      id: communicationId,
      organizationId: supplierA,
      type: "RECALL",
      communicationUid: `DL-${communicationId.slice(-6)}`,
      name: "Download test recall",
      status: "SENT",
    });
    const copyId = newId();
    em.create(ProviderCommunication, {
      id: copyId,
      communicationId,
      providerOrganizationId: providerId,
      status,
      notifiedAt: new Date(),
    });
    for (const siteId of sites)
      em.create(ProviderCommunicationSite, { providerCommunicationId: copyId, siteId });
  };
  recall("OPEN", [hospitalA]);
  recall("NOTCOMPLETED", [hospitalA, hospitalB]);
  recall("COMPLETED", [corporate]);
  await em.flush();
};

beforeAll(async () => {
  t = await startTestPortal();
  operator = (await t.signIn("operator.admin@example.org")).access_token;
  readOnly = (await t.signIn("operator.readonly@example.org")).access_token;
  await seed();
});
afterAll(() => t.stop());

/** RFC 4180 rows of a whole CSV text (quoted fields may hold commas, quotes and line breaks). */
const parseCsv = (text: string): string[][] => {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ",") {
      row.push(cell);
      cell = "";
    } else if (c === "\r" && text[i + 1] === "\n") {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
      i++;
    } else cell += c;
  }
  return rows;
};

const readXlsx = async (response: Response): Promise<unknown[][]> => {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(await response.arrayBuffer());
  const rows: unknown[][] = [];
  workbook.worksheets[0]!.eachRow({ includeEmpty: false }, (r) =>
    rows.push((r.values as unknown[]).slice(1)),
  );
  return rows;
};

const today = () => {
  const d = new Date();
  return `${String(d.getUTCMonth() + 1).padStart(2, "0")}-${String(d.getUTCDate()).padStart(2, "0")}-${d.getUTCFullYear()}`;
};

const PROVIDER_HEADER = [
  "Health System",
  "IDN",
  "Address",
  "City",
  "State",
  "ZIP",
  "Sites",
  "Hospitals",
  "Non-Acute",
  "Users",
  "Status",
];

describe("account downloads", () => {
  it("provider accounts CSV: every provider with its counts from the database, named by the day", async () => {
    const answer = await get("downloadprovideraccountcsv", operator);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(answer.headers.get("content-disposition")).toContain(
      `filename="Provider Accounts ${today()}.csv"`,
    );
    const bytes = Buffer.from(await answer.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [header, ...rows] = parseCsv(bytes.subarray(3).toString("utf8"));
    expect(header).toEqual(PROVIDER_HEADER);
    expect(rows.find((r) => r[0] === PROVIDER)).toEqual([
      PROVIDER,
      `IDN ${tag}`,
      "1 Download Way, Suite 5",
      "Shreveport",
      "LA",
      "71101",
      // Three sites (the Corporate view is none): two hospitals, one non-acute.
      "3",
      "2",
      "1",
      "2",
      "Active",
    ]);
    // Every provider of the database is there once, with its sites counted as the database holds them.
    const em = t.portal.orm.em.fork();
    const providers = await em.find(Organization, { type: "PROVIDER" });
    for (const provider of providers) {
      const mine = rows.filter((r) => r[0] === provider.name);
      expect(mine.length, provider.name).toBeGreaterThanOrEqual(1);
    }
    const ochsner = providers.find((p) => p.name === "Ochsner Health")!;
    // Every site but the Corporate one, the organisation-wide view (core/organisations/providers/site-kinds.ts).
    const ochsnerSites = await em.count(ProviderSite, {
      organizationId: ochsner.id,
      kind: { $ne: "CORPORATE" },
    });
    const ochsnerUsers = await em.count(Membership, { organizationId: ochsner.id, status: "ACTIVE" });
    const ochsnerRow = rows.find((r) => r[0] === "Ochsner Health")!;
    expect([ochsnerRow[6], ochsnerRow[9]]).toEqual([String(ochsnerSites), String(ochsnerUsers)]);
    expect(rows.length).toBeGreaterThanOrEqual(providers.length);
  });

  it("provider accounts XLSX has the same rows as the CSV", async () => {
    // text() drops the byte order mark, as a spreadsheet does.
    const csv = parseCsv(await (await get("downloadprovideraccountcsv", operator)).text());
    const answer = await get("downloadprovideraccountxlsx", operator);
    expect(answer.headers.get("content-type")).toBe(
      "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    );
    expect(answer.headers.get("content-disposition")).toContain(`Provider Accounts ${today()}.xlsx`);
    const xlsx = await readXlsx(answer);
    const asText = (r: unknown[]) =>
      PROVIDER_HEADER.map((_, i) => (r[i] === undefined || r[i] === null ? "" : String(r[i])));
    expect(
      xlsx.map(asText).filter((r) => r[0]!.startsWith("Download Test") || r[0] === "Health System"),
    ).toEqual(csv.filter((r) => r[0]!.startsWith("Download Test") || r[0] === "Health System"));
  });

  it("AgGrid downloads honour the grid's filters, status and sort", async () => {
    const filter = encodeURIComponent(
      JSON.stringify({
        name: { filterType: "text", type: "contains", filter: `download test health ${tag}` },
      }),
    );
    const providers = await readXlsx(
      await get(`downloadAgGridProviderAccountxlsx?filterModel=${filter}`, operator),
    );
    expect(providers).toEqual([
      PROVIDER_HEADER,
      [PROVIDER, `IDN ${tag}`, "1 Download Way, Suite 5", "Shreveport", "LA", "71101", 3, 2, 1, 2, "Active"],
    ]);
    const search = `search=${encodeURIComponent(`Download Test D`)}`;
    const suppliers = await readXlsx(
      await get(`downloadAgGridSupplierAccountxlsx?${search}&sortField=name&sortDirection=desc`, operator),
    );
    expect(suppliers.slice(1).map((r) => r[0])).toEqual([SUPPLIER_B]);
    const both = await readXlsx(
      await get(
        `downloadAgGridSupplierAccountxlsx?search=${encodeURIComponent(tag)}&sortField=name&sortDirection=desc`,
        operator,
      ),
    );
    expect(both).toEqual([
      ["Supplier", "Type", "Address", "City", "State", "ZIP", "SSO", "Users", "Status"],
      [SUPPLIER_A, "Supplier", undefined, "Reno", "NV", undefined, "Yes", 0, "Active"],
      [SUPPLIER_B, "Distributor", undefined, "Boise", "ID", undefined, "No", 0, "Deactivated"],
    ]);
    const ascending = await readXlsx(
      await get(
        `downloadAgGridSupplierAccountxlsx?search=${encodeURIComponent(tag)}&sortField=name&sortDirection=asc`,
        operator,
      ),
    );
    expect(ascending.slice(1).map((r) => r[0])).toEqual([SUPPLIER_B, SUPPLIER_A]);
    const active = await readXlsx(
      await get(
        `downloadAgGridSupplierAccountxlsx?search=${encodeURIComponent(tag)}&status=active`,
        operator,
      ),
    );
    expect(active.slice(1).map((r) => r[0])).toEqual([SUPPLIER_A]);
  });

  it("provider activity, per provider and per site, counts the recalls by stage", async () => {
    const summary = await readXlsx(await get("downloadprovideractivityxlsx", operator));
    expect(summary[0]).toEqual([
      "Health System",
      "IDN",
      "Status",
      "Recalls Received",
      "Acknowledged",
      "Completed",
      "Open",
    ]);
    expect(summary.find((r) => r[0] === PROVIDER)).toEqual([PROVIDER, `IDN ${tag}`, "Active", 3, 2, 1, 2]);
    const detail = await readXlsx(await get("downloaddetailprovideractivityxlsx", operator));
    expect(detail.filter((r) => r[0] === PROVIDER)).toEqual([
      [PROVIDER, "Corporate", "Shreveport", "LA", 1, 1, 1, 0],
      [PROVIDER, "Alpha Hospital", "Shreveport", "LA", 2, 1, 0, 2],
      [PROVIDER, "Beta Hospital", "Shreveport", "LA", 1, 1, 0, 1],
      [PROVIDER, "Gamma Clinic", "Shreveport", "LA", 0, 0, 0, 0],
    ]);
  });

  it("consolidated providers: the health system with each site and who sees it", async () => {
    const answer = await get("downloadconsolidatedproviderxlsx", operator);
    expect(answer.headers.get("content-disposition")).toContain(`Consolidated Providers ${today()}.xlsx`);
    const rows = await readXlsx(answer);
    expect(rows[0]).toEqual([
      "Health System",
      "IDN",
      "Status",
      "Health System Users",
      "Site",
      "Site Type",
      "Site City",
      "Site State",
      "Site Users",
    ]);
    expect(rows.filter((r) => r[0] === PROVIDER)).toEqual([
      [PROVIDER, `IDN ${tag}`, "Active", 2, "Corporate", "Corporate", "Shreveport", "LA", 1],
      [PROVIDER, `IDN ${tag}`, "Active", 2, "Alpha Hospital", "Hospital", "Shreveport", "LA", 2],
      [PROVIDER, `IDN ${tag}`, "Active", 2, "Beta Hospital", "Hospital", "Shreveport", "LA", 1],
      [PROVIDER, `IDN ${tag}`, "Active", 2, "Gamma Clinic", "Non-acute", "Shreveport", "LA", 1],
    ]);
  });

  it("reads in batches that neither overlap nor skip (the same rows with batches of 2 as of 1000)", async () => {
    const collect = async <T>(rows: AsyncIterable<T>): Promise<T[]> => {
      const all: T[] = [];
      for await (const row of rows) all.push(row);
      return all;
    };
    const em = () => t.portal.orm.em.fork();
    const small = createAccountReportSource(em, 2);
    const large = createAccountReportSource(em);
    const view = { sortField: "sites", sortDirection: "desc", search: undefined, filters: {} } as const;
    const [a, b] = [await collect(small.providerAccounts(view)), await collect(large.providerAccounts(view))];
    expect(a.length).toBeGreaterThan(2);
    expect(a.map((r) => r.id)).toEqual(b.map((r) => r.id));
    expect(new Set(a.map((r) => r.id)).size).toBe(a.length);
    const sites = await collect(small.consolidatedProviders());
    expect(sites.map((r) => `${r.providerId}/${r.siteName}`)).toEqual(
      (await collect(large.consolidatedProviders())).map((r) => `${r.providerId}/${r.siteName}`),
    );
    expect(sites.length).toBeGreaterThan(2);
  });

  it("refuses a wrong status or sort with 400 before anything is streamed", async () => {
    const wrong = await get("downloadAgGridProviderAccountxlsx?status=ARCHIVED", operator);
    expect(wrong.status).toBe(400);
    const body = (await wrong.json()) as { ok: boolean; error: { fields: Array<{ field: string }> } };
    expect(body.ok).toBe(false);
    expect(body.error.fields.map((f) => f.field)).toEqual(["status"]);
    expect((await get("downloadAgGridSupplierAccountxlsx?sortField=password", operator)).status).toBe(400);
    expect(
      (
        await get(
          `downloadAgGridSupplierAccountxlsx?filterModel=${encodeURIComponent('{"email":{"filter":"x"}}')}`,
          operator,
        )
      ).status,
    ).toBe(400);
  });

  it("refuses the read-only operator and other organisations with 403, anonymous callers with 401", async () => {
    const all = [
      "downloadprovideraccountcsv",
      "downloadprovideraccountxlsx",
      "downloadAgGridProviderAccountxlsx",
      "downloadAgGridSupplierAccountxlsx",
      "downloaddetailprovideractivityxlsx",
      "downloadprovideractivityxlsx",
      "downloadconsolidatedproviderxlsx",
    ];
    for (const path of all)
      expect(await (await get(path, readOnly)).json(), `read-only ${path}`).toEqual(noPermissionAnswer);
    for (const email of [
      "supplier.admin@example.org",
      "provider.admin@example.org",
      "distributor.admin@example.org",
    ]) {
      const { access_token } = await t.signIn(email);
      for (const path of all)
        expect(await (await get(path, access_token)).json(), `${email} ${path}`).toEqual(noPermissionAnswer);
    }
    for (const path of all) expect(await (await get(path)).json()).toEqual(unauthorizedAnswer);
  });
});
