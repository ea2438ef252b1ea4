import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { components } from "../api-types.d.ts";
import { Membership, User } from "../../adapters/db/entities.ts";
import { startTestPortal, type TestPortal } from "./support/test-portal.ts";
import {
  invalidField,
  noPermissionAnswer,
  okAnswer,
  pageAnswer,
  refusedAnswer,
  unauthorizedAnswer,
} from "./support/envelopes.ts";

type Provider = components["schemas"]["Provider"];
type ProviderPage = components["schemas"]["ProviderPage"];

const BASE = "/notisphere/organizations";
let t: TestPortal;
let operator: string;
const run = Date.now().toString(36);
beforeAll(async () => {
  t = await startTestPortal({ devMailbox: true });
  operator = (await t.signIn("operator.admin@example.org")).access_token;
});
afterAll(() => t.stop());

const address = { add1: "1514 Jefferson Hwy", city: "Jefferson", state: "LA", zip: "70121" };
const create = (body: object, token = operator) =>
  t.call<Provider>("POST", `${BASE}/providers`, { token, body });
const mailbox = async (to: string) =>
  (
    await t.call<Array<{ subject: string; text: string }>>(
      "GET",
      `/dev/mailbox?to=${encodeURIComponent(to)}`,
      { token: operator },
    )
  ).body.d;
let requests = 0;
const requestId = () =>
  `0195f000-0000-7000-8000-${(Date.now() % 1e6).toString(16).padStart(6, "0")}${(++requests).toString(16).padStart(6, "0")}`;

const providerRow = (fields: Partial<Provider>) => ({
  id: expect.any(String),
  name: expect.any(String),
  idn: null,
  add1: expect.any(String),
  add2: null,
  city: expect.any(String),
  state: expect.any(String),
  zip: expect.any(String),
  notisphere_id: expect.stringMatching(/^[0-9A-F]{8}$/),
  sites: 0,
  number_of_hospitals: 0,
  number_of_non_acute_sites: 0,
  status: "ACTIVE",
  createdAt: expect.any(String),
  updatedAt: expect.any(String),
  allowedActions: ["edit", "contactInfo", "deactivate"],
  ...fields,
});

describe("operator's provider grid", () => {
  it("lists the seeded health systems with their site counts, sorted and filtered on the server", async () => {
    const answer = await t.call<ProviderPage>(
      "GET",
      `${BASE}/providers?filterModel=${encodeURIComponent(JSON.stringify({ name: { filterType: "text", type: "contains", filter: "ochsner" } }))}`,
      { token: operator },
    );
    expect(answer.body).toEqual(
      pageAnswer({
        total: 1,
        pageSize: 50,
        items: [
          providerRow({
            name: "Ochsner Health",
            idn: "Ochsner Health",
            add1: "1214 COOLIDGE AVENUE",
            city: "LAFAYETTE",
            state: "LA",
            zip: "70503",
            // Eight CMS hospitals and the demo's three departments (Pharmacy, Biomedical Engineering, Materials
            // Management): departments are sites but neither hospitals nor non-acute; Corporate is no site.
            sites: 11,
            number_of_hospitals: 8,
          }),
        ],
      }),
    );
    const byHospitals = await t.call<ProviderPage>(
      "GET",
      `${BASE}/providers?sortField=number_of_hospitals&sortDirection=desc&pageSize=3`,
      { token: operator },
    );
    expect(byHospitals.body.d.items.map((p) => [p.name, p.number_of_hospitals])).toEqual([
      ["Ochsner Health", 8],
      ["Mayo Clinic Health System", 6],
      ["Intermountain Health", 4],
    ]);
    const nonAcute = await t.call<ProviderPage>("GET", `${BASE}/providers?search=Hudson%20Valley`, {
      token: operator,
    });
    expect(
      nonAcute.body.d.items.map((p) => [p.sites, p.number_of_hospitals, p.number_of_non_acute_sites]),
      // Three clinics and the three demo departments every health system has.
    ).toEqual([[6, 0, 3]]);
    const pending = await t.call<ProviderPage>("GET", `${BASE}/providers?status=PENDING&sortField=name`, {
      token: operator,
    });
    expect(pending.body.d.items.every((p) => p.status === "PENDING")).toBe(true);
    expect(pending.body.d.total).toBeGreaterThanOrEqual(2);
  });
});

