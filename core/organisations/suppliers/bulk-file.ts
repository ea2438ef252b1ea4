import type { Said } from "../../shared/messages/message.ts";
import { SUPPLIER_MESSAGES } from "./messages.ts";
import { organisationNameKey, repeatedNames } from "./organisation-name.ts";
import {
  supplierFields,
  supplierProblems,
  type OrganisationStatus,
  type SupplierFields,
  type SupplierType,
} from "./supplier.ts";

/** One record of a CSV or XLSX file: its row number in the file (1 = header) and its cells. */
export interface FileRecord {
  readonly row: number;
  readonly values: readonly string[];
}

export type BulkColumn =
  "name" | "supplierType" | "add1" | "add2" | "city" | "state" | "zip" | "sso" | "status";

/** The header the template has, in order; other spellings below are accepted too. */
export const BULK_TEMPLATE_HEADER = [
  "Name",
  "Type",
  "Address 1",
  "Address 2",
  "City",
  "State",
  "ZIP",
  "SSO",
  "Status",
];

const HEADER_ALIASES: Readonly<Record<BulkColumn, readonly string[]>> = {
  name: ["name", "supplier name", "organization name", "organisation name"],
  supplierType: ["type", "supplier type", "suppliertype"],
  add1: ["address 1", "address1", "add1", "address", "street"],
  add2: ["address 2", "address2", "add2"],
  city: ["city"],
  state: ["state"],
  zip: ["zip", "zip code", "zipcode", "postal code"],
  sso: ["sso"],
  status: ["status"],
};

const REQUIRED_COLUMNS: readonly BulkColumn[] = ["name", "supplierType", "add1", "city", "state", "zip"];

/** Most suppliers a file may create at once; an onboarding batch is tens, not thousands. */
export const MAX_BULK_ROWS = 1000;

export interface RowProblem {
  readonly row: number;
  readonly field: BulkColumn;
  readonly problem: Said;
}

export type BulkFileResult =
  | { readonly kind: "file"; readonly problem: Said }
  | { readonly kind: "rows"; readonly problems: readonly RowProblem[]; readonly rowCount: number }
  | {
      readonly kind: "valid";
      readonly suppliers: ReadonlyArray<SupplierFields & { readonly row: number }>;
    };

/** A header cell as compared: without a byte-order mark (Excel's "CSV UTF-8" writes one), case or underscores. */
const headerKey = (cell: string): string =>
  cell
    .replace(/^\uFEFF/, "")
    .trim()
    .toLowerCase()
    .replace(/[_\s]+/g, " ");

/** Which column holds each field; unknown headers are ignored (a notes column does no harm). */
const mapHeader = (header: readonly string[]): Partial<Record<BulkColumn, number>> => {
  const columns: Partial<Record<BulkColumn, number>> = {};
  header.forEach((cell, index) => {
    const key = headerKey(cell);
    for (const [column, aliases] of Object.entries(HEADER_ALIASES) as [BulkColumn, readonly string[]][])
      if (aliases.includes(key) && columns[column] === undefined) columns[column] = index;
  });
  return columns;
};

const yesNo = (text: string): boolean | undefined => {
  const key = text.trim().toLowerCase();
  if (key === "" || ["no", "n", "false", "0"].includes(key)) return false;
  if (["yes", "y", "true", "1"].includes(key)) return true;
  return undefined;
};

const TYPES: readonly SupplierType[] = ["SUPPLIER", "DISTRIBUTOR"];
const STATUSES: readonly OrganisationStatus[] = ["ACTIVE", "DEACTIVATED", "PENDING"];

/**
 * Reads a bulk supplier file: the first record is the header, every later one a supplier. All-or-nothing: the
 * answer is either every supplier ready to create, or every problem of every row (each naming its row as the
 * spreadsheet numbers it), so the person fixes the file once and uploads it again. A name that repeats an
 * earlier row, or an organisation that already exists (`existingNameKeys`, keys of organisationNameKey), is
 * refused on that row. Type is required; SSO defaults to No and status to ACTIVE.
 */
