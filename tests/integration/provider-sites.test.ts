import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { components } from "../api-types.d.ts";
import { Membership, ProviderCommunication, ProviderCommunicationSite } from "../../adapters/db/entities.ts";
import { newId } from "../../adapters/db/ids.ts";
import { startTestPortal, type TestPortal } from "./support/test-portal.ts";
import {
  invalidField,
  noPermissionAnswer,
  okAnswer,
  refusedAnswer,
  unauthorizedAnswer,
} from "./support/envelopes.ts";
import { addMember, createOrganisation, createSite, type FixtureUser } from "./support/settings-fixtures.ts";

type SitePage = components["schemas"]["SitePage"];
type SiteMember = components["schemas"]["SiteMember"];

let t: TestPortal;
let org: Awaited<ReturnType<typeof createOrganisation>>;
let corporateId: string;
let hospitalId: string;
let admin: FixtureUser;
let coordinator: FixtureUser;
let invited: FixtureUser;
let token: string;

beforeAll(async () => {
  t = await startTestPortal();
  org = await createOrganisation(t, "PROVIDER", { idn: "Test IDN" });
  corporateId = await createSite(t, org.id, "Corporate", { corporate: true });
  hospitalId = await createSite(t, org.id, "Test General Hospital");
  const adminRole = org.roles.get("Administrator")!;
  const coordinatorRole = org.roles.get("Recall Coordinator")!;
  // Corporate lets the administrator see every site, but makes them a verified member of Corporate only.
  admin = await addMember(t, org.id, adminRole, { siteIds: [corporateId], lastName: "Admin" });
  coordinator = await addMember(t, org.id, coordinatorRole, {
    siteIds: [hospitalId],
    lastName: "Coordinator",
  });
  invited = await addMember(t, org.id, coordinatorRole, {
    siteIds: [hospitalId],
    status: "VERIFICATION",
    lastName: "Invited",
  });
  token = (await t.signIn(admin.email)).access_token;
});
afterAll(() => t.stop());

const siteBody = (fields: Record<string, unknown> = {}) => ({
  name: "Pharmacy",
  kind: "DEPARTMENT",
  memberIds: [] as string[],
  ...fields,
});
const members = async (siteId: string) =>
  (await t.call<SiteMember[]>("GET", `/provider/sites/${siteId}/members`, { token })).body.d;

