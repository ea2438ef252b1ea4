import { readFileSync } from "node:fs";
import path from "node:path";
import ExcelJS from "exceljs";
import { Organization, SupplierLocation } from "../../adapters/db/entities.ts";
import { newId } from "../../adapters/db/ids.ts";
import { expect } from "vitest";
import { invalidField, nullOr, okAnswer, refusedAnswer } from "./support/envelopes.ts";
import type { TestPortal } from "./support/test-portal.ts";

export const BASE = "/notisphere/locationPreProcessor";
const FIXTURES = path.resolve(import.meta.dirname, "../fixtures/locations/preprocessor");

export const fixture = (name: string): Uint8Array => new Uint8Array(readFileSync(path.join(FIXTURES, name)));

/** The same rows as a workbook, so CSV and XLSX go through the same expectations. */
export const csvAsXlsx = async (csv: Uint8Array): Promise<Uint8Array> => {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet("Ship-to");
  for (const line of new TextDecoder().decode(csv).trim().split(/\r?\n/)) sheet.addRow(line.split(","));
  return new Uint8Array(await workbook.xlsx.writeBuffer());
};

export interface RawAnswer {
  readonly status: number;
  readonly headers: Headers;
  readonly text: string;
  readonly bytes: ArrayBuffer;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  readonly json: any;
}

export const raw = async (t: TestPortal, pathName: string, init: RequestInit = {}): Promise<RawAnswer> => {
  const response = await t.portal.app.request(`/api${pathName}`, init);
  const bytes = await response.arrayBuffer();
  const text = new TextDecoder().decode(bytes);
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = null;
  }
  return { status: response.status, headers: response.headers, text, bytes, json };
};

export const upload = (
  t: TestPortal,
  token: string | undefined,
  fileName: string,
  bytes: Uint8Array,
  fields: Record<string, string>,
): Promise<RawAnswer> => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  form.set("file", new File([Buffer.from(bytes)], fileName));
  return raw(t, `${BASE}/upload-locationpreprocessor-file`, {
    method: "POST",
    headers: token ? { authorization: `Bearer ${token}` } : {},
    body: form,
  });
};

/** Polls the job until the worker has finished with it. */
export const settled = async (t: TestPortal, token: string, id: string, timeoutMs = 20_000) => {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const answer = await t.call("GET", `${BASE}/${id}`, { token });
    expect(answer.body).toEqual(okAnswer(jobLike({ id })));
    const status = answer.body.d.status;
    if (status === "COMPLETED" || status === "ERROR") return answer.body.d;
    if (Date.now() > until) throw new Error(`job ${id} still ${status} after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};

/** A supplier of its own per scenario, so its mappings can be counted exactly. */
export const createSupplier = async (t: TestPortal, label: string): Promise<{ id: string; name: string }> => {
  const em = t.portal.orm.em.fork();
  const id = newId();
  const name = `${label} ${id.slice(-8)}`;
  em.create(Organization, {
    id,
    name,
    type: "SUPPLIER",
    supplierType: "SUPPLIER",
    status: "ACTIVE",
    isSso: false,
  });
  await em.flush();
  return { id, name };
};

export const mappingsOf = async (t: TestPortal, supplierOrganizationId: string) =>
  t.portal.orm.em
    .fork()
    .find(
      SupplierLocation,
      { supplierOrganizationId },
      { orderBy: { locationId: "asc" }, disableIdentityMap: true },
    );

const anyCount = expect.any(Number);

/**
 * A job as the API shows it with every field named, so a field leaking into a job fails a whole-answer
 * comparison; the fields a test does not give may hold any value of their type.
 */
export const jobLike = (fields: Record<string, unknown> = {}) => ({
  id: expect.any(String),
  supplierOrganizationId: expect.any(String),
  supplierName: expect.any(String),
  fileName: expect.any(String),
  format: expect.any(String),
  contentType: expect.any(String),
  fileSize: expect.any(Number),
  status: expect.any(String),
  totalRows: expect.any(Number),
  counts: {
    matched: anyCount,
    review: anyCount,
    unmatched: anyCount,
    confirmed: anyCount,
    rejected: anyCount,
  },
  errorMessage: nullOr(expect.any(String)),
  errorReport: expect.any(Array),
  createdBy: expect.any(String),
  // Null when the uploader is no longer a user.
  createdByName: nullOr(expect.any(String)),
  createdAt: expect.any(String),
  startedAt: nullOr(expect.any(String)),
  finishedAt: nullOr(expect.any(String)),
  allowedActions: expect.any(Array),
  ...fields,
});

/** The whole answer of an accepted upload: the new job, waiting for the queue. */
export const uploadedAnswer = (fields: Record<string, unknown> = {}) =>
  okAnswer(
    jobLike({ status: "PENDING", totalRows: 0, startedAt: null, finishedAt: null, ...fields }),
    "File uploaded",
  );

/** The whole 400 that refuses an uploaded file: "<file>: <problem>", naming the file field. */
export const fileRefused = (fileName: string, problem: string) =>
  invalidField("file", `${fileName}: ${problem}`, "preprocessor.fileProblem", { fileName, problem });

/** The whole 413 that refuses a location file over the size limit (the file arrived, but too big). */
export const fileTooLarge = (fileName: string, limit: string) =>
  refusedAnswer(`${fileName} is larger than the ${limit} limit for location files`, {
    code: "PayloadTooLarge",
    messageKey: "preprocessor.tooLarge",
    params: { fileName, limit },
  });
