import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parse } from "yaml";
import { HOSTILE_FILES, type HostileOutcome } from "../fixtures/hostile/hostile-corpus.ts";
import { startTestPortal, type TestPortal } from "./support/test-portal.ts";
import {
  createSupplier,
  fileRefused,
  fileTooLarge,
  raw,
  settled,
  uploadedAnswer,
  type RawAnswer,
} from "./location-preprocessor-support.ts";

/**
 * Every upload call of the API, present and future, gets the hostile corpus (tests/fixtures/hostile/). The calls
 * are found in openapi.yaml (every operation whose body is multipart/form-data); each needs an entry in KITS
 * saying who may call it, its other fields, and how its accepted work ends. A new upload call without one
 * fails here until it has one, so none escapes the corpus.
 */
interface UploadKit {
  /** A user whose access the operation needs. */
  readonly user: string;
  readonly fields: () => Promise<Record<string, string>>;
  /** The whole answer that accepts the upload of a file of this name. */
  readonly accepted: (fileName: string) => unknown;
  /**
   * The whole answer that refuses the file at upload with this message `m`: invalid (naming the file field) or
   * too large, nothing else in the answer.
   */
  readonly refused: (fileName: string, message: string) => unknown;
  /** How an accepted upload's work ends: its final state and message. */
  readonly settle: (
    token: string,
    answer: RawAnswer,
  ) => Promise<{ outcome: HostileOutcome; message: string; rows: number }>;
}

let t: TestPortal;
const filesDir = mkdtempSync(path.join(tmpdir(), "hostile-uploads-"));

const KITS: Record<string, UploadKit> = {
  uploadLocationPreprocessorFile: {
    user: "operator.admin@example.org",
    fields: async () => ({ supplierId: (await createSupplier(t, "Hostile")).id }),
    accepted: (fileName) => uploadedAnswer({ fileName }),
    refused: (fileName, message) =>
      expect.toBeOneOf([
        fileRefused(fileName, message.slice(`${fileName}: `.length)),
        // The portal's default limit for an uploaded file.
        fileTooLarge(fileName, "20 MB"),
      ]),
    settle: async (token, answer) => {
      const job = await settled(t, token, answer.json.d.id, 60_000);
      return {
        outcome: job.status === "COMPLETED" ? "completed" : "error",
        message: job.status === "COMPLETED" ? "" : job.errorMessage,
        rows: job.totalRows,
      };
    },
  },
};

interface UploadOperation {
  readonly operationId: string;
  readonly method: string;
  readonly path: string;
  readonly fileField: string;
}

const uploadOperations = (): UploadOperation[] => {
  const spec = parse(readFileSync(path.resolve(import.meta.dirname, "../../openapi.yaml"), "utf8"));
  const found: UploadOperation[] = [];
  for (const [route, item] of Object.entries<Record<string, unknown>>(spec.paths)) {
    for (const [method, op] of Object.entries(item)) {
      const operation = op as {
        operationId?: string;
        requestBody?: {
          content?: Record<string, { schema?: { properties?: Record<string, { format?: string }> } }>;
        };
      };
      const multipart = operation.requestBody?.content?.["multipart/form-data"];
      if (!multipart || !operation.operationId) continue;
      const fileField = Object.entries(multipart.schema?.properties ?? {}).find(
        ([, p]) => p.format === "binary",
      )?.[0];
      found.push({
        operationId: operation.operationId,
        method: method.toUpperCase(),
        path: route,
        fileField: fileField ?? "",
      });
    }
  }
  return found;
};

const OPERATIONS = uploadOperations();

beforeAll(async () => {
  t = await startTestPortal({ workers: true, filesDir });
});
afterAll(async () => {
  await t.stop();
  rmSync(filesDir, { recursive: true, force: true });
});

describe("hostile uploads against every upload call in openapi.yaml", () => {
  it("finds the upload calls, and every one has a kit", () => {
    expect(OPERATIONS.map((o) => o.operationId)).toContain("uploadLocationPreprocessorFile");
    for (const operation of OPERATIONS) {
      expect(KITS[operation.operationId], `add an UploadKit for ${operation.operationId}`).toBeDefined();
      expect(operation.fileField, `${operation.operationId} has no binary field`).not.toBe("");
    }
  });

  for (const operation of OPERATIONS) {
    describe(`${operation.method} ${operation.path}`, () => {
      for (const file of HOSTILE_FILES) {
        it(`${file.expected === "refused" ? "refuses" : file.expected === "error" ? "ends in ERROR" : "completes"} ${file.fileName}: ${file.why}`, async () => {
          const kit = KITS[operation.operationId];
          if (!kit) throw new Error(`add an UploadKit for ${operation.operationId}`);
          const token = (await t.signIn(kit.user)).access_token;
          const form = new FormData();
          for (const [name, value] of Object.entries(await kit.fields())) form.set(name, value);
          form.set(operation.fileField, new File([Buffer.from(file.bytes())], file.fileName));
          const answer = await raw(t, operation.path, {
            method: operation.method,
            headers: { authorization: `Bearer ${token}` },
            body: form,
          });
          expect(answer.status, answer.text).toBeLessThan(500);
          let outcome: HostileOutcome;
          let message: string;
          let rows = 0;
          if (answer.status >= 400) {
            message = answer.json.m;
            expect(answer.json).toEqual(kit.refused(file.fileName, message));
            outcome = "refused";
          } else {
            expect(answer.status).toBe(200);
            expect(answer.json).toEqual(kit.accepted(file.fileName));
            ({ outcome, message, rows } = await kit.settle(token, answer));
          }
          expect({ outcome, message }).toMatchObject({ outcome: file.expected });
          // A message a person can act on: it names the file.
          if (outcome !== "completed") expect(message).toContain(file.fileName);
          if (file.expectedRows !== undefined) expect(rows).toBe(file.expectedRows);
          console.info(`[hostile] ${file.fileName}: ${outcome}: ${message.slice(0, 160)}`);
        }, 90_000);
      }
    });
  }

  it("leaves the server serving after the whole corpus", async () => {
    expect((await t.call("GET", "/health")).status).toBe(200);
    expect(await t.portal.services.databaseReady()).toBe(true);
  });
});
