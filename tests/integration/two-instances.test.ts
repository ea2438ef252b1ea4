import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SMTPServer } from "smtp-server";
import { newId } from "../../adapters/db/ids.ts";
import { startTestPortal, type TestPortal } from "./support/test-portal.ts";

/**
 * Two app instances on one database, as behind a load balancer: limits are counted once for both, a job runs
 * once, a write on one shows in the other's list totals within the documented 1 s, and a logout on one ends
 * the access token on the other within the documented 2 s.
 */
const startSmtpSink = async () => {
  const received: string[][] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    onData(stream, session, callback) {
      stream.on("data", () => {});
      stream.on("end", () => {
        received.push(session.envelope.rcptTo.map((r) => r.address));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.server.address() as { port: number }).port;
  return {
    received,
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

let sink: Awaited<ReturnType<typeof startSmtpSink>>;
let a: TestPortal;
let b: TestPortal;
beforeAll(async () => {
  sink = await startSmtpSink();
  const shared = {
    // One deployment: the same signing key and counters, real limits, both instances run the mail worker.
    jwtSecret: `two-instances-${newId()}-${newId()}`,
    rateLimitScope: `deployment-${newId()}:`,
    loginAttemptsPerMinute: 3,
    workers: true,
    smtpUrl: sink.url,
  };
  a = await startTestPortal(shared);
  b = await startTestPortal(shared);
});
afterAll(async () => {
  await a?.stop();
  await b?.stop();
  await sink?.close();
});

const wrongPassword = (t: TestPortal, email: string) =>
  t.call("POST", "/auth/token", {
    body: { client_id: "web-client", grant_type: "password", email, password: "Wrong!2026pass" },
  });

describe("two instances on one database", () => {
  it("count sign-in failures once for both", async () => {
    const email = `nobody.${newId()}@example.org`;
    expect((await wrongPassword(a, email)).status).toBe(401);
    expect((await wrongPassword(b, email)).status).toBe(401);
    expect((await wrongPassword(a, email)).status).toBe(401);
    expect((await wrongPassword(b, email)).status).toBe(429);
    expect((await wrongPassword(a, email)).status).toBe(429);
  });

  it("count code requests once for both", async () => {
    const email = `nobody.${newId()}@example.org`;
    const request = (t: TestPortal) => t.call("POST", "/auth/userlock", { body: { email } });
    const statuses = [];
    for (const t of [a, b, a, b, a]) statuses.push((await request(t)).status);
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
  });

  it("deliver a queued mail once although both run the worker", async () => {
    const user = await a.createUser({
      organization: "Acme Medical",
      role: "Administrator",
      emailPrefix: "twice",
    });
    expect((await b.call("POST", "/auth/userlock", { body: { email: user.email } })).status).toBe(200);
    const until = Date.now() + 15_000;
    while (!sink.received.some((to) => to.includes(user.email))) {
      if (Date.now() > until) throw new Error("the mail was not delivered");
      await sleep(100);
    }
    await sleep(2000); // time for a second delivery, if a second worker took the job too
    expect(sink.received.filter((to) => to.includes(user.email))).toHaveLength(1);
  });

  it("show a write on one instance in the other's list totals within 1 s", async () => {
    const token = (await a.signIn("operator.admin@example.org")).access_token;
    const total = async (t: TestPortal) =>
      (await t.call("GET", "/notisphere/quickLinks?pageSize=1", { token })).body.d.total as number;
    const before = await total(b);
    expect(await total(b)).toBe(before); // cached on b from here on
    const created = await a.call("POST", "/notisphere/quickLinks/create", {
      token,
      body: { name: `Two instances ${newId()}`, url: "https://example.org/two" },
    });
    expect(created.status).toBe(200);
    expect(await total(a)).toBe(before + 1); // the writer sees it at once
    const started = Date.now();
    while ((await total(b)) !== before + 1) {
      if (Date.now() - started > 3000) throw new Error("the other instance still shows the old total");
      await sleep(50);
    }
    expect(Date.now() - started).toBeLessThan(1500);
  });

  it("end an access token on the other instance within 2 s of a logout", async () => {
    const user = await a.createUser({
      organization: "Acme Medical",
      role: "Administrator",
      emailPrefix: "lb",
    });
    const session = await a.signIn(user.email);
    expect((await b.call("GET", "/me", { token: session.access_token })).status).toBe(200);
    await a.call("POST", "/auth/logout", { body: { refresh_token: session.refresh_token } });
    expect((await a.call("GET", "/me", { token: session.access_token })).status).toBe(401);
    const started = Date.now();
    while ((await b.call("GET", "/me", { token: session.access_token })).status !== 401) {
      if (Date.now() - started > 4000) throw new Error("the other instance still accepts the token");
      await sleep(100);
    }
    expect(Date.now() - started).toBeLessThan(2500);
  });
});
