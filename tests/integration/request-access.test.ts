import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  AccessRequest,
  Communication,
  MailOutbox,
  Membership,
  ProviderCommunication,
  User,
} from "../../adapters/db/entities.ts";
import { newId } from "../../adapters/db/ids.ts";
import { DEMO_RECALLS } from "../../adapters/db/seed/demo-recalls.ts";
import { startTestPortal, type TestPortal } from "./support/test-portal.ts";
import { unauthorizedAnswer } from "./support/envelopes.ts";

const [visibleToCoordinator, otherSites] = DEMO_RECALLS;
const pathOf = (id: string, providerCommunicationId: string) =>
  `/auth/request/${id}/access/${providerCommunicationId}`;
const PATH = pathOf(visibleToCoordinator.id, visibleToCoordinator.providerCommunicationId);

let t: TestPortal;
beforeAll(async () => {
  t = await startTestPortal({ publicUrl: "https://recalls.example.org" });
});
afterAll(() => t.stop());

const token = async (email: string) => (await t.signIn(email)).access_token;
const em = () => t.portal.orm.em.fork();
/** Every access-request mail names its requester's e-mail, and test users have unique ones. */
const mailsAbout = (requesterEmail: string) =>
  em().find(MailOutbox, { textBody: { $like: `%(${requesterEmail})%` } });
const requestsOf = (userId: string) => em().find(AccessRequest, { userId });
/** The whole answer to a request that went through; the first one's time and count are only known once it is made. */
const sent = (
  repeated: boolean,
  requestedAt: unknown = expect.any(String),
  administratorsNotified: unknown = expect.any(Number),
  administrators: unknown = expect.arrayContaining(["Priya Provider", "Morgan Multi"]),
) => ({
  ok: true,
  m: "Your request has been sent.",
  d: { repeated, requestedAt, administratorsNotified, administrators },
  error: null,
});
const sourcingCoordinator = (organization = "Ochsner Health") =>
  t.createUser({ organization, role: "Sourcing Coordinator" });