describe("creating a health system", () => {
  it("creates it with its built-in roles, refuses the same name in another case, and a bad ZIP or state", async () => {
    const name = `Bayou Test Health ${run}`;
    const created = await create({ name: ` ${name} `, idn: "Bayou IDN", ...address, state: "la" });
    expect(created.body).toEqual(
      okAnswer(providerRow({ name, idn: "Bayou IDN", ...address }), "Health system created"),
    );
    const roles = await t.call("GET", `${BASE}/role-meta?organization_id=${created.body.d.id}`, {
      token: operator,
    });
    expect(roles.body).toEqual(
      okAnswer(
        ["Administrator", "Recall Coordinator", "Responder", "Sourcing Coordinator"].map((roleName) => ({
          id: expect.any(String),
          name: roleName,
          nonVerifiedCount: 0,
        })),
      ),
    );
    const before = (await t.call("GET", `${BASE}/providerorgmeta`, { token: operator })).body.d.length;
    const duplicate = await create({ name: name.toUpperCase(), ...address });
    expect(duplicate.status).toBe(400);
    expect(duplicate.body).toEqual(
      invalidField("name", "A health system with this name already exists", "providers.duplicateName"),
    );
    const badZip = await create({ name: `Other ${run}`, ...address, zip: "7012" });
    expect(badZip.status).toBe(400);
    expect(badZip.body.error?.fields).toEqual([
      expect.objectContaining({
        field: "zip",
        message: "Enter a 5-digit ZIP code, like 70503 or 70503-1234",
      }),
    ]);
    const badState = await create({ name: `Other ${run}`, ...address, state: "XX" });
    expect(badState.body.error?.fields).toEqual([
      expect.objectContaining({ field: "state", message: "Choose a US state" }),
    ]);
    expect((await t.call("GET", `${BASE}/providerorgmeta`, { token: operator })).body.d).toHaveLength(before);
  });

  it("edits, deactivates once, and answers not found for other ids", async () => {
    const created = (await create({ name: `Edit Health ${run}`, ...address })).body.d;
    const edited = await t.call("PUT", `${BASE}/providers/${created.id}`, {
      token: operator,
      body: { name: `Edited Health ${run}`, ...address, city: "Metairie", zip: "70001-1234" },
    });
    expect(edited.body).toEqual(
      okAnswer(
        providerRow({ name: `Edited Health ${run}`, ...address, city: "Metairie", zip: "70001-1234" }),
        "Health system saved",
      ),
    );
    expect((await t.call("DELETE", `${BASE}/providers/${created.id}`, { token: operator })).body).toEqual(
      okAnswer(null, "Health system deactivated"),
    );
    const again = await t.call("DELETE", `${BASE}/providers/${created.id}`, { token: operator });
    expect(again.status).toBe(409);
    expect(
      (await t.call("GET", `${BASE}/providers/${created.id}`, { token: operator })).body.d,
    ).toMatchObject({
      status: "DEACTIVATED",
      allowedActions: ["edit", "contactInfo", "activate"],
    });
    const acme = await t.organizationId("Acme Medical");
    for (const id of [acme, "00000000-0000-0000-0000-000000000000", "not-a-uuid"]) {
      const answer = await t.call("GET", `${BASE}/providers/${id}`, { token: operator });
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual(
        refusedAnswer("Health system not found", { code: "NotFound", messageKey: "providers.notFound" }),
      );
    }
  });
});

