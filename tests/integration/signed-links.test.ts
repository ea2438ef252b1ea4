import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { linkTarget } from "../../adapters/http/link-signer.ts";
import type { AccessClaims } from "#core/identity/auth/claims.ts";
import { runPreprocessorJobNow } from "../../adapters/cli/run-preprocessor-job-now.ts";
import { startTestPortal, type TestPortal } from "./support/test-portal.ts";
import { BASE, createSupplier, fixture, raw, upload } from "./location-preprocessor-support.ts";
import { noPermissionAnswer } from "./support/envelopes.ts";

let t: TestPortal;
let operator: string;
let jobA: string;
let jobB: string;
const filesDir = mkdtempSync(path.join(tmpdir(), "signed-links-"));
const SOURCE = fixture("acme-shipto.csv");

const uploadJob = async (supplierId: string, name: string): Promise<string> => {
  const answer = await upload(t, operator, name, SOURCE, { supplierId });
  expect(answer.status).toBe(200);
  await runPreprocessorJobNow(t.portal.orm, t.portal.services.files, answer.json.d.id);
  return answer.json.d.id;
};

const signedUrl = (token: string, pathName: string) =>
  t.call("POST", "/files/signed-url", { token, body: { path: pathName } });

/** A download by URL alone, as a new tab or Excel would open it. */
const open = (url: string, headers: Record<string, string> = {}) =>
  raw(t, url.replace(/^\/api/, ""), { headers });

beforeAll(async () => {
  t = await startTestPortal({ workers: false, filesDir });
  operator = (await t.signIn("operator.admin@example.org")).access_token;
  const supplier = await createSupplier(t, "Signed Links Supplier");
  jobA = await uploadJob(supplier.id, "signed-a.csv");
  jobB = await uploadJob(supplier.id, "signed-b.csv");
});
afterAll(async () => {
  await t.stop();
  rmSync(filesDir, { recursive: true, force: true });
});

describe("signed download links", () => {
  it("download the file without an Authorization header, for five minutes", async () => {
    const answer = await signedUrl(operator, `${BASE}/document/${jobA}`);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      ok: true,
      m: "",
      d: {
        url: expect.stringMatching(
          new RegExp(`^/api${BASE}/document/${jobA}\\?signature=[\\w-]+\\.[\\w-]+$`),
        ),
        expiresAt: expect.any(String),
      },
      error: null,
    });
    const { url, expiresAt } = answer.body.d;
    const minutes = (Date.parse(expiresAt) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(4.9);
    expect(minutes).toBeLessThanOrEqual(5);

    const file = await open(url);
    expect(file.status).toBe(200);
    expect(file.headers.get("content-disposition")).toContain("signed-a.csv");
    expect(new Uint8Array(file.bytes)).toEqual(SOURCE);

    const results = await open((await signedUrl(operator, `${BASE}/results/${jobA}`)).body.d.url);
    expect(results.status).toBe(200);
    expect(results.text.split(/\r?\n/)[0]).toMatch(/decision/i);
  });

  it("refuses an expired link with 401", async () => {
    const actor = (await t.portal.services.tokens.verifyAccess(operator)) as AccessClaims;
    const target = `/api${BASE}/document/${jobA}`;
    const sixMinutesAgo = new Date(Date.now() - 6 * 60_000);
    const { signature } = t.portal.services.links.sign(actor, linkTarget(target), sixMinutesAgo);
    const expired = await open(`${target}?signature=${signature}`);
    expect(expired.status).toBe(401);
    expect(expired.json).toEqual({
      ok: false,
      m: "This download link is invalid or has expired",
      d: null,
      error: { code: "Unauthenticated", messageKey: "common.invalidLink" },
    });
    // The same link signed a minute ago still works: the refusal above is the expiry, not the signing.
    const fresh = t.portal.services.links.sign(actor, linkTarget(target), new Date(Date.now() - 60_000));
    expect((await open(`${target}?signature=${fresh.signature}`)).status).toBe(200);
  });

  it("refuses a link whose signature, path or query was altered with 401", async () => {
    const { url } = (await signedUrl(operator, `${BASE}/document/${jobA}`)).body.d as { url: string };
    const signature = new URL(url, "http://x").searchParams.get("signature") as string;
    const [body, mac] = signature.split(".") as [string, string];
    const flipped = `${mac[0] === "A" ? "B" : "A"}${mac.slice(1)}`;
    const attempts = [
      url.replace(signature, `${body}.${flipped}`),
      url.replace(signature, `${body.slice(0, -2)}.${mac}`),
      url.replace(signature, "forged"),
      url.replace(jobA, jobB), // a link for job A's file on job B's path
      url.replace("/document/", "/results/"),
      `${url}&pageSize=1`,
      url.replace("?signature=", "?signature=x"),
    ];
    for (const attempt of attempts) expect([attempt, (await open(attempt)).status]).toEqual([attempt, 401]);
    // Without a signature and without a token it is an ordinary anonymous call.
    expect((await open(`/api${BASE}/document/${jobA}`)).status).toBe(401);
  });

  it("judges a request with a Bearer header by the header alone", async () => {
    const { url } = (await signedUrl(operator, `${BASE}/document/${jobA}`)).body.d as { url: string };
    expect((await open(url, { authorization: "Bearer not-a-token" })).status).toBe(401);
    expect((await open(url, { authorization: `Bearer ${operator}` })).status).toBe(200);
  });

  it("accepts links only on file routes", async () => {
    const actor = (await t.portal.services.tokens.verifyAccess(operator)) as AccessClaims;
    const target = `/api${BASE}/${jobA}`;
    const { signature } = t.portal.services.links.sign(actor, linkTarget(target), new Date());
    expect((await open(`${target}?signature=${signature}`)).status).toBe(401);
    for (const notADownload of [
      `${BASE}/${jobA}`,
      "/me",
      "//evil.example/x",
      "relative",
      `${BASE}/document/`,
    ])
      expect([notADownload, (await signedUrl(operator, notADownload)).status]).toEqual([notADownload, 400]);
  });

  it("gives users of other organisations no link, and their own links no file", async () => {
    const supplier = (await t.signIn("supplier.admin@example.org")).access_token;
    const refused = await signedUrl(supplier, `${BASE}/document/${jobA}`);
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual(noPermissionAnswer);
    expect(
      (await t.call("POST", "/files/signed-url", { body: { path: `${BASE}/document/${jobA}` } })).status,
    ).toBe(401);
    // A link the supplier's own identity signed (as if it had been issued) runs the download's checks as the
    // supplier, and is refused like the supplier's Bearer call.
    const actor = (await t.portal.services.tokens.verifyAccess(supplier)) as AccessClaims;
    const target = `/api${BASE}/document/${jobA}`;
    const { signature } = t.portal.services.links.sign(actor, linkTarget(target), new Date());
    const answer = await open(`${target}?signature=${signature}`);
    expect([403, 404]).toContain(answer.status);
    expect(answer.text).not.toContain("Mayo");
  });

  it("dies with the signer's session: after sign-out the link answers 401", async () => {
    const session = await t.signIn("operator.admin@example.org");
    const { url } = (await signedUrl(session.access_token, `${BASE}/document/${jobA}`)).body.d as {
      url: string;
    };
    expect((await open(url)).status).toBe(200);
    const out = await t.call("POST", "/auth/logout", { body: { refresh_token: session.refresh_token } });
    expect(out.status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 2_100)); // the per-process session cache (2 s)
    expect((await open(url)).status).toBe(401);
  });
});