describe("provider sites", () => {
  it("lists the caller's sites with Corporate first and member counts", async () => {
    const answer = await t.call<SitePage>("GET", "/provider/sites?sortField=name&sortDirection=asc", {
      token,
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual(
      okAnswer({
        total: 2,
        pageNumber: 1,
        pageSize: 50,
        items: [
          {
            id: corporateId,
            name: "Corporate",
            kind: "CORPORATE",
            isCorporate: true,
            address1: null,
            address2: null,
            city: null,
            state: null,
            zip: null,
            phone: null,
            memberCount: 1,
            verifiedCount: 1,
            allowedActions: ["edit", "members"],
          },
          {
            id: hospitalId,
            name: "Test General Hospital",
            kind: "HOSPITAL",
            isCorporate: false,
            address1: "1 Test Way",
            address2: null,
            city: "Austin",
            state: "TX",
            zip: "78701",
            phone: null,
            memberCount: 2,
            verifiedCount: 1,
            allowedActions: ["edit", "members", "delete"],
          },
        ],
      }),
    );
  });

  it("creates a department with a chosen verified member, who then belongs to it", async () => {
    const created = await t.call("POST", "/provider/sites", {
      token,
      body: siteBody({ name: "Biomedical Engineering", memberIds: [coordinator.membershipId] }),
    });
    expect(created.body).toEqual(
      okAnswer(
        {
          id: expect.any(String),
          name: "Biomedical Engineering",
          kind: "DEPARTMENT",
          isCorporate: false,
          address1: null,
          address2: null,
          city: null,
          state: null,
          zip: null,
          phone: null,
          allowedActions: ["edit", "members", "delete"],
        },
        "Site saved",
      ),
    );
    const rows = await members(created.body.d.id);
    expect(rows.find((m) => m.membershipId === coordinator.membershipId)).toMatchObject({
      belongs: true,
      verified: true,
    });
    expect(rows.find((m) => m.membershipId === invited.membershipId)).toMatchObject({
      belongs: false,
      verified: false,
    });
    expect(rows.find((m) => m.membershipId === admin.membershipId)).toMatchObject({
      belongs: false,
      allSites: false,
    });
  });

  it("refuses a duplicate name (any case), a bad ZIP and a hospital without its address, creating nothing", async () => {
    const before = (await t.call<SitePage>("GET", "/provider/sites", { token })).body.d.total;
    const duplicate = await t.call("POST", "/provider/sites", {
      token,
      body: siteBody({ name: "test general HOSPITAL" }),
    });
    expect(duplicate.status).toBe(400);
    expect(duplicate.body).toEqual(
      invalidField(
        "name",
        "A site named 'test general HOSPITAL' already exists in your organisation",
        "sites.nameTaken",
        { name: "test general HOSPITAL" },
      ),
    );
    const badZip = await t.call("POST", "/provider/sites", {
      token,
      body: siteBody({ name: "Lab", zip: "7870" }),
    });
    expect(badZip.status).toBe(400);
    expect(badZip.body.error?.fields).toEqual([
      {
        field: "zip",
        message: "Enter a 5-digit ZIP code, or ZIP+4 (12345-6789)",
        messageKey: "addresses.zip",
      },
    ]);
    const noAddress = await t.call("POST", "/provider/sites", {
      token,
      body: siteBody({ name: "Clinic", kind: "NON_ACUTE" }),
    });
    expect(noAddress.status).toBe(400);
    expect(noAddress.body.error?.fields?.map((f) => f.field)).toEqual(["address1", "city", "state", "zip"]);
    expect((await t.call<SitePage>("GET", "/provider/sites", { token })).body.d.total).toBe(before);
  });

  it("refuses a new site whose only members are not verified when nobody verified sees every site", async () => {
    const lone = await createOrganisation(t, "PROVIDER");
    const site = await createSite(t, lone.id, "Only Hospital");
    const role = lone.roles.get("Administrator")!;
    const loneAdmin = await addMember(t, lone.id, role, { siteIds: [site] });
    const pending = await addMember(t, lone.id, role, { siteIds: [site], status: "VERIFICATION" });
    const loneToken = (await t.signIn(loneAdmin.email)).access_token;
    const refused = await t.call("POST", "/provider/sites", {
      token: loneToken,
      body: siteBody({ memberIds: [pending.membershipId] }),
    });
    expect(refused.body).toEqual(
      invalidField(
        "memberIds",
        "Choose at least one verified user for the new site",
        "sites.newSiteNeedsVerified",
      ),
    );
    const accepted = await t.call("POST", "/provider/sites", {
      token: loneToken,
      body: siteBody({ memberIds: [pending.membershipId, loneAdmin.membershipId] }),
    });
    expect(accepted.status).toBe(200);
    const other = await t.call("POST", "/provider/sites", {
      token: loneToken,
      body: siteBody({ name: "Lab", memberIds: [coordinator.membershipId] }),
    });
    expect(other.body).toEqual(
      invalidField("memberIds", "Choose members of your own organisation", "sites.unknownMember"),
    );
  });

  it("protects the last verified user of a site and changes nothing", async () => {
    const refused = await t.call("PUT", `/provider/sites/${hospitalId}/members`, {
      token,
      body: { memberIds: [invited.membershipId] },
    });
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual(
      refusedAnswer(
        "Every site needs at least one verified user. This change would leave 'Test General Hospital' without one: add a verified user first",
        {
          code: "Conflict",
          messageKey: "sites.leftWithoutVerified",
          params: { sites: "'Test General Hospital'" },
        },
      ),
    );
    const rows = await members(hospitalId);
    expect(rows.find((m) => m.membershipId === coordinator.membershipId)?.belongs).toBe(true);
    const kept = await t.call("PUT", `/provider/sites/${hospitalId}/members`, {
      token,
      body: { memberIds: [coordinator.membershipId] },
    });
    expect(kept.status).toBe(200);
    expect(kept.body.d.find((m: SiteMember) => m.membershipId === invited.membershipId)?.belongs).toBe(false);
  });

  it("keeps Corporate: never deleted, its kind fixed, not renamed to another site's name", async () => {
    const deleted = await t.call("DELETE", `/provider/sites/${corporateId}`, { token });
    expect(deleted.status).toBe(409);
    expect(deleted.body).toEqual(
      refusedAnswer("The Corporate site can't be deleted: it is the view of every site", {
        code: "Conflict",
        messageKey: "sites.corporateNotDeleted",
      }),
    );
    const renamed = await t.call("PUT", `/provider/sites/${corporateId}`, {
      token,
      body: { name: "Test General Hospital", kind: "DEPARTMENT" },
    });
    expect(renamed.status).toBe(400);
    expect(renamed.body.error?.fields?.[0]?.field).toBe("name");
    const edited = await t.call("PUT", `/provider/sites/${corporateId}`, {
      token,
      body: { name: "Corporate Office", kind: "HOSPITAL", phone: "512-555-0100" },
    });
    expect(edited.body.d).toMatchObject({
      name: "Corporate Office",
      kind: "CORPORATE",
      isCorporate: true,
      phone: "512-555-0100",
    });
  });

  it("deletes a site and takes it off its members' lists", async () => {
    const created = await t.call("POST", "/provider/sites", {
      token,
      body: siteBody({ name: "Materials Management", memberIds: [coordinator.membershipId] }),
    });
    const id = created.body.d.id as string;
    expect((await t.call("DELETE", `/provider/sites/${id}`, { token })).body).toEqual(
      okAnswer(null, "Site deleted"),
    );
    expect((await t.call("GET", `/provider/sites/${id}`, { token })).status).toBe(404);
    const membership = await t.portal.orm.em
      .fork()
      .findOneOrFail(Membership, { id: coordinator.membershipId });
    expect(membership.siteIds).toContain(hospitalId);
    expect(membership.siteIds).not.toContain(id);
  });

  it("keeps a site that recalls were addressed to", async () => {
    const em = t.portal.orm.em.fork();
    const copyId = newId();
    em.create(ProviderCommunication, {
      id: copyId,
      communicationId: newId(),
      providerOrganizationId: org.id,
      status: "OPEN",
      notifiedAt: new Date(),
    });
    em.create(ProviderCommunicationSite, { providerCommunicationId: copyId, siteId: hospitalId });
    await em.flush();
    const refused = await t.call("DELETE", `/provider/sites/${hospitalId}`, { token });
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual(
      refusedAnswer("'Test General Hospital' has received recalls, so it stays: their history names it", {
        code: "Conflict",
        messageKey: "sites.hasRecalls",
        params: { name: "Test General Hospital" },
      }),
    );
    expect((await t.call("GET", `/provider/sites/${hospitalId}`, { token })).status).toBe(200);
  });

  it("answers another provider's site as not found, refuses suppliers and coordinators, and asks for sign-in", async () => {
    const foreign = await createOrganisation(t, "PROVIDER");
    const foreignSite = await createSite(t, foreign.id, "Foreign Hospital");
    const notFound = refusedAnswer("Site not found", { code: "NotFound", messageKey: "sites.notFound" });
    expect((await t.call("GET", `/provider/sites/${foreignSite}`, { token })).body).toEqual(notFound);
    expect((await t.call("DELETE", `/provider/sites/${foreignSite}`, { token })).body).toEqual(notFound);
    // A body the rules would refuse still gets "not found": ownership is checked first.
    for (const zip of ["78701", "bad"])
      expect(
        (
          await t.call("PUT", `/provider/sites/${foreignSite}`, {
            token,
            body: { name: "Mine now", kind: "DEPARTMENT", zip },
          })
        ).body,
      ).toEqual(notFound);
    expect(
      (await t.call("PUT", `/provider/sites/${foreignSite}/members`, { token, body: { memberIds: [] } }))
        .body,
    ).toEqual(notFound);
    const supplier = (await t.signIn("supplier.admin@example.org")).access_token;
    const refused = await t.call("GET", "/provider/sites", { token: supplier });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual(noPermissionAnswer);
    const coordinatorToken = (await t.signIn(coordinator.email)).access_token;
    expect(
      (await t.call("POST", "/provider/sites", { token: coordinatorToken, body: siteBody() })).status,
    ).toBe(403);
    const anonymous = await t.call("GET", "/provider/sites");
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toEqual(unauthorizedAnswer);
  });
});