describe("GET /auth/request/{id}/access/{providerCommunicationId}", () => {
  it("mails every user administrator of the organisation once, with the notice and what to change", async () => {
    const sourcing = await sourcingCoordinator();
    const answer = await t.call("GET", PATH, { token: await token(sourcing.email) });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual(sent(false));

    const mails = await mailsAbout(sourcing.email);
    const recipients = mails.map((mail) => mail.toAddress);
    expect(recipients).toEqual(expect.arrayContaining(["provider.admin@example.org", "multi@example.org"]));
    expect(new Set(recipients).size).toBe(recipients.length);
    expect(answer.body.d.administratorsNotified).toBe(recipients.length);
    expect(recipients).not.toContain(sourcing.email);
    expect(recipients).not.toContain("provider.recalls@example.org");
    const mail = mails.find((m) => m.toAddress === "provider.admin@example.org");
    expect(mail?.subject).toBe(
      `Access request: Test User asks to open recall ${visibleToCoordinator.communicationUid}`,
    );
    expect(mail?.textBody).toContain(`${sourcing.email}) received the recall "${visibleToCoordinator.name}"`);
    expect(mail?.textBody).toContain("from Acme Medical");
    expect(mail?.textBody).toContain(
      "Affected sites of your organization:\n- OCHSNER LAFAYETTE GENERAL MEDICAL CENTER\n- OCHSNER MEDICAL CENTER ACUTE\n",
    );
    expect(mail?.textBody).toContain("- a role with Recalls: Test's role now is Sourcing Coordinator");
    expect(mail?.textBody).toContain("https://recalls.example.org/provider/users");
    expect(mail?.textBody).toContain(
      `https://recalls.example.org/provider/recalls/view/${visibleToCoordinator.id}/${visibleToCoordinator.providerCommunicationId}`,
    );
    const [stored] = await requestsOf(sourcing.id);
    expect(stored?.providerCommunicationId).toBe(visibleToCoordinator.providerCommunicationId);
    expect(stored?.notified).toBe(recipients.length);
  });

  it("mails nobody again when the same user asks twice, even at the same moment", async () => {
    const sourcing = await sourcingCoordinator();
    const bearer = await token(sourcing.email);
    const answers = await Promise.all([
      t.call("GET", PATH, { token: bearer }),
      t.call("GET", PATH, { token: bearer }),
    ]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    // One of the two went through first; the other is its repeat, with the same time and count.
    const [first, second] = answers
      .map((a) => a.body)
      .sort((a, b) => Number(a.d.repeated) - Number(b.d.repeated));
    expect(first).toEqual(sent(false));
    const { requestedAt, administratorsNotified } = first?.d ?? {};
    const repeat = sent(true, requestedAt, administratorsNotified);
    expect(second).toEqual(repeat);
    expect((await t.call("GET", PATH, { token: bearer })).body).toEqual(repeat);
    expect(await mailsAbout(sourcing.email)).toHaveLength(administratorsNotified);
    expect(await requestsOf(sourcing.id)).toHaveLength(1);
  });

  it("mails again once the earlier request is older than 24 hours", async () => {
    const sourcing = await sourcingCoordinator();
    const writer = em();
    writer.create(AccessRequest, {
      id: newId(),
      userId: sourcing.id,
      providerCommunicationId: visibleToCoordinator.providerCommunicationId,
      requestedAt: new Date(Date.now() - 25 * 3600 * 1000),
      notified: 2,
    });
    await writer.flush();
    const answer = await t.call("GET", PATH, { token: await token(sourcing.email) });
    expect(answer.body).toEqual(sent(false));
    expect((await mailsAbout(sourcing.email)).length).toBe(answer.body.d.administratorsNotified);
    expect(await requestsOf(sourcing.id)).toHaveLength(2);
  });

  it("does not mail a deactivated administrator nor one whose membership is inactive", async () => {
    const deactivated = await t.createUser({ organization: "Ochsner Health", role: "Administrator" });
    const inactive = await t.createUser({ organization: "Ochsner Health", role: "Administrator" });
    const writer = em();
    await writer.nativeUpdate(User, { id: deactivated.id }, { status: "DEACTIVATED" });
    await writer.nativeUpdate(Membership, { userId: inactive.id }, { status: "INACTIVE" });
    const sourcing = await sourcingCoordinator();
    const answer = await t.call("GET", PATH, { token: await token(sourcing.email) });
    expect(answer.status).toBe(200);
    const recipients = (await mailsAbout(sourcing.email)).map((mail) => mail.toAddress);
    expect(recipients).toContain("provider.admin@example.org");
    expect(recipients).not.toContain(deactivated.email);
    expect(recipients).not.toContain(inactive.email);
  });

  it("lets a coordinator ask for a recall of sites it is not assigned to, and refuses one it can already open", async () => {
    const coordinator = await token("provider.recalls@example.org");
    const assigned = await t.call("GET", PATH, { token: coordinator });
    expect(assigned.status).toBe(409);
    expect(assigned.body).toEqual({
      ok: false,
      m: "You already have access to this recall or supply advisory.",
      d: null,
      error: { code: "Conflict", messageKey: "accessRequests.alreadyAllowed" },
    });

    const elsewhere = await t.call("GET", pathOf(otherSites.id, otherSites.providerCommunicationId), {
      token: coordinator,
    });
    expect(elsewhere.status).toBe(200);
    expect(elsewhere.body).toEqual(sent(false));
    const mails = await mailsAbout("provider.recalls@example.org");
    expect(mails.length).toBe(elsewhere.body.d.administratorsNotified);
    expect(mails[0]?.subject).toContain(otherSites.communicationUid);
    expect(mails[0]?.textBody).toContain("Paul Recalls (provider.recalls@example.org)");
    expect(mails[0]?.textBody).toContain("give Paul:\n- at least one of the affected sites listed above\n");
  });

  it("answers 409 and stores nothing when nobody in the organisation can grant access", async () => {
    // Intermountain Health has no administrator user; give it a copy of an open recall.
    const writer = em();
    const providerId = await t.organizationId("Intermountain Health");
    const communicationId = newId();
    const copyId = newId();
    writer.create(Communication, {
      id: communicationId,
      organizationId: await t.organizationId("Acme Medical"),
      type: "RECALL",
      communicationUid: `Z-TEST-${communicationId.slice(-6)}`,
      name: "Test recall",
      status: "OPEN",
    });
    writer.create(ProviderCommunication, {
      id: copyId,
      communicationId,
      providerOrganizationId: providerId,
      status: "OPEN",
    });
    await writer.flush();
    const sourcing = await sourcingCoordinator("Intermountain Health");
    const answer = await t.call("GET", pathOf(communicationId, copyId), {
      token: await token(sourcing.email),
    });
    expect(answer.status).toBe(409);
    expect(answer.body).toEqual({
      ok: false,
      m: "Your organization has no administrator who can grant access. Please contact NotiSphere support.",
      d: null,
      error: { code: "Conflict", messageKey: "accessRequests.noAdministrator" },
    });
    expect(await requestsOf(sourcing.id)).toEqual([]);
    expect(await mailsAbout(sourcing.email)).toEqual([]);
  });

  it("answers 404 for another organisation's users, unknown ids, ids that do not belong together and drafts", async () => {
    const mayoAdmin = await t.createUser({
      organization: "Mayo Clinic Health System",
      role: "Administrator",
    });
    const sourcing = await sourcingCoordinator();
    const own = await token(sourcing.email);
    const draftId = newId();
    const draftCopyId = newId();
    const writer = em();
    writer.create(Communication, {
      id: draftId,
      organizationId: await t.organizationId("Acme Medical"),
      type: "RECALL",
      communicationUid: "Z-DRAFT",
      name: "Draft recall",
      status: "DRAFT",
    });
    writer.create(ProviderCommunication, {
      id: draftCopyId,
      communicationId: draftId,
      providerOrganizationId: await t.organizationId("Ochsner Health"),
      status: "OPEN",
    });
    await writer.flush();
    const cases: Array<[string, string]> = [
      [await token(mayoAdmin.email), PATH],
      [own, pathOf(visibleToCoordinator.id, otherSites.providerCommunicationId)],
      [own, pathOf(visibleToCoordinator.id, "0193a6b0-0000-7000-8000-0000000009ff")],
      [own, pathOf("not-a-uuid", "also-not")],
      [own, pathOf(draftId, draftCopyId)],
    ];
    for (const [bearer, path] of cases) {
      const answer = await t.call("GET", path, { token: bearer });
      expect(answer.status, path).toBe(404);
      expect(answer.body).toEqual({
        ok: false,
        m: "This recall or supply advisory was not found.",
        d: null,
        error: { code: "NotFound", messageKey: "accessRequests.notFound" },
      });
    }
    expect(await requestsOf(mayoAdmin.id)).toEqual([]);
    expect(await requestsOf(sourcing.id)).toEqual([]);
  });

  it("refuses suppliers (also the sender) and the operator with 403, and anonymous callers with 401", async () => {
    for (const email of [
      "supplier.admin@example.org",
      "operator.admin@example.org",
      "distributor.admin@example.org",
    ]) {
      const answer = await t.call("GET", PATH, { token: await token(email) });
      expect(answer.status, email).toBe(403);
      expect(answer.body).toEqual({
        ok: false,
        m: "Only provider users can request access to a recall or supply advisory.",
        d: null,
        error: { code: "Forbidden", messageKey: "accessRequests.notProvider" },
      });
    }
    const anonymous = await t.call("GET", PATH);
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toEqual(unauthorizedAnswer);
  });
});

describe("GET /auth/request/{id}/access/{providerCommunicationId}/notice", () => {
  it("names the denied notice, its supplier and who could grant access, and sends nothing", async () => {
    const sourcing = await sourcingCoordinator();
    const answer = await t.call("GET", `${PATH}/notice`, { token: await token(sourcing.email) });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      ok: true,
      m: expect.any(String),
      d: {
        communicationType: "RECALL",
        communicationUid: visibleToCoordinator.communicationUid,
        name: visibleToCoordinator.name,
        supplierName: "Acme Medical",
        administrators: expect.arrayContaining(["Priya Provider", "Morgan Multi"]),
      },
      error: null,
    });
    expect(await mailsAbout(sourcing.email)).toEqual([]);
    expect(await requestsOf(sourcing.id)).toEqual([]);
  });

  it("tells another organisation nothing and refuses suppliers", async () => {
    const elsewhere = await sourcingCoordinator("Mayo Clinic Health System");
    const foreign = await t.call("GET", `${PATH}/notice`, { token: await token(elsewhere.email) });
    expect(foreign.status).toBe(404);
    expect(foreign.body.m).toBe("This recall or supply advisory was not found.");
    const supplier = await t.call("GET", `${PATH}/notice`, {
      token: await token("supplier.admin@example.org"),
    });
    expect(supplier.status).toBe(403);
  });
});
