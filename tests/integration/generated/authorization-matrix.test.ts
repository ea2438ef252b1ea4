import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestPortal, type TestPortal } from "../support/test-portal.ts";
import { createIdentities, passesDeclaredAccess, type Identity } from "./identities.ts";
import { createObjectRegistry, type ObjectVariant } from "./object-fixtures.ts";
import { describeOperation, fillPath, loadOperations, type Operation } from "./openapi-operations.ts";
import { send, showAnswer, showRequest } from "./portal-http.ts";
import { requestFor } from "./requests.ts";
import { validObject, validValue } from "./schema-arbitraries.ts";

/**
 * Every operation of openapi.yaml × every demo role, a foreign provider's administrator, anonymous and a
 * forged token × the objects of each organisation. The expected answer comes from the operation's declared
 * x-access and from who owns the object, never from the code under test.
 */
interface Expectation {
  readonly accepts: (status: number) => boolean;
  readonly says: string;
}

const expectationOf = (operation: Operation, identity: Identity, foreignObject: boolean): Expectation => {
  const signedIn = identity.userType !== undefined;
  if (operation.access.kind === "public")
    return { accepts: (s) => s < 500, says: "any answer but a 5xx (public operation)" };
  if (!signedIn) return { accepts: (s) => s === 401, says: "401: the operation needs a valid token" };
  if (!passesDeclaredAccess(operation.access, identity))
    return { accepts: (s) => s === 403, says: `403: x-access is ${JSON.stringify(operation.access)}` };
  if (foreignObject)
    return {
      accepts: (s) => s === 403 || s === 404,
      says: "403 or 404: the object is another organisation's",
    };
  return { accepts: (s) => s !== 401 && s !== 403 && s < 500, says: "allowed: neither 401/403 nor a 5xx" };
};

interface Attempt {
  readonly operation: Operation;
  readonly identity: Identity;
  readonly variant: ObjectVariant;
  readonly expectation: Expectation;
  readonly refusal: boolean;
}

let t: TestPortal;
let identities: Identity[];
const filesDir = mkdtempSync(path.join(tmpdir(), "authorization-matrix-"));

beforeAll(async () => {
  // Every operation of openapi.yaml mounted, the development mailbox too.
  t = await startTestPortal({ workers: false, filesDir, devMailbox: true });
  identities = await createIdentities(t.portal);
});
afterAll(async () => {
  await t.stop();
  rmSync(filesDir, { recursive: true, force: true });
});

describe("authorization matrix generated from openapi.yaml", () => {
  it("answers every operation × identity × organisation's object as x-access and ownership say", async () => {
    const operations = loadOperations();
    const operator = identities.find((i) => i.name === "notisphereadmin of NotiSphere Operations");
    const objects = createObjectRegistry({ portal: t.portal, operatorToken: operator?.token as string });
    const attempts: Attempt[] = [];
    for (const operation of operations)
      for (const variant of await objects(operation))
        for (const identity of identities) {
          const foreign = variant.owner !== "*" && variant.owner !== identity.organization;
          const expectation = expectationOf(operation, identity, foreign);
          attempts.push({ operation, identity, variant, expectation, refusal: !expectation.accepts(200) });
        }
    // Refusals first: the allowed calls that follow may delete the very objects they are about.
    const ordered = [...attempts.filter((a) => a.refusal), ...attempts.filter((a) => !a.refusal)];
    const failures: string[] = [];
    for (const { operation, identity, variant, expectation } of ordered) {
      const [body] = fc.sample(validObject(operation.jsonBody ?? operation.multipartBody, { plain: true }), {
        seed: 7,
        numRuns: 1,
      });
      const query = Object.fromEntries(
        operation.queryParameters
          .filter((p) => p.required)
          .map((p) => [p.name, fc.sample(validValue(p.schema, { forQuery: true, plain: true }), 1)[0]]),
      );
      const request = requestFor(operation, identity, {
        pathValues: variant.values,
        query,
        ...(operation.multipartBody ? { fields: body } : { body: operation.jsonBody ? body : undefined }),
      });
      const answer = await send(t.portal, request);
      if (!expectation.accepts(answer.status))
        failures.push(
          `${describeOperation(operation)} as ${identity.name}, object of ${variant.owner}: expected ${expectation.says}\n` +
            `  ${showRequest(request)}\n  → ${showAnswer(answer)}`,
        );
    }
    console.log(
      `authorization matrix: ${operations.length} operations × ${identities.length} identities = ${attempts.length} requests` +
        ` (${attempts.filter((a) => a.refusal).length} must be refused)`,
    );
    expect(failures, failures.join("\n\n")).toEqual([]);
    // Every operation × identity × object is one request: about 3,500 of them since the location screens,
    // several minutes on a busy machine, which the file's default per-test time does not cover.
  }, 600_000);

  it("refuses through a signed link exactly what it refuses with the Bearer token", async () => {
    const operations = loadOperations().filter((o) => o.signedDownload && o.method === "GET");
    expect(operations.length).toBeGreaterThan(0);
    const operator = identities.find((i) => i.name === "notisphereadmin of NotiSphere Operations");
    const objects = createObjectRegistry({ portal: t.portal, operatorToken: operator?.token as string });
    const failures: string[] = [];
    let tried = 0;
    for (const operation of operations)
      for (const variant of await objects(operation))
        for (const identity of identities.filter((i) => i.token && i.userType !== undefined)) {
          tried += 1;
          const path = fillPath(operation.path, variant.values);
          const signing = await send(t.portal, {
            method: "POST",
            url: "/files/signed-url",
            headers: { authorization: `Bearer ${identity.token}`, "content-type": "application/json" },
            body: JSON.stringify({ path }),
          });
          const foreign = variant.owner !== "*" && variant.owner !== identity.organization;
          const expectation = expectationOf(operation, identity, foreign);
          if (!passesDeclaredAccess(operation.access, identity)) {
            if (signing.status !== 403)
              failures.push(`signing ${path} as ${identity.name}: expected 403 → ${showAnswer(signing)}`);
            continue;
          }
          if (signing.status !== 200) {
            failures.push(`signing ${path} as ${identity.name}: expected 200 → ${showAnswer(signing)}`);
            continue;
          }
          const { url } = (JSON.parse(signing.text) as { d: { url: string } }).d;
          const download = await send(t.portal, {
            method: "GET",
            url: url.replace(/^\/api/, ""),
            headers: {},
          });
          if (!expectation.accepts(download.status))
            failures.push(
              `${describeOperation(operation)} through a link signed by ${identity.name}, object of ${variant.owner}: ` +
                `expected ${expectation.says}\n  GET ${url}\n  → ${showAnswer(download)}`,
            );
        }
    console.log(`authorization matrix, signed links: ${tried} links signed and tried`);
    expect(failures, failures.join("\n\n")).toEqual([]);
  });

  it("fails, naming the fixture file, for an operation whose path parameter has no object fixture", async () => {
    const objects = createObjectRegistry({ portal: t.portal, operatorToken: "unused" });
    const [operation] = loadOperations().filter((o) => o.pathParameters.length === 0);
    const unknown = {
      ...(operation as Operation),
      path: "/notisphere/widgets/{widgetId}",
      pathParameters: [{ name: "widgetId", in: "path" as const, required: true, schema: { type: "string" } }],
    };
    await expect(objects(unknown)).rejects.toThrow(
      /\/notisphere\/widgets\/\{widgetId\} has path parameters \{widgetId\}.*tests\/integration\/generated\/object-fixtures\.ts/,
    );
  });
});
