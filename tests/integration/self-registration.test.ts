import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Membership, RegistrationLink, Role, User } from "../../adapters/db/entities.ts";
import { newId } from "../../adapters/db/ids.ts";
import { createOrganisation as createTestOrganisation } from "./support/settings-fixtures.ts";
import type { OrganizationType } from "../../core/access/permissions.ts";
import { DEMO_PASSWORD, startTestPortal, type TestPortal } from "./support/test-portal.ts";
import {
  invalidField,
  noPermissionAnswer,
  okAnswer,
  pageAnswer,
  refusedAnswer,
  unauthorizedAnswer,
} from "./support/envelopes.ts";

let t: TestPortal;
let operator: string;

beforeAll(async () => {
  t = await startTestPortal({ devMailbox: true, publicUrl: "https://portal.example.org" });
  operator = (await t.signIn("operator.admin@example.org")).access_token;
});
afterAll(async () => t.stop());

const PASSWORD = "Joined!2026pass";

/** An organisation of the test's own, with the built-in roles, so link changes here touch nobody else. */
const createOrganisation = async (type: Exclude<OrganizationType, "NOTISPHERE">) => {
  const { id, name } = await createTestOrganisation(t, type, { profilePhoto: null });
  const admin = await t.createUser({ organization: name, role: "Administrator", emailPrefix: "reg.admin" });
  const token = (await t.signIn(admin.email)).access_token;
  return { id, name, admin: token, side: type === "SUPPLIER" ? "supplier" : "provider" };
};

type Org = Awaited<ReturnType<typeof createOrganisation>>;

const createLink = async (org: Org, body: Record<string, unknown> = {}) => {
  const answer = await t.call("POST", `/${org.side}/registration-link`, { token: org.admin, body });
  expect(answer.status).toBe(200);
  return answer.body.d as { token: string; url: string; expiresAt: string | null };
};

const person = (overrides: Record<string, unknown> = {}) => ({
  first_name: "Jamie",
  last_name: "Rivera",
  email: `jamie.${newId().slice(-12)}@example.org`,
  password: PASSWORD,
  confirm_password: PASSWORD,
  phone_number: "(504) 555-0199",
  ...overrides,
});

const signUp = (token: string, body: Record<string, unknown>) =>
  t.call("POST", "/auth/SignUpUser", { body: { selfregistrationlink: token, ...body } });

const mailsTo = async (email: string) => {
  const mails = await t.call("GET", `/dev/mailbox?to=${encodeURIComponent(email)}`, { token: operator });
  expect(mails.status).toBe(200);
  return mails.body.d as Array<{ subject: string; text: string }>;
};

const codeIn = (text: string) => /verification code is (\d{6})/.exec(text)?.[1];

const passwordLogin = (email: string, password = PASSWORD) =>
  t.call("POST", "/auth/token", {
    body: { client_id: "web-client", grant_type: "password", email, password },
  });

const accountCount = async (email: string) => t.portal.orm.em.fork().count(User, { email });

const invalidLinkAnswer = refusedAnswer(
  "This registration link is not valid. It may have expired or been replaced. Ask the organization for a new link.",
  { code: "NotFound", messageKey: "registration.invalidLink" },
);