describe("contact info and verification emails", () => {
  it("validates and saves contacts, previews the email, and sends one verification email per Send", async () => {
    const provider = (await create({ name: `Verify Health ${run}`, ...address })).body.d;
    const email = `ana.${run}@example.org`;
    const bad = await t.call("POST", `${BASE}/contact-info/step0`, {
      token: operator,
      body: {
        organizationId: provider.id,
        contacts: [{ firstName: "Ana", lastName: "Ruiz", email: "not-an-email" }],
      },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error?.fields).toEqual([
      expect.objectContaining({ field: "contacts.0.email", message: "Email not valid" }),
    ]);
    const twice = await t.call("POST", `${BASE}/contact-info/step0`, {
      token: operator,
      body: {
        organizationId: provider.id,
        contacts: [
          { firstName: "Ana", lastName: "Ruiz", email },
          { firstName: "Ana", lastName: "Again", email: email.toUpperCase() },
        ],
      },
    });
    expect(twice.status).toBe(400);
    expect(twice.body.error?.fields).toEqual([
      {
        field: "contacts.1.email",
        message: "This email is already used by another contact of this health system",
      },
    ]);
    const saved = await t.call("POST", `${BASE}/contact-info/step0`, {
      token: operator,
      body: {
        organizationId: provider.id,
        contacts: [{ firstName: "Ana", lastName: "Ruiz", email, phone: "(504) 842-3000", title: "Director" }],
      },
    });
    expect(saved.body).toEqual(
      okAnswer(
        [
          {
            id: expect.any(String),
            firstName: "Ana",
            lastName: "Ruiz",
            email,
            phone: "(504) 842-3000",
            title: "Director",
            isPrimary: true,
          },
        ],
        "Contacts saved",
      ),
    );
    const template = await t.call("GET", `${BASE}/emailTemplate/${provider.id}`, { token: operator });
    expect(template.body).toEqual(
      okAnswer({
        to: email,
        subject: `Welcome to NotiSphere: verify your email for Verify Health ${run}`,
        text: expect.stringContaining("Hello Ana,"),
      }),
    );
    expect(template.body.d.text).toContain("[verification link]");

    const roles = (
      await t.call("GET", `${BASE}/role-meta?organization_id=${provider.id}`, { token: operator })
    ).body.d;
    const administrator = roles.find((r: { name: string }) => r.name === "Administrator");
    const send = {
      organizationId: provider.id,
      requestId: requestId(),
      contactIds: [saved.body.d[0].id],
      roleId: administrator.id,
    };
    const sent = await t.call("POST", `${BASE}/verification`, { token: operator, body: send });
    expect(sent.body).toEqual(okAnswer({ sent: 1, repeated: false }, "Verification email sent"));
    // A retry of the same Send (a lost answer) writes and sends nothing.
    const retried = await t.call("POST", `${BASE}/verification`, { token: operator, body: send });
    expect(retried.body).toEqual(okAnswer({ sent: 0, repeated: true }, "Verification email sent"));
    const mails = await mailbox(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      subject: `Welcome to NotiSphere: verify your email for Verify Health ${run}`,
    });
    const link =
      /\/reset-password\?invitation=([A-Za-z0-9_-]{20,})&email=(ana\.[a-z0-9]+%40example\.org)/.exec(
        mails[0]!.text,
      );
    expect(link).not.toBeNull();

    const list = await t.call("GET", `${BASE}/verifiedMailList/${provider.id}`, { token: operator });
    expect(list.body).toEqual(
      okAnswer([
        {
          id: expect.any(String),
          kind: "CONTACT",
          email,
          fullName: "Ana Ruiz",
          roleName: "Administrator",
          sentAt: expect.any(String),
          sentByName: expect.any(String),
          status: "VERIFICATION",
        },
      ]),
    );
    const waiting = await t.call("GET", `${BASE}/getNonVerifiedUsers?organizationId=${provider.id}`, {
      token: operator,
    });
    expect(waiting.body).toEqual(
      pageAnswer({
        total: 1,
        pageSize: 50,
        items: [
          {
            userId: expect.any(String),
            email,
            firstName: "Ana",
            lastName: "Ruiz",
            roleName: "Administrator",
            status: "VERIFICATION",
            lastSentAt: expect.any(String),
            timesSent: 1,
          },
        ],
      }),
    );
    const rolesWaiting = await t.call(
      "GET",
      `${BASE}/role-meta?organization_id=${provider.id}&isNonVerifiedChecked=true`,
      { token: operator },
    );
    expect(rolesWaiting.body).toEqual(
      okAnswer([{ id: administrator.id, name: "Administrator", nonVerifiedCount: 1 }]),
    );

    // Sending again to the waiting member, and adding one more person as Responder.
    const responder = roles.find((r: { name: string }) => r.name === "Responder");
    const newcomer = `ben.${run}@example.org`;
    const resent = await t.call("POST", `${BASE}/nonVerifiedUser`, {
      token: operator,
      body: {
        organizationId: provider.id,
        requestId: requestId(),
        userIds: [waiting.body.d.items[0].userId],
        newUser: { firstName: "Ben", lastName: "Cole", email: newcomer },
        roleId: responder.id,
      },
    });
    expect(resent.body).toEqual(okAnswer({ sent: 2, repeated: false }, "Verification email sent"));
    expect(await mailbox(email)).toHaveLength(2);
    expect(await mailbox(newcomer)).toHaveLength(1);
    const userMails = (
      await t.call("GET", `${BASE}/getNonVerifiedUserMailList/${provider.id}`, { token: operator })
    ).body.d;
    expect(userMails.map((m: { email: string; roleName: string }) => [m.email, m.roleName]).sort()).toEqual([
      [email, "Administrator"],
      [newcomer, "Responder"],
    ]);

    // The person follows the newest link and chooses a password (the first link died with the second mail):
    // that verifies the e-mail, and they can sign in.
    const linkIn = (text: string) =>
      /\/reset-password\?invitation=([A-Za-z0-9_-]{20,})&email=/.exec(text)![1]!;
    const mailsNow = await mailbox(email);
    const accept = (token: string) =>
      t.call("POST", "/auth/invitation/accept", {
        body: { email, token, password: "Verified!2026pass", confirm_password: "Verified!2026pass" },
      });
    expect((await accept(link![1]!)).status).toBe(400);
    const newest = mailsNow.map((m) => linkIn(m.text)).find((token) => token !== link![1]);
    expect((await accept(newest!)).body).toMatchObject({ ok: true });
    const signedIn = await t.call("POST", "/auth/token", {
      body: { client_id: "web-client", grant_type: "password", email, password: "Verified!2026pass" },
    });
    expect(signedIn.status).toBe(200);

    // Once verified, the person leaves the non-verified list and cannot be sent a verification again.
    const after = await t.call("GET", `${BASE}/getNonVerifiedUsers?organizationId=${provider.id}`, {
      token: operator,
    });
    expect(after.body.d.items.map((u: { email: string }) => u.email)).toEqual([newcomer]);
    const refused = await t.call("POST", `${BASE}/verification`, {
      token: operator,
      body: { ...send, requestId: requestId() },
    });
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual(
      invalidField(
        "recipients",
        `${email} has already verified their email address`,
        "providers.alreadyVerified",
        { email },
      ),
    );
    expect(await mailbox(email)).toHaveLength(2);
  });

  it("leaves deactivated, pending and locked members out of the non-verified list", async () => {
    const provider = (await create({ name: `Status Health ${run}`, ...address })).body.d;
    const roles = (
      await t.call("GET", `${BASE}/role-meta?organization_id=${provider.id}`, { token: operator })
    ).body.d;
    const people = ["active", "deactivated", "pending", "locked"].map((who) => ({
      firstName: who,
      lastName: "Member",
      email: `${who}.${run}@example.org`,
    }));
    const sent = await t.call("POST", `${BASE}/nonVerifiedUser`, {
      token: operator,
      body: { organizationId: provider.id, requestId: requestId(), newUser: people[0], roleId: roles[0].id },
    });
    expect(sent.body.d).toEqual({ sent: 1, repeated: false });
    for (const person of people.slice(1))
      await t.call("POST", `${BASE}/nonVerifiedUser`, {
        token: operator,
        body: { organizationId: provider.id, requestId: requestId(), newUser: person, roleId: roles[0].id },
      });
    const em = t.portal.orm.em.fork();
    const idOf = async (who: string) =>
      (await em.findOneOrFail(User, { email: `${who}.${run}@example.org` })).id;
    await em.nativeUpdate(
      Membership,
      { userId: await idOf("deactivated"), organizationId: provider.id },
      { status: "DEACTIVATED" },
    );
    await em.nativeUpdate(
      Membership,
      { userId: await idOf("pending"), organizationId: provider.id },
      { status: "PENDING" },
    );
    await em.nativeUpdate(User, { id: await idOf("locked") }, { lockedAt: new Date() });
    const list = await t.call("GET", `${BASE}/getNonVerifiedUsers?organizationId=${provider.id}`, {
      token: operator,
    });
    expect(list.body.d.items.map((u: { email: string }) => u.email)).toEqual([`active.${run}@example.org`]);
  });
});

