import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SMTPServer } from "smtp-server";
import { MailOutbox } from "../../adapters/db/entities.ts";
import { startTestPortal, type TestPortal } from "./support/test-portal.ts";

interface Received {
  to: string[];
  raw: string;
}

/** A real SMTP server on a loopback port, as the portal's mail job would meet in production. */
const startSmtpSink = async () => {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    onData(stream, session, callback) {
      let raw = "";
      stream.on("data", (chunk: Buffer) => (raw += chunk.toString("utf8")));
      stream.on("end", () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
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

const waitFor = async <T>(probe: () => Promise<T | undefined>, ms = 15_000): Promise<T> => {
  const until = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error("timed out waiting");
    await new Promise((r) => setTimeout(r, 100));
  }
};

let sink: Awaited<ReturnType<typeof startSmtpSink>>;
let t: TestPortal;
beforeAll(async () => {
  sink = await startSmtpSink();
  t = await startTestPortal({
    smtpUrl: sink.url,
    workers: true,
    mailFrom: "NotiSphere <no-reply@notisphere.test>",
  });
});
afterAll(async () => {
  await t.stop();
  await sink.close();
});

describe("outbox delivery over SMTP", () => {
  it("delivers the unlock code once, with a Message-ID derived from the outbox row", async () => {
    const user = await t.createUser({ organization: "Acme Medical", role: "Administrator" });
    const answer = await t.call("POST", "/auth/userlock", { body: { email: user.email } });
    expect(answer.status).toBe(200);
    const mail = await waitFor(async () => sink.received.find((m) => m.to.includes(user.email)));
    expect(mail.raw).toMatch(/Subject: Your NotiSphere verification code/);
    expect(mail.raw).toMatch(/verification code is \d{6}/);
    const row = await waitFor(async () => {
      const r = await t.portal.orm.em.fork().findOne(MailOutbox, { toAddress: user.email });
      return r?.status === "SENT" ? r : undefined;
    });
    expect(mail.raw).toContain(`Message-ID: <${row.id}@notisphere.mail>`);
    expect(row.sentAt).toBeInstanceOf(Date);
    // With SMTP configured the development mailbox does not exist.
    expect((await t.call("GET", "/dev/mailbox")).status).toBe(404);
    // A second delivery attempt of the same row (a retried job) sends nothing more.
    await t.portal.jobs.send("mail-deliver", { outboxId: row.id });
    await new Promise((r) => setTimeout(r, 1500));
    expect(sink.received.filter((m) => m.to.includes(user.email))).toHaveLength(1);
  });
});
