import type { Readable } from "node:stream";
import type { KnownSite, ShipToRow } from "#core/locations/matching/location-schemas.ts";
import {
  columnName,
  mapHeaders,
  REQUIRED_FIELDS,
  type LocationField,
  type LocationFileKind,
} from "./header-aliases.ts";
import { LocationFileError } from "./location-file-error.ts";
import { TableLimitError } from "./table-limit-error.ts";
import { formatOfPath, readTableRecords, type TableFormat } from "./read-table-records.ts";

export interface RowError {
  readonly row: number;
  /** The row's own id when it has one, so a result can still name it. */
  readonly id: string;
  readonly column: string;
  readonly message: string;
}

export type LocationRowEvent<T> =
  { readonly type: "row"; readonly row: number; readonly value: T } | ({ readonly type: "error" } & RowError);

export interface ReadOptions {
  /** Name used in messages; defaults to the path. */
  readonly fileName?: string;
  /** Needed for a stream; a path's extension decides otherwise (.xlsx, else CSV). */
  readonly format?: TableFormat;
  /** Data rows allowed (CSV); an upload's limit by default. */
  readonly maxRows?: number;
  /** A trusted list (the operator's own): the fast plain CSV reader instead of csv-parse. */
  readonly plain?: boolean;
  /** A part of a file read by one of several threads: the other parts may hold every data row. */
  readonly partOfFile?: boolean;
}

type Fields = Record<LocationField, string>;

const FIELDS: readonly LocationField[] = [
  "id",
  "name",
  "address1",
  "address2",
  "city",
  "state",
  "zip",
  "phone",
  "hin",
  "gln",
];

const optional = (value: string): string | undefined => (value === "" ? undefined : value);

/** Row-level checks: a row the matcher could not use is reported, not guessed at. */
const rowProblem = (f: Fields, kind: LocationFileKind): { column: string; message: string } | undefined => {
  if (f.id === "") return { column: columnName("id", kind), message: "empty id" };
  if (f.address1 === "" && f.address2 === "" && f.name === "")
    return { column: "address1", message: "no name and no street address" };
  if (f.address1 === "" && f.address2 === "")
    return { column: "address1", message: "no usable address (street is empty)" };
  const zipDigits = f.zip.replace(/\D/g, "");
  const zipUsable = zipDigits.length >= 3 && zipDigits.length <= 9;
  if (!zipUsable && f.city === "")
    return { column: "zip", message: `no usable address (ZIP "${f.zip}" and city empty)` };
  return undefined;
};

/**
 * Reads a known-sites or ship-to file (CSV or XLSX, path or stream) and yields one event per data row: the
 * decoded row or a row-level error naming row and column. Throws LocationFileError when the file as a whole
 * cannot be used (unreadable, empty, required columns missing).
 */
export function readLocationRows(
  source: string | Readable,
  kind: "known",
  options?: ReadOptions,
): AsyncGenerator<LocationRowEvent<KnownSite>>;
export function readLocationRows(
  source: string | Readable,
  kind: "shipto",
  options?: ReadOptions,
): AsyncGenerator<LocationRowEvent<ShipToRow>>;
export async function* readLocationRows(
  source: string | Readable,
  kind: LocationFileKind,
  options: ReadOptions = {},
): AsyncGenerator<LocationRowEvent<KnownSite | ShipToRow>> {
  const fileName = options.fileName ?? (typeof source === "string" ? source : "input");
  const format = options.format ?? (typeof source === "string" ? formatOfPath(source) : "csv");
  let positions: Map<LocationField, number> | undefined;
  let dataRows = 0;
  try {
    for await (const record of readTableRecords(source, format, {
      maxRows: options.maxRows,
      plain: options.plain,
    })) {
      if (positions === undefined) {
        positions = mapHeaders(record.values, kind);
        const missing = REQUIRED_FIELDS.filter((f) => !positions?.has(f)).map((f) => columnName(f, kind));
        if (missing.length > 0) {
          throw new LocationFileError(
            fileName,
            `missing required column${missing.length > 1 ? "s" : ""} ${missing.join(", ")} (header: ${record.values.join(", ")})`,
            record.row,
            missing.join(", "),
          );
        }
        continue;
      }
      dataRows++;
      const values = record.values;
      const f = {} as Fields;
      for (const field of FIELDS) {
        const i = positions.get(field);
        f[field] = i === undefined ? "" : (values[i] ?? "").trim();
      }
      const problem = rowProblem(f, kind);
      if (problem !== undefined) {
        yield { type: "error", row: record.row, id: f.id, ...problem };
        continue;
      }
      const common = {
        name: f.name,
        address1: f.address1 === "" ? f.address2 : f.address1,
        address2: f.address1 === "" ? undefined : optional(f.address2),
        city: f.city,
        state: f.state,
        zip: f.zip,
        phone: optional(f.phone),
        hin: optional(f.hin),
        gln: optional(f.gln),
      };
      const value = kind === "known" ? { siteId: f.id, ...common } : { locationId: f.id, ...common };
      yield { type: "row", row: record.row, value };
    }
  } catch (error) {
    if (error instanceof LocationFileError) throw error;
    if (error instanceof TableLimitError)
      throw new LocationFileError(fileName, error.message, error.row, error.column);
    throw new LocationFileError(fileName, `cannot be read: ${(error as Error).message}`);
  }
  if (positions === undefined) throw new LocationFileError(fileName, "the file is empty (no header row)");
  if (dataRows === 0 && options.partOfFile !== true) throw noDataRows(fileName);
}

export const noDataRows = (fileName: string): LocationFileError =>
  new LocationFileError(fileName, "the file has a header but no data rows", 2);
