import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parse } from "yaml";
import { Organization } from "../../adapters/db/entities.ts";
import { createOrganisation } from "./support/settings-fixtures.ts";
import { fileLike, settledFile } from "./supplier-locations-support.ts";
import { HOSTILE_FILES, type HostileFile, type HostileOutcome } from "../fixtures/hostile/hostile-corpus.ts";
import { invalidField, nullOr, okAnswer, refusedAnswer } from "./support/envelopes.ts";
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
 *
 * A synchronous call (one that answers with its result, no job) has no job to end in ERROR: it refuses at once
 * every file a job would end in ERROR. Its kit's `expects` says so, and which files it takes (a logo call takes
 * an image whatever its name).
 */
interface UploadKit {
  /** A user whose access the operation needs. */
  readonly user: string;
  readonly fields: () => Promise<Record<string, string>>;
  /** What this call does with a corpus file; without it, the file's own `expected` (a call that queues a job). */
  readonly expects?: (file: HostileFile) => HostileOutcome;
  /** Whether a refusal's message names the file (the location upload's do; the other calls name the field). */
  readonly messageNamesFile: boolean;
  /**
   * What the call may change, read before the upload; the check it answers runs after the call and fails when
   * a refused file changed anything (a supplier created, a logo stored or replaced).
   */
  readonly unchanged?: (fields: Record<string, string>, token: string) => Promise<() => Promise<void>>;
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

/** A synchronous call that takes no file of the corpus (create-suppliers): each one is a 4xx at once. */
const alwaysRefused = (): HostileOutcome => "refused";
const neverAccepted = () => ({ ok: false, m: "this call accepts no file of the corpus" });
const noJob = (): never => {
  throw new Error("a synchronous call has no job to settle");
};

/** Logos stored under filesDir (the supplier logo upload puts them there). */
const storedLogos = (): string[] => {
  try {
    return readdirSync(path.join(filesDir, "organisation-logos"));
  } catch {
    return [];
  }
};

const startsWith = (bytes: Uint8Array, text: string, at = 0): boolean =>
  [...text].every((c, i) => bytes[at + i] === c.charCodeAt(0));

/**
 * The logo calls read the image type from the content and never from the name (openapi.yaml), so a file of
 * the corpus whose content starts as a PNG, JPEG, GIF or WebP image of at most 1 MB is a logo, whatever its
 * name says (png-renamed.*); everything else (workbooks, bombs, CSV, PDF, noise) is refused as no image.
 */
const logoOutcome = (file: HostileFile): HostileOutcome => {
  const bytes = file.bytes();
  const image =
    startsWith(bytes, "\x89PNG\r\n\x1a\n") ||
    startsWith(bytes, "\xff\xd8\xff") ||
    startsWith(bytes, "GIF87a") ||
    startsWith(bytes, "GIF89a") ||
    (startsWith(bytes, "RIFF") && startsWith(bytes, "WEBP", 8));
  return image && bytes.length <= 1024 * 1024 ? "completed" : "refused";
};

/** The supplier the current supplier logo upload names (its kit's `fields`). */
let logoSupplierId = "";
const supplierLogo = async (token: string, id: string): Promise<string | null> =>
  (await t.call("GET", `/notisphere/organizations/suppliers/${id}`, { token })).body.d.logo;

const LOGO_NOT_IMAGE = "The logo must be a PNG, JPEG, GIF or WebP image";
const anyText = () => nullOr(expect.any(String));

/** The supplier logo upload: not an image, or over 1 MB, is a 400 on the file field. */
const supplierLogoRefused = (_fileName: string, message: string) =>
  expect.toBeOneOf([
    invalidField("file", `${LOGO_NOT_IMAGE}; this file is not one`, "suppliers.logoNotImage"),
    invalidField("file", message, "suppliers.logoTooLarge", {
      size: message.replace(/^The logo is (.+); the largest allowed is 1 MB$/, "$1"),
    }),
  ]);

/** The organisation profile's logo upload: not an image is a 400 on the file field, over 1 MB a 413. */
const profileLogoRefused = () =>
  expect.toBeOneOf([
    invalidField("file", LOGO_NOT_IMAGE, "logos.notImage"),
    refusedAnswer("The logo must be at most 1 MB", { code: "PayloadTooLarge", messageKey: "logos.tooLarge" }),
  ]);

/**
 * The profile-logo kits act as administrators of organisations of their own (made in beforeAll): an accepted
 * file becomes that organisation's logo, and the demo organisations other test files read stay as seeded.
 */
const logoAdmins = { provider: "", supplier: "" };

const profileLogoKit = (side: "provider" | "supplier", admin: () => string): UploadKit => {
  const logoOf = async (token: string): Promise<string | null> =>
    (await t.call("GET", `/${side}/organization`, { token })).body.d.logo;
  return {
    get user() {
      return admin();
    },
    fields: async () => ({}),
    expects: logoOutcome,
    messageNamesFile: false,
    unchanged: async (_fields, token) => {
      const before = await logoOf(token);
      return async () => expect(await logoOf(token)).toBe(before);
    },
    accepted: () =>
      okAnswer(
        {
          id: expect.any(String),
          name: expect.any(String),
          type: side.toUpperCase(),
          supplierType: anyText(),
          logo: expect.stringMatching(/^data:image\/png;base64,/),
          address1: anyText(),
          address2: anyText(),
          city: anyText(),
          state: anyText(),
          zip: anyText(),
          phone: anyText(),
          contactName: anyText(),
          contactEmail: anyText(),
          contactPhone: anyText(),
          idn: anyText(),
          centralized: nullOr(expect.any(Boolean)),
        },
        "Logo saved",
      ),
    refused: profileLogoRefused,
    // Saved at once: the profile shows the logo the answer showed.
    settle: async (token, answer) => {
      expect(await logoOf(token)).toBe(answer.json.d.logo);
      return { outcome: "completed", message: "", rows: 0 };
    },
  };
};

/**
 * Files of the corpus that create-suppliers reads as a table (text, or a workbook within every limit); they
 * are refused for lacking the supplier columns. Every other file must break a limit or not be a table at all
 * (bulkNotTable), so a bomb read whole and only then refused for its header fails here.
 */
const READ_AS_TABLE = new Set([
  "long-cell.xlsx",
  "workbook-renamed.csv",
  "csv-renamed.xlsx",
  "report.pdf",
  "formulas.xlsx",
]);

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
    messageNamesFile: true,
  },
  createSuppliersFromFile: {
    user: "operator.admin@example.org",
    fields: async () => ({}),
    expects: alwaysRefused,
    messageNamesFile: false,
    unchanged: async () => {
      const organisations = () => t.portal.orm.em.fork().count(Organization, {});
      const before = await organisations();
      return async () => expect(await organisations()).toBe(before);
    },
    accepted: neverAccepted,
    // Nothing in the corpus is a supplier file: all or nothing, so no organisation is created.
    refused: (fileName, message) =>
      READ_AS_TABLE.has(fileName)
        ? refusedAnswer(message, {
            code: "ValidationFailed",
            messageKey: "suppliers.bulkMissingColumns",
            params: { columns: expect.any(String) },
            fields: [{ field: "file", message, messageKey: "suppliers.bulkMissingColumns" }],
          })
        : invalidField("file", message, "suppliers.bulkNotTable", {
            reason: message.slice("The file is not a CSV or XLSX table: ".length),
          }),
    settle: noJob,
  },
  uploadSupplierLogo: {
    user: "operator.admin@example.org",
    // With Id, an accepted logo is set on this supplier at once.
    fields: async () => {
      logoSupplierId = (await createSupplier(t, "Hostile logo")).id;
      return { Id: logoSupplierId };
    },
    expects: logoOutcome,
    messageNamesFile: false,
    unchanged: async (fields, token) => {
      const before = { logo: await supplierLogo(token, fields.Id!), stored: storedLogos() };
      return async () =>
        expect({ logo: await supplierLogo(token, fields.Id!), stored: storedLogos() }).toEqual(before);
    },
    accepted: () =>
      okAnswer(
        {
          id: expect.any(String),
          url: expect.stringMatching(/^\/api\/organizations\/logos\//),
          contentType: "image/png",
          size: expect.any(Number),
        },
        "Logo uploaded",
      ),
    refused: supplierLogoRefused,
    // Set on the supplier at once, and stored under the answered id.
    settle: async (token, answer) => {
      expect(await supplierLogo(token, logoSupplierId)).toBe(answer.json.d.url);
      expect(storedLogos()).toContain(answer.json.d.id);
      return { outcome: "completed", message: "", rows: 0 };
    },
  },
  // The supplier's own ship-to upload runs the same reader as the operator's pre-processor, for the caller's
  // organisation: the supplier administrator of beforeAll's own supplier, so no shared supplier gains rows.
  uploadSupplierLocationFile: {
    get user() {
      return logoAdmins.supplier;
    },
    fields: async () => ({}),
    accepted: (fileName) =>
      okAnswer(fileLike({ fileName, status: "PENDING", totalRows: 0, finishedAt: null }), "File uploaded"),
    refused: (fileName, message) =>
      expect.toBeOneOf([
        fileRefused(fileName, message.slice(`${fileName}: `.length)),
        fileTooLarge(fileName, "20 MB"),
      ]),
    settle: async (token, answer) => {
      const job = await settledFile(t, token, answer.json.d.id, 60_000);
      return {
        outcome: job.status === "COMPLETED" ? "completed" : "error",
        message: job.status === "COMPLETED" ? "" : job.errorMessage,
        rows: job.totalRows,
      };
    },
    messageNamesFile: true,
  },
  uploadProviderOrganizationLogo: profileLogoKit("provider", () => logoAdmins.provider),
  uploadSupplierOrganizationLogo: profileLogoKit("supplier", () => logoAdmins.supplier),
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
  for (const type of ["PROVIDER", "SUPPLIER"] as const) {
    const { name } = await createOrganisation(t, type);
    const admin = await t.createUser({
      organization: name,
      role: "Administrator",
      emailPrefix: "hostile.logo",
    });
    logoAdmins[type === "PROVIDER" ? "provider" : "supplier"] = admin.email;
  }
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
        const kitOf = KITS[operation.operationId];
        const expected = kitOf?.expects?.(file) ?? file.expected;
        it(`${expected === "refused" ? "refuses" : expected === "error" ? "ends in ERROR" : "completes"} ${file.fileName}: ${file.why}`, async () => {
          const kit = KITS[operation.operationId];
          if (!kit) throw new Error(`add an UploadKit for ${operation.operationId}`);
          const token = (await t.signIn(kit.user)).access_token;
          const fields = await kit.fields();
          const form = new FormData();
          for (const [name, value] of Object.entries(fields)) form.set(name, value);
          form.set(operation.fileField, new File([Buffer.from(file.bytes())], file.fileName));
          const unchanged = await kit.unchanged?.(fields, token);
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
          expect({ outcome, message }).toMatchObject({ outcome: expected });
          // A message a person can act on: it names the file, or the answer names the file field.
          if (outcome !== "completed") {
            expect(message.trim()).not.toBe("");
            if (kit.messageNamesFile) expect(message).toContain(file.fileName);
          }
          if (outcome === "refused") await unchanged?.();
          if (outcome === "completed" && file.expectedRows !== undefined)
            expect(rows).toBe(file.expectedRows);
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
