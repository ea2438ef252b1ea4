import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { components } from "../api-types.d.ts";
import { newId } from "../../adapters/db/ids.ts";
import { startTestPortal, type TestPortal } from "./support/test-portal.ts";
import { noPermissionAnswer } from "./support/envelopes.ts";

type Location = components["schemas"]["MasterLocation"];
type Provider = components["schemas"]["KnownProvider"];

let t: TestPortal;
let operator: string;
let acmeId: string;
beforeAll(async () => {
  t = await startTestPortal();
  operator = (await t.signIn("operator.admin@example.org")).access_token;
  acmeId = await t.organizationId("Acme Medical");
});
afterAll(() => t.stop());

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const sql = (query: string, params: unknown[] = []) =>
  t.portal.orm.em.fork().getConnection().execute(query, params);

const newProvider = async (fields: Partial<Provider> = {}) => {
  const answer = await t.call<Provider>("POST", "/notisphere/known-providers", {
    token: operator,
    body: { name: `Gulf Clinic ${unique()}`, recallEmail: "Recalls@Gulf.example", state: "al", ...fields },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.d;
};

const locationBody = (knownProviderId: string, fields: Record<string, unknown> = {}) => ({
  knownProviderId,
  name: `Mobile Infirmary ${unique()}`,
  address1: "5 Mobile Infirmary Cir",
  city: "Mobile",
  state: "AL",
  zip: "36607",
  type: "HOSPITAL",
  ...fields,
});

const newLocation = async (knownProviderId: string, fields: Record<string, unknown> = {}) => {
  const answer = await t.call<Location>("POST", "/notisphere/locations", {
    token: operator,
    body: locationBody(knownProviderId, fields),
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.d;
};

const update = (location: Location, fields: Record<string, unknown>, version = location.version) =>
  t.call<Location>("PUT", `/notisphere/locations/${location.id}`, {
    token: operator,
    body: {
      knownProviderId: location.knownProviderId,
      providerSiteId: location.providerSiteId,
      name: location.name,
      address1: location.address1,
      address2: location.address2,
      city: location.city,
      state: location.state,
      zip: location.zip,
      phone: location.phone,
      hin: location.hin,
      gln: location.gln,
      type: location.type,
      status: location.status === "MERGED" ? "ACTIVE" : location.status,
      version,
      ...fields,
    },
  });

const history = async (id: string) =>
  (await t.call("GET", `/notisphere/locations/${id}/history`, { token: operator })).body.d as Array<{
    changeType: string;
    byName: string;
    changes: Record<string, unknown>;
  }>;

describe("known providers", () => {
  it("creates one off the platform with its recall mailbox, and links it to a provider organisation", async () => {
    const provider = await newProvider();
    expect(provider).toMatchObject({
      onPlatform: false,
      organizationId: null,
      recallEmail: "recalls@gulf.example",
      state: "AL",
      version: 1,
    });
    const notProvider = await t.call("PUT", `/notisphere/known-providers/${provider.id}`, {
      token: operator,
      body: { name: provider.name, organizationId: acmeId, version: 1 },
    });
    expect(notProvider.status).toBe(400);
    const org = await t.call("POST", "/notisphere/organizations/providers", {
      token: operator,
      body: { name: `Gulf Health ${unique()}`, add1: "1 Main St", city: "Mobile", state: "AL", zip: "36602" },
    });
    expect(org.status).toBe(200);
    const linked = await t.call<Provider>("PUT", `/notisphere/known-providers/${provider.id}`, {
      token: operator,
      body: { name: provider.name, organizationId: org.body.d.id, recallEmail: null, version: 1 },
    });
    expect(linked.body.d).toMatchObject({
      onPlatform: true,
      organizationName: org.body.d.name,
      version: 2,
      recallEmail: null,
    });
    const second = await newProvider();
    const taken = await t.call("PUT", `/notisphere/known-providers/${second.id}`, {
      token: operator,
      body: { name: second.name, organizationId: org.body.d.id, version: 1 },
    });
    expect(taken.status).toBe(400);
    expect(taken.body.error!.fields![0]).toMatchObject({ field: "organizationId" });
    expect(taken.body.m).toBe(`This organisation is already linked to the known provider ${provider.name}`);
    const stale = await t.call("PUT", `/notisphere/known-providers/${provider.id}`, {
      token: operator,
      body: { name: "Someone else's edit", version: 1 },
    });
    expect(stale.status).toBe(409);
    expect(stale.body.m).toBe("Someone changed this known provider meanwhile: reload to see their change");
    const listed = await t.call(
      "GET",
      `/notisphere/known-providers?search=${encodeURIComponent(provider.name)}&platform=on`,
      {
        token: operator,
      },
    );
    expect(listed.body.d.items.map((p: Provider) => p.id)).toEqual([provider.id]);
    const off = await t.call(
      "GET",
      `/notisphere/known-providers?search=${encodeURIComponent(provider.name)}&platform=off`,
      {
        token: operator,
      },
    );
    expect(off.body.d.total).toBe(0);
  });

  it("refuses a bad recall mailbox and state field by field", async () => {
    const answer = await t.call("POST", "/notisphere/known-providers", {
      token: operator,
      body: { name: "", recallEmail: "not-an-email", state: "XX" },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.error!.fields!.map((f: { field: string }) => f.field)).toEqual([
      "name",
      "recallEmail",
      "state",
    ]);
  });
});

describe("location master", () => {
  it("creates a location with the next Notisphere id and a CREATED history entry", async () => {
    const provider = await newProvider();
    const a = await newLocation(provider.id, { hin: "ab1234567", gln: "0614141000005" });
    const b = await newLocation(provider.id);
    expect(a).toMatchObject({
      knownProviderName: provider.name,
      status: "ACTIVE",
      version: 1,
      hin: "AB1234567",
    });
    expect(a.notisphereId).toMatch(/^NS-\d{6}$/);
    expect(Number(b.notisphereId.slice(3))).toBe(Number(a.notisphereId.slice(3)) + 1);
    const [created] = await history(a.id);
    expect(created).toMatchObject({ changeType: "CREATED", byName: expect.stringMatching(/\S/) });
    expect(created!.changes.name).toEqual({ from: null, to: a.name });
  });

  it("refuses a ZIP outside the state, a bad GLN and a site of a provider not on the platform, field by field", async () => {
    const provider = await newProvider();
    const answer = await t.call("POST", "/notisphere/locations", {
      token: operator,
      body: locationBody(provider.id, { zip: "10001", gln: "0614141000006", hin: "12" }),
    });
    expect(answer.status).toBe(400);
    expect(answer.body.error!.fields!.map((f: { field: string }) => f.field)).toEqual(["zip", "hin", "gln"]);
    expect(answer.body.m).toBe("ZIP code 10001 is not in AL");
    const site = await t.call("POST", "/notisphere/locations", {
      token: operator,
      body: locationBody(provider.id, { providerSiteId: newId() }),
    });
    expect(site.status).toBe(400);
    expect(site.body.m).toBe("Only a provider on the platform has sites to link");
  });

  it("saves an edit with its version, refuses a stale one with 409, and records what changed", async () => {
    const location = await newLocation((await newProvider()).id);
    const saved = await update(location, { city: "Daphne", zip: "36526" });
    expect(saved.status).toBe(200);
    expect(saved.body.d).toMatchObject({ city: "Daphne", version: 2 });
    const stale = await update(location, { name: "Overwrites the colleague" });
    expect(stale.status).toBe(409);
    expect(stale.body.m).toBe("Someone changed this location meanwhile: reload to see their change");
    const closed = await update(saved.body.d, { status: "CLOSED" });
    expect(closed.body.d.status).toBe("CLOSED");
    const entries = await history(location.id);
    expect(entries.map((e) => e.changeType)).toEqual(["CLOSED", "UPDATED", "CREATED"]);
    expect(entries[1]!.changes).toEqual({
      city: { from: "Mobile", to: "Daphne" },
      zip: { from: "36607", to: "36526" },
    });
    const current = (
      await t.call<Location>("GET", `/notisphere/locations/${location.id}`, { token: operator })
    ).body.d;
    expect(current.name).toBe(location.name);
  });

  it("merges one building into another: every mapping moves, marks stay, both histories say so", async () => {
    const provider = await newProvider();
    const source = await newLocation(provider.id);
    const target = await newLocation(provider.id);
    const rowId = newId();
    const candidateId = newId();
    const insertRow = (id: string, column: string, verification: string | null) =>
      sql(
        `insert into supplier_location (id, supplier_organization_id, location_id, name, address1, city, state, zip,
           ${column}, decision, score, reason, verification_status, created_at, updated_at)
         values (?, ?, ?, 'Ship-to', '5 Mobile Infirmary Cir', 'Mobile', 'AL', '36607', ?, ?, 0.9, 'test', ?, now(), now())`,
        [
          id,
          acmeId,
          `MERGE-${id}`,
          source.id,
          column === "known_location_id" ? "matched" : "review",
          verification,
        ],
      );
    await insertRow(rowId, "known_location_id", "Covered");
    await insertRow(candidateId, "candidate_known_location_id", null);
    await sql(
      `insert into location_mapping_block (id, kind, building_key, known_location_id, created_at) values (?, 'INVALID', 'k', ?, now())`,
      [newId(), source.id],
    );
    const merged = await t.call<Location>("PUT", `/notisphere/locations/${source.id}/merge`, {
      token: operator,
      body: { targetId: target.id, version: source.version },
    });
    expect(merged.status, JSON.stringify(merged.body)).toBe(200);
    expect(merged.body.d.id).toBe(target.id);
    const [row] = await sql(
      `select known_location_id, verification_status from supplier_location where id = ?`,
      [rowId],
    );
    expect(row).toEqual({ known_location_id: target.id, verification_status: "Covered" });
    const [candidate] = await sql(`select candidate_known_location_id from supplier_location where id = ?`, [
      candidateId,
    ]);
    expect(candidate!.candidate_known_location_id).toBe(target.id);
    const [blocks] = await sql(
      `select count(*)::int as n from location_mapping_block where known_location_id = ?`,
      [target.id],
    );
    expect(blocks!.n).toBe(1);
    const after = (await t.call<Location>("GET", `/notisphere/locations/${source.id}`, { token: operator }))
      .body.d;
    expect(after).toMatchObject({
      status: "MERGED",
      mergedIntoId: target.id,
      mergedIntoNotisphereId: target.notisphereId,
    });
    const [into] = await history(source.id);
    expect(into).toMatchObject({ changeType: "MERGED_INTO" });
    expect(into!.changes.moved).toMatchObject({ supplierRows: 1, supplierCandidates: 1, blocks: 1 });
    expect((await history(target.id))[0]).toMatchObject({ changeType: "MERGED_FROM" });
    const edit = await update(after, { name: "Edited after merge" });
    expect(edit.status).toBe(409);
    expect(edit.body.m).toBe(`This location was merged into ${target.notisphereId}; edit that one instead`);
  });

  it("refuses a merge into itself, into a closed location, across providers, or from a stale view", async () => {
    const provider = await newProvider();
    const a = await newLocation(provider.id);
    const closed = (await update(await newLocation(provider.id), { status: "CLOSED" })).body.d;
    const other = await newLocation((await newProvider()).id);
    const merge = (targetId: string, version = a.version) =>
      t.call("PUT", `/notisphere/locations/${a.id}/merge`, { token: operator, body: { targetId, version } });
    const itself = await merge(a.id);
    expect([itself.status, itself.body.m]).toEqual([409, "A location cannot be merged into itself"]);
    const intoClosed = await merge(closed.id);
    expect([intoClosed.status, intoClosed.body.m]).toEqual([
      409,
      `Choose an active location to merge into; ${closed.notisphereId} is CLOSED`,
    ]);
    const across = await merge(other.id);
    expect(across.status).toBe(409);
    expect(across.body.m).toMatch(/^Both locations must belong to the same known provider/);
    const b = await newLocation(provider.id);
    const stale = await merge(b.id, a.version + 1);
    expect(stale.status).toBe(409);
    expect(
      (await t.call<Location>("GET", `/notisphere/locations/${a.id}`, { token: operator })).body.d.status,
    ).toBe("ACTIVE");
  });

  it("searches, filters and pages the grid, and downloads the same view as CSV", async () => {
    const provider = await newProvider();
    const tag = unique();
    await newLocation(provider.id, { name: `Searchable ${tag} North`, city: "Dothan", zip: "36301" });
    await newLocation(provider.id, { name: `Searchable ${tag} South`, type: "NON_ACUTE" });
    const search = `?search=${encodeURIComponent(tag.toUpperCase())}&sortField=name&sortDirection=desc`;
    const page = await t.call("GET", `/notisphere/locations${search}`, { token: operator });
    expect(page.body.d.total).toBe(2);
    expect(page.body.d.items.map((l: Location) => l.name)).toEqual([
      `Searchable ${tag} South`,
      `Searchable ${tag} North`,
    ]);
    const filtered = await t.call(
      "GET",
      `/notisphere/locations${search}&filterModel=${encodeURIComponent('{"city":{"filter":"doth"}}')}`,
      { token: operator },
    );
    expect(filtered.body.d.items.map((l: Location) => l.city)).toEqual(["Dothan"]);
    const byType = await t.call(
      "GET",
      `/notisphere/locations${search}&type=non_acute&knownProviderId=${provider.id}`,
      {
        token: operator,
      },
    );
    expect(byType.body.d.items.map((l: Location) => l.type)).toEqual(["NON_ACUTE"]);
    const csv = await t.portal.app.request(`/api/notisphere/location-downloads/csv${search}`, {
      headers: { authorization: `Bearer ${operator}` },
    });
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-type")).toMatch(/text\/csv/);
    const lines = (await csv.text())
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines[0]).toMatch(/^Notisphere ID,Name,Known Provider,/);
    expect(lines.slice(1).map((line) => line.split(",")[1])).toEqual([
      `Searchable ${tag} South`,
      `Searchable ${tag} North`,
    ]);
  });

  it("answers 403 to suppliers and providers", async () => {
    for (const email of ["supplier.admin@example.org", "provider.admin@example.org"]) {
      const token = (await t.signIn(email)).access_token;
      for (const path of [
        "/notisphere/locations",
        "/notisphere/known-providers",
        "/notisphere/location-downloads/csv",
      ]) {
        const answer = await t.call("GET", path, { token });
        expect(answer.status, `${email} ${path}`).toBe(403);
        expect(answer.body).toEqual(noPermissionAnswer);
      }
    }
  });
});
