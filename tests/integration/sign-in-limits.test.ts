import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MailOutbox } from "../../adapters/db/entities.ts";
import { okAnswer } from "./support/envelopes.ts";
import { DEMO_PASSWORD, startTestPortal, type TestPortal } from "./support/test-portal.ts";

/**
 * Sign-in limits with the documented defaults (LOGIN_ATTEMPTS_PER_MINUTE = 10): failures are limited per
 * account and address, successes only by a much higher per-address ceiling, so a hospital's shared address
 * can sign in a whole shift and one attacker cannot keep an account closed beyond the lockout (ADR 3).
 */
let t: TestPortal;
beforeAll(async () => {
  t = await startTestPortal({ loginAttemptsPerMinute: 10, trustProxy: true });
});
afterAll(() => t.stop());

const from = async (address: string, path: string, body: unknown) => {
  const response = await t.portal.app.request(`/api${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": address },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: await response.json() };
};
const signInFrom = (address: string, email: string, password: string) =>
  from(address, "/auth/token", { client_id: "web-client", grant_type: "password", email, password });

describe("sign-in limits", () => {
  it("let 50 colleagues behind one address sign in within a minute", async () => {
    const users = [];
    for (let i = 0; i < 50; i++)
      users.push(
        await t.createUser({ organization: "Ochsner Health", role: "Responder", emailPrefix: "shift" }),
      );
    const statuses = [];
    for (const user of users) statuses.push((await signInFrom("10.1.0.1", user.email, DEMO_PASSWORD)).status);
    expect(statuses).toEqual(users.map(() => 200));
  });

  it("still limit wrong passwords for one account from one address", async () => {
    const statuses = [];
    for (let i = 0; i < 12; i++)
      statuses.push((await signInFrom("10.2.0.1", "nobody.here@example.org", "Wrong!2026pass")).status);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses.slice(10)).toEqual([429, 429]);
  });

  it("limit wrong passwords sprayed over many accounts from one address", async () => {
    const statuses = [];
    for (let i = 0; i < 52; i++)
      statuses.push((await signInFrom("10.3.0.1", `spray.${i}@example.org`, "Wrong!2026pass")).status);
    expect(statuses.filter((s) => s === 401).length).toBe(50);
    expect(statuses.slice(50)).toEqual([429, 429]);
  });

  it("do not let an attacker keep a chosen account closed beyond the documented lockout", async () => {
    const victim = await t.createUser({
      organization: "Acme Medical",
      role: "Administrator",
      emailPrefix: "victim",
    });
    const attacker = "10.4.0.66";
    const statuses = [];
    for (let i = 0; i < 30; i++)
      statuses.push((await signInFrom(attacker, victim.email, "Wrong!2026pass")).status);
    expect(statuses.slice(0, 4)).toEqual([401, 401, 401, 401]);
    expect(statuses[4]).toBe(423); // the documented lockout: five wrong passwords
    expect(statuses.slice(-5)).toEqual(Array(5).fill(429));
    for (let i = 0; i < 15; i++) await from(attacker, "/auth/userlock", { email: victim.email });

    // The victim, from their own address, follows the documented unlock flow and signs in.
    const office = "10.4.0.1";
    expect((await signInFrom(office, victim.email, DEMO_PASSWORD)).status).toBe(423);
    expect((await from(office, "/auth/userlock", { email: victim.email })).status).toBe(200);
    const mails = await t.portal.orm.em
      .fork()
      .find(MailOutbox, { toAddress: victim.email }, { orderBy: { createdAt: "desc" } });
    const code = /verification code is (\d{6})/.exec(mails[0]!.textBody)![1];
    const verified = await from(office, "/auth/userlockotp", { email: victim.email, code });
    expect(verified.status).toBe(200);
    expect(verified.body).toEqual(okAnswer({ reset_token: expect.any(String) }));
    const restored = await from(office, "/auth/restoreuser", {
      email: victim.email,
      reset_token: verified.body.d.reset_token,
      password: "Restored!2026pass",
      confirm_password: "Restored!2026pass",
    });
    expect(restored.status).toBe(200);
    expect((await signInFrom(office, victim.email, "Restored!2026pass")).status).toBe(200);
  });
});