describe("who may administer providers", () => {
  it("refuses supplier and provider users and the read-only operator, and anonymous callers", async () => {
    const someone = await t.organizationId("Ochsner Health");
    const calls: Array<[string, string, object?]> = [
      ["GET", `${BASE}/providers`],
      ["POST", `${BASE}/providers`, { name: `Refused ${run}`, ...address }],
      ["GET", `${BASE}/providerdocdata/${someone}`],
      ["GET", `${BASE}/getNonVerifiedUsers?organizationId=${someone}`],
      [
        "POST",
        `${BASE}/verification`,
        { organizationId: someone, requestId: requestId(), contactIds: [], roleId: someone },
      ],
    ];
    for (const email of [
      "supplier.admin@example.org",
      "provider.admin@example.org",
      "operator.readonly@example.org",
    ]) {
      const token = (await t.signIn(email)).access_token;
      for (const [method, path, body] of calls) {
        const answer = await t.call(method, path, { token, ...(body ? { body } : {}) });
        expect(answer.status, `${email} ${method} ${path}`).toBe(403);
        expect(answer.body).toEqual(noPermissionAnswer);
      }
    }
    const reader = (await t.signIn("operator.readonly@example.org")).access_token;
    expect((await t.call("GET", `${BASE}/providerorgmeta`, { token: reader })).status).toBe(200);
    for (const [method, path, body] of calls) {
      const answer = await t.call(method, path, body ? { body } : {});
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual(unauthorizedAnswer);
    }
    expect(
      (await t.call<ProviderPage>("GET", `${BASE}/providers?search=Refused%20${run}`, { token: operator }))
        .body.d.total,
    ).toBe(0);
  });

  it("shows the provider summary the contact-info page opens with", async () => {
    const ochsner = await t.organizationId("Ochsner Health");
    const summary = await t.call("GET", `${BASE}/providerdocdata/${ochsner}`, { token: operator });
    expect(summary.body).toEqual(
      okAnswer({
        provider: providerRow({
          name: "Ochsner Health",
          idn: "Ochsner Health",
          sites: 11,
          number_of_hospitals: 8,
        }),
        contacts: expect.arrayContaining([
          expect.objectContaining({ email: "provider.admin@example.org", isPrimary: true }),
        ]),
        members: expect.any(Number),
        verifiedMembers: expect.any(Number),
        nonVerifiedMembers: expect.any(Number),
        mailsSent: expect.any(Number),
        lastMailAt: expect.any(String),
        administrators: expect.arrayContaining([
          { name: "Priya Provider", email: "provider.admin@example.org", status: "VERIFIED" },
        ]),
      }),
    );
    expect(summary.body.d.nonVerifiedMembers).toBeGreaterThanOrEqual(3);
  });
});