export const readBulkSupplierFile = (
  records: readonly FileRecord[],
  existingNameKeys: ReadonlySet<string>,
): BulkFileResult => {
  const [header, ...rows] = records;
  if (!header) return { kind: "file", problem: SUPPLIER_MESSAGES.say("bulkNoRows") };
  const columns = mapHeader(header.values);
  const missing = REQUIRED_COLUMNS.filter((column) => columns[column] === undefined);
  if (missing.length > 0)
    return {
      kind: "file",
      problem: SUPPLIER_MESSAGES.say("bulkMissingColumns", {
        columns: missing
          .map((column) => BULK_TEMPLATE_HEADER[Object.keys(HEADER_ALIASES).indexOf(column)])
          .join(", "),
      }),
    };
  if (rows.length === 0) return { kind: "file", problem: SUPPLIER_MESSAGES.say("bulkNoRows") };
  if (rows.length > MAX_BULK_ROWS)
    return { kind: "file", problem: SUPPLIER_MESSAGES.say("tooManyRows", { max: MAX_BULK_ROWS }) };

  const cell = (record: FileRecord, column: BulkColumn): string => {
    const index = columns[column];
    return index === undefined ? "" : (record.values[index] ?? "").trim();
  };
  const problems: RowProblem[] = [];
  const suppliers: Array<SupplierFields & { row: number }> = [];
  const names = rows.map((record) => cell(record, "name"));
  const repeats = new Map(repeatedNames(names).map(({ index, firstIndex }) => [index, firstIndex]));

  rows.forEach((record, index) => {
    const rowProblems: RowProblem[] = [];
    const add = (field: BulkColumn, problem: Said) => rowProblems.push({ row: record.row, field, problem });
    const typeText = cell(record, "supplierType").toUpperCase();
    const statusText = cell(record, "status").toUpperCase();
    const sso = yesNo(cell(record, "sso"));
    const supplierType = TYPES.find((type) => type === typeText);
    const status = statusText === "" ? "ACTIVE" : STATUSES.find((value) => value === statusText);
    const input = {
      name: names[index] ?? "",
      supplierType: supplierType ?? "SUPPLIER",
      add1: cell(record, "add1"),
      add2: cell(record, "add2"),
      city: cell(record, "city"),
      state: cell(record, "state"),
      zip: cell(record, "zip"),
      sso: sso ?? false,
      status: status ?? "ACTIVE",
    } as const;
    for (const { field, message, code, params } of supplierProblems(input))
      add(field as BulkColumn, { message, code: code ?? "", ...(params ? { params } : {}) });
    if (!supplierType) add("supplierType", SUPPLIER_MESSAGES.say("rowTypeUnknown"));
    if (sso === undefined) add("sso", SUPPLIER_MESSAGES.say("rowSsoUnknown"));
    if (!status) add("status", SUPPLIER_MESSAGES.say("rowStatusUnknown"));
    const firstIndex = repeats.get(index);
    if (firstIndex !== undefined)
      add("name", SUPPLIER_MESSAGES.say("rowDuplicateInFile", { row: rows[firstIndex]?.row ?? 0 }));
    else if (existingNameKeys.has(organisationNameKey(input.name)))
      add("name", SUPPLIER_MESSAGES.say("rowNameTaken"));
    if (rowProblems.length > 0) problems.push(...rowProblems);
    else suppliers.push({ row: record.row, ...supplierFields(input, { isSso: false, status: "ACTIVE" }) });
  });
  return problems.length > 0
    ? { kind: "rows", problems, rowCount: rows.length }
    : { kind: "valid", suppliers };
};

/** The names of a file's data rows, for asking storage which already exist. */
export const bulkFileNames = (records: readonly FileRecord[]): string[] => {
  const [header, ...rows] = records;
  const index = header ? mapHeader(header.values).name : undefined;
  return index === undefined ? [] : rows.map((record) => (record.values[index] ?? "").trim()).filter(Boolean);
};