describe("self-registration link", () => {
  it("shows the organisation of a live link, and refuses a wrong, rotated, expired or turned-off one", async () => {
    const org = await createOrganisation("SUPPLIER");
    const first = await createLink(org);
    expect(first.token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(first.url).toBe(`https://portal.example.org/registration/${first.token}`);
    const shown = await t.call("GET", `/auth/organization-bylink?selfregistrationlink=${first.token}`);
    expect(shown.body).toEqual(okAnswer({ id: org.id, name: org.name, type: "SUPPLIER", logo: null }));
    expect((await t.call("GET", `/auth/organization-byId?organizationId=${org.id}`)).body).toEqual(
      okAnswer({ id: org.id, name: org.name, type: "SUPPLIER", logo: null }),
    );

    const wrong = await t.call("GET", "/auth/organization-bylink?selfregistrationlink=not-a-token");
    expect(wrong.status).toBe(404);
    expect(wrong.body).toEqual(invalidLinkAnswer);

    // Rotating: the old token stops working, the new one works.
    const second = await createLink(org, { expiresInDays: 30 });
    expect(second.token).not.toBe(first.token);
    expect(Date.parse(second.expiresAt ?? "")).toBeGreaterThan(Date.now() + 29 * 24 * 3600 * 1000);
    const rotated = await t.call("GET", `/auth/organization-bylink?selfregistrationlink=${first.token}`);
    expect(rotated.status).toBe(404);
    expect(rotated.body).toEqual(invalidLinkAnswer);
    const email = `rotated.${newId().slice(-12)}@example.org`;
    const refused = await signUp(first.token, person({ email }));
    expect(refused.status).toBe(404);
    expect(refused.body).toEqual(invalidLinkAnswer);
    expect(await accountCount(email)).toBe(0);
    expect(await mailsTo(email)).toEqual([]);

    // Expired: the row says so.
    await t.portal.orm.em
      .fork()
      .nativeUpdate(RegistrationLink, { organizationId: org.id }, { expiresAt: new Date(Date.now() - 1000) });
    const expired = await signUp(second.token, person({ email }));
    expect(expired.status).toBe(404);
    expect(expired.body).toEqual(invalidLinkAnswer);
    expect(await accountCount(email)).toBe(0);
    expect(
      (await t.call("GET", `/${org.side}/registration-link`, { token: org.admin })).body.d,
    ).toMatchObject({
      enabled: true,
      expired: true,
    });

    // Turned off.
    const third = await createLink(org);
    const off = await t.call("DELETE", `/${org.side}/registration-link`, { token: org.admin });
    expect(off.body).toEqual(
      okAnswer(
        { enabled: false, url: null, token: null, createdAt: null, expiresAt: null, expired: false },
        "Registration link turned off",
      ),
    );
    const afterOff = await signUp(third.token, person({ email }));
    expect(afterOff.status).toBe(404);
    expect(await accountCount(email)).toBe(0);
    expect(await mailsTo(email)).toEqual([]);
  });

  it("refuses an expiry outside 1 to 365 days", async () => {
    const org = await createOrganisation("PROVIDER");
    const answer = await t.call("POST", `/${org.side}/registration-link`, {
      token: org.admin,
      body: { expiresInDays: 0 },
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual(
      invalidField("expiresInDays", "Enter a whole number of days from 1 to 365", "registration.expiryDays", {
        max: "365",
      }),
    );
    expect((await t.call("GET", `/${org.side}/registration-link`, { token: org.admin })).body.d.enabled).toBe(
      false,
    );
  });
});

describe("sign-up, verification and approval", () => {
  it("registers, mails one code, verifies, waits for approval, then signs in", async () => {
    const org = await createOrganisation("PROVIDER");
    const link = await createLink(org);
    const body = person();
    const email = body.email as string;
    const answer = await signUp(link.token, body);
    expect(answer.body).toEqual(
      okAnswer({ email }, "Thank you for registering. Check your e-mail for what to do next."),
    );
    const em = t.portal.orm.em.fork();
    const user = await em.findOneOrFail(User, { email });
    expect(user.status).toBe("VERIFICATION");
    const membership = await em.findOneOrFail(Membership, { userId: user.id });
    expect(membership.status).toBe("PENDING");
    expect(membership.organizationId).toBe(org.id);
    expect((await em.findOneOrFail(Role, { id: membership.roleId })).name).toBe("Responder");

    const mails = await mailsTo(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe("Verify your e-mail address for NotiSphere");
    const code = codeIn(mails[0]?.text ?? "");
    expect(code).toMatch(/^\d{6}$/);
    expect(mails[0]?.text).toContain(
      `https://portal.example.org/verify-email?email=${encodeURIComponent(email)}&code=${code}`,
    );

    // Unverified: the right password gets the verification message, a wrong one the usual words.
    const unverified = await passwordLogin(email);
    expect(unverified.status).toBe(403);
    expect(unverified.body).toEqual(
      refusedAnswer(
        "Verify your e-mail address before signing in. Use the link or code we sent you, or request a new one.",
        { code: "Forbidden", messageKey: "registration.emailNotVerified" },
      ),
    );
    expect((await passwordLogin(email, "Wrong!2026pass")).status).toBe(401);

    const wrongCode = await t.call("POST", "/auth/userdata", {
      body: { email, verification_code: code === "000000" ? "111111" : "000000" },
    });
    expect(wrongCode.status).toBe(400);
    expect(wrongCode.body).toEqual(
      invalidField(
        "verification_code",
        "The verification code is not valid or has expired. Request a new one.",
        "registration.invalidCode",
      ),
    );
    const verified = await t.call("POST", "/auth/userdata", { body: { email, verification_code: code } });
    expect(verified.body).toEqual(okAnswer({ verified: true }));
    expect((await t.portal.orm.em.fork().findOneOrFail(User, { email })).status).toBe("VERIFIED");
    // Single use.
    expect(
      (await t.call("POST", "/auth/userdata", { body: { email, verification_code: code } })).status,
    ).toBe(400);

    const pending = await passwordLogin(email);
    expect(pending.status).toBe(403);
    expect(pending.body).toEqual(
      refusedAnswer(`Your registration with ${org.name} is waiting for an administrator's approval.`, {
        code: "Forbidden",
        messageKey: "registration.approvalPending",
        params: { organization: org.name },
      }),
    );

    const list = await t.call("GET", `/${org.side}/registrations`, { token: org.admin });
    expect(list.body).toEqual(
      pageAnswer({
        items: [
          {
            membershipId: membership.id,
            userId: user.id,
            firstName: "Jamie",
            lastName: "Rivera",
            email,
            phone: "(504) 555-0199",
            emailVerified: true,
            roleName: "Responder",
            registeredAt: expect.any(String),
          },
        ],
        total: 1,
        pageSize: 50,
      }),
    );

    const approved = await t.call("POST", `/${org.side}/registrations/${membership.id}/approve`, {
      token: org.admin,
    });
    expect(approved.body).toEqual(okAnswer(null, "Registration approved"));
    const signedIn = await passwordLogin(email);
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.d.access_token).toEqual(expect.any(String));
    // Only the verification and the approval were mailed.
    expect((await mailsTo(email)).map((mail) => mail.subject)).toEqual([
      `Your registration with ${org.name} is approved`,
      "Verify your e-mail address for NotiSphere",
    ]);
    // Decided once.
    const again = await t.call("POST", `/${org.side}/registrations/${membership.id}/reject`, {
      token: org.admin,
    });
    expect(again.status).toBe(409);
    expect(again.body).toEqual(
      refusedAnswer("This registration is no longer waiting for a decision.", {
        code: "Conflict",
        messageKey: "registration.notPending",
      }),
    );
    expect((await t.call("GET", `/${org.side}/registrations`, { token: org.admin })).body.d.total).toBe(0);
  });

  it("resends a code that replaces the first, and answers the same for unknown addresses", async () => {
    const org = await createOrganisation("SUPPLIER");
    const link = await createLink(org);
    const body = person();
    const email = body.email as string;
    await signUp(link.token, body);
    const first = codeIn((await mailsTo(email))[0]?.text ?? "");
    const resent = await t.call("POST", "/auth/userdata", { body: { email, resend: true } });
    expect(resent.body).toEqual(okAnswer({ verified: false }));
    const unknown = await t.call("POST", "/auth/userdata", {
      body: { email: `nobody.${newId().slice(-12)}@example.org`, resend: true },
    });
    expect(unknown.body).toEqual(okAnswer({ verified: false }));
    const mails = await mailsTo(email);
    expect(mails).toHaveLength(2);
    const second = codeIn(mails[0]?.text ?? "");
    if (first !== second)
      expect(
        (await t.call("POST", "/auth/userdata", { body: { email, verification_code: first } })).status,
      ).toBe(400);
    expect(
      (await t.call("POST", "/auth/userdata", { body: { email, verification_code: second } })).body,
    ).toEqual(okAnswer({ verified: true }));
    // The supplier's least-privileged built-in role.
    const list = await t.call("GET", `/${org.side}/registrations`, { token: org.admin });
    expect(list.body.d.items.map((row: { roleName: string }) => row.roleName)).toEqual([
      "Sourcing Coordinator",
    ]);
  });

  it("rejects: the membership and the account go, and the person is told", async () => {
    const org = await createOrganisation("SUPPLIER");
    const link = await createLink(org);
    const body = person();
    const email = body.email as string;
    await signUp(link.token, body);
    const [row] = (await t.call("GET", `/${org.side}/registrations`, { token: org.admin })).body.d.items;
    expect(row.emailVerified).toBe(false);
    const rejected = await t.call("POST", `/${org.side}/registrations/${row.membershipId}/reject`, {
      token: org.admin,
    });
    expect(rejected.body).toEqual(okAnswer(null, "Registration rejected"));
    expect(await accountCount(email)).toBe(0);
    expect((await mailsTo(email))[0]?.subject).toBe(`Your registration with ${org.name} was not approved`);
    expect((await passwordLogin(email)).status).toBe(401);
  });

  it("checks every field and creates nothing when one is wrong", async () => {
    const org = await createOrganisation("PROVIDER");
    const link = await createLink(org);
    const email = `fields.${newId().slice(-12)}@example.org`;
    const answer = await signUp(link.token, {
      first_name: " ",
      last_name: "Rivera",
      email,
      password: "weak",
      confirm_password: "other",
      phone_number: "12",
    });
    expect(answer.status).toBe(400);
    expect(answer.body.error?.fields?.map((f: { field: string }) => f.field)).toEqual([
      "first_name",
      "password",
      "confirm_password",
      "phone_number",
    ]);
    expect(await accountCount(email)).toBe(0);
  });

  it("gives an address that already has an account the same answer, no second account, and tells its owner", async () => {
    const org = await createOrganisation("PROVIDER");
    const link = await createLink(org);
    const existing = await t.createUser({
      organization: "Ochsner Health",
      role: "Responder",
      emailPrefix: "dup",
    });
    const fresh = await signUp(link.token, person());
    const duplicate = await signUp(link.token, person({ email: existing.email.toUpperCase() }));
    expect(duplicate.status).toBe(fresh.status);
    expect(duplicate.body).toEqual(
      okAnswer(
        { email: existing.email },
        "Thank you for registering. Check your e-mail for what to do next.",
      ),
    );
    expect(await accountCount(existing.email)).toBe(1);
    const em = t.portal.orm.em.fork();
    expect(await em.count(Membership, { userId: existing.id })).toBe(1);
    const mails = await mailsTo(existing.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe("You already have a NotiSphere account");
    expect(mails[0]?.text).toContain(`tried to register with ${org.name}`);
    expect(codeIn(mails[0]?.text ?? "")).toBeUndefined();
    // The existing password still signs in; nothing about the account changed.
    expect((await passwordLogin(existing.email, DEMO_PASSWORD)).status).toBe(200);
  });
});

describe("two sign-ups with one address at once", () => {
  it("make one account and answer both alike", async () => {
    const org = await createOrganisation("SUPPLIER");
    const link = await createLink(org);
    const body = person();
    const email = body.email as string;
    const answers = await Promise.all([signUp(link.token, body), signUp(link.token, body)]);
    const expected = okAnswer({ email }, "Thank you for registering. Check your e-mail for what to do next.");
    expect(answers.map((answer) => answer.body)).toEqual([expected, expected]);
    expect(await accountCount(email)).toBe(1);
    const user = await t.portal.orm.em.fork().findOneOrFail(User, { email });
    expect(await t.portal.orm.em.fork().count(Membership, { userId: user.id })).toBe(1);
    expect((await mailsTo(email)).map((mail) => mail.subject).sort()).toEqual([
      "Verify your e-mail address for NotiSphere",
      "You already have a NotiSphere account",
    ]);
  });
});

describe("administration is the organisation's own", () => {
  it("keeps another organisation's administrator and non-administrators out, and answers anonymous 401", async () => {
    const org = await createOrganisation("PROVIDER");
    const other = await createOrganisation("PROVIDER");
    const link = await createLink(org);
    const body = person();
    await signUp(link.token, body);
    const [row] = (await t.call("GET", `/${org.side}/registrations`, { token: org.admin })).body.d.items;

    // The other administrator sees their own (empty) list and link, never this one's.
    expect((await t.call("GET", "/provider/registrations", { token: other.admin })).body).toEqual(
      pageAnswer({ items: [], total: 0, pageSize: 50 }),
    );
    expect((await t.call("GET", "/provider/registration-link", { token: other.admin })).body.d.enabled).toBe(
      false,
    );
    const foreign = await t.call("POST", `/provider/registrations/${row.membershipId}/approve`, {
      token: other.admin,
    });
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual(
      refusedAnswer("Registration not found", {
        code: "NotFound",
        messageKey: "registration.registrationNotFound",
      }),
    );
    const stillPending = await t.portal.orm.em.fork().findOneOrFail(Membership, { id: row.membershipId });
    expect(stillPending.status).toBe("PENDING");

    // A member without *_ManageUsers, and the other side's administrator.
    const responder = await t.createUser({ organization: org.name, role: "Responder" });
    const responderToken = (await t.signIn(responder.email)).access_token;
    expect((await t.call("GET", "/provider/registrations", { token: responderToken })).body).toEqual(
      noPermissionAnswer,
    );
    const supplierAdmin = (await t.signIn("supplier.admin@example.org")).access_token;
    expect(
      (await t.call("POST", `/provider/registrations/${row.membershipId}/approve`, { token: supplierAdmin }))
        .body,
    ).toEqual(noPermissionAnswer);

    for (const [method, path] of [
      ["GET", "/provider/registration-link"],
      ["POST", "/provider/registration-link"],
      ["DELETE", "/supplier/registration-link"],
      ["GET", "/supplier/registrations"],
      ["POST", `/provider/registrations/${row.membershipId}/approve`],
      ["POST", `/provider/registrations/${row.membershipId}/reject`],
    ] as const) {
      const answer = await t.call(method, path, method === "POST" ? { body: {} } : {});
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual(unauthorizedAnswer);
    }
  });
});

describe("rate limits of the public registration calls", () => {
  it("limit link guessing and sign-ups per client address, like the other public auth calls", async () => {
    const limited = await startTestPortal({ loginAttemptsPerMinute: 10, trustProxy: true });
    try {
      const from = async (address: string, method: string, path: string, body?: unknown) => {
        const response = await limited.portal.app.request(`/api${path}`, {
          method,
          headers: { "x-forwarded-for": address, ...(body ? { "content-type": "application/json" } : {}) },
          ...(body ? { body: JSON.stringify(body) } : {}),
        });
        return response.status;
      };
      const guesses = [];
      // The code limiter's figures (rate-limit.ts): 5 × 10 calls a minute per address, 10 per e-mail and address.
      for (let i = 0; i < 52; i++)
        guesses.push(
          await from(
            "10.9.0.1",
            "GET",
            `/auth/organization-bylink?selfregistrationlink=${String(i).padStart(32, "A")}`,
          ),
        );
      expect(guesses.slice(0, 50)).toEqual(Array(50).fill(404));
      expect(guesses.slice(50)).toEqual([429, 429]);

      const email = `limited.${newId().slice(-12)}@example.org`;
      const signUps = [];
      for (let i = 0; i < 12; i++)
        signUps.push(
          await from("10.9.0.2", "POST", "/auth/SignUpUser", {
            selfregistrationlink: "wrong",
            ...person({ email }),
          }),
        );
      expect(signUps.slice(0, 10)).toEqual(Array(10).fill(404));
      expect(signUps.slice(10)).toEqual([429, 429]);
      expect(await accountCount(email)).toBe(0);
    } finally {
      await limited.stop();
    }
  });
});
