import { SaxesParser, type SaxesTagPlain } from "saxes";
import { LOCATION_FILE_LIMITS as LIMITS } from "#core/locations/preprocessor/location-file-limits.ts";
import { readZipDirectory, type ZipEntry } from "#core/locations/preprocessor/zip-directory.ts";
import { TableLimitError } from "./table-limit-error.ts";
import type { TableRecord } from "./table-record.ts";
import { unzipPart } from "./unzip-part.ts";

type Handlers = {
  open?: (name: string, attributes: Record<string, string>) => void;
  close?: (name: string) => void;
  text?: (text: string) => void;
};

/** No cell or shared string is longer than Excel's limit; markup between tags is short. */
/** The last row a worksheet can have (Excel's limit). */
const MAX_SHEET_ROW = 1_048_576;

const MAX_TEXT_RUN = LIMITS.cellChars * 2;

/** A copy that does not keep the parser's whole chunk alive (V8 slices share their parent string). */
const detached = (text: string): string =>
  text.length < 13 ? text : Buffer.from(text, "utf8").toString("utf8");

const localName = (name: string): string => name.slice(name.indexOf(":") + 1);

/** Streams one part through a SAX parser; `after` runs after every chunk so the caller can hand work out. */
async function* parsePart<T>(
  archive: Uint8Array,
  entry: ZipEntry,
  handlers: Handlers,
  drain: () => T[] = () => [],
): AsyncGenerator<T> {
  // No DTD is read, so entity expansion ("billion laughs") is impossible: an unknown entity is an error.
  const parser = new SaxesParser();
  // The parser keeps text until the next tag: a part that is one endless text run would be held whole.
  // (saxes keeps one handler per event, so every handler is registered once here.)
  let lastTag = 0;
  parser.on("opentagstart", () => (lastTag = parser.position));
  parser.on("opentag", (tag) => handlers.open?.(localName(tag.name), (tag as SaxesTagPlain).attributes));
  parser.on("closetag", (tag) => {
    lastTag = parser.position;
    handlers.close?.(localName(tag.name));
  });
  if (handlers.text) {
    parser.on("text", handlers.text);
    parser.on("cdata", handlers.text);
  }
  for await (const text of unzipPart(archive, entry)) {
    parser.write(text);
    if (parser.position - lastTag > MAX_TEXT_RUN)
      throw new TableLimitError(`part ${entry.name} has a text of more than ${MAX_TEXT_RUN} characters`);
    yield* drain();
  }
  parser.close();
  yield* drain();
}

const collect = async (parts: AsyncGenerator<never>): Promise<void> => {
  for await (const _ of parts);
};

const partPath = (target: string): string =>
  target.startsWith("/") ? target.slice(1) : `xl/${target.replace(/^\.\//, "")}`;

/**
 * The workbook's first sheet (Excel's own order, from workbook.xml and its relationships) and its shared
 * strings part. Without a usable workbook.xml: the lowest-numbered sheet part, as exceljs used to read.
 */
const workbookParts = async (
  archive: Uint8Array,
  byName: Map<string, ZipEntry>,
): Promise<{ sheet: string | undefined; sharedStrings: string }> => {
  const workbook = byName.get("xl/workbook.xml");
  const rels = byName.get("xl/_rels/workbook.xml.rels");
  let firstId: string | undefined;
  let sharedStrings = "xl/sharedStrings.xml";
  const targets = new Map<string, string>();
  if (workbook)
    await collect(
      parsePart(archive, workbook, {
        open: (name, a) => {
          // The relationship id is r:id, whatever prefix the file gives the relationships namespace.
          if (name === "sheet" && firstId === undefined)
            firstId = Object.entries(a).find(([key]) => key.endsWith(":id"))?.[1];
        },
      }),
    );
  if (rels)
    await collect(
      parsePart(archive, rels, {
        open: (name, a) => {
          if (name !== "Relationship" || !a.Id || !a.Target) return;
          targets.set(a.Id, a.Target);
          if (a.Type?.endsWith("/sharedStrings")) sharedStrings = partPath(a.Target);
        },
      }),
    );
  const target = firstId === undefined ? undefined : targets.get(firstId);
  if (target !== undefined) return { sheet: partPath(target), sharedStrings };
  const sheet = [...byName.keys()]
    .filter((n) => /^xl\/worksheets\/sheet\d+\.xml$/.test(n))
    .sort((x, y) => Number(x.replace(/\D/g, "")) - Number(y.replace(/\D/g, "")))[0];
  return { sheet, sharedStrings };
};

/** Shared strings, bounded in count and characters; the part itself is streamed, never held. */
const readSharedStrings = async (archive: Uint8Array, entry: ZipEntry | undefined): Promise<string[]> => {
  const strings: string[] = [];
  if (!entry) return strings;
  let chars = 0;
  let current: string[] | undefined;
  let inText = false;
  let phonetic = 0;
  await collect(
    parsePart(archive, entry, {
      open: (name) => {
        if (name === "si") current = [];
        else if (name === "rPh") phonetic++;
        else if (name === "t" && phonetic === 0) inText = true;
      },
      close: (name) => {
        if (name === "t") inText = false;
        else if (name === "rPh") phonetic--;
        else if (name === "si" && current) {
          if (strings.length >= LIMITS.sharedStrings)
            throw new TableLimitError(`the workbook has more than ${LIMITS.sharedStrings} shared strings`);
          strings.push(detached(current.join("")));
          current = undefined;
        }
      },
      text: (text) => {
        if (!inText || !current) return;
        chars += text.length;
        if (chars > LIMITS.sharedStringChars)
          throw new TableLimitError(
            `the workbook's shared strings hold more than ${LIMITS.sharedStringChars} characters`,
          );
        current.push(text);
      },
    }),
  );
  return strings;
};

const columnIndex = (ref: string | undefined): number | undefined => {
  const letters = ref?.match(/^[A-Z]+/i)?.[0];
  if (!letters) return undefined;
  let index = 0;
  for (const letter of letters.toUpperCase()) index = index * 26 + (letter.charCodeAt(0) - 64);
  return index - 1;
};

/** A cell's text as a person sees it: shared, inline or formula strings, numbers, booleans, error codes. */
const cellValue = (type: string | undefined, raw: string, shared: readonly string[]): string => {
  switch (type) {
    case "s":
      return (shared[Number(raw)] ?? "").trim();
    case "inlineStr":
    case "str":
    case "e":
      return raw.trim();
    case "b":
      return raw.trim() === "1" ? "true" : "false";
    case "d":
      return raw.trim().slice(0, 10);
    default: {
      const text = raw.trim();
      const number = Number(text);
      return text === "" || Number.isNaN(number) ? text : String(number);
    }
  }
};

/**
 * Rows of the first worksheet of an XLSX workbook held in memory (the upload limit bounds it), streamed from
 * its ZIP entries with LOCATION_FILE_LIMITS enforced on the directory, while inflating and while parsing.
 * Empty rows are skipped. Every limit breaks with a TableLimitError naming it.
 */
export async function* readXlsxBytes(archive: Uint8Array): AsyncGenerator<TableRecord> {
  const directory = readZipDirectory(archive);
  if (!directory.ok) throw new TableLimitError(`the workbook cannot be read: ${directory.problem}`);
  const byName = new Map(directory.entries.map((e) => [e.name, e]));
  const parts = await workbookParts(archive, byName);
  const sheet = parts.sheet === undefined ? undefined : byName.get(parts.sheet);
  if (!sheet) throw new TableLimitError("the workbook has no worksheet");
  const shared = await readSharedStrings(archive, byName.get(parts.sharedStrings));

  const ready: TableRecord[] = [];
  let rowNumber = 0;
  let values: string[] = [];
  let column = -1;
  let type: string | undefined;
  let raw: string[] = [];
  let rawLength = 0;
  let capture = false;
  let dataRows = 0;
  yield* parsePart(
    archive,
    sheet,
    {
      open: (name, a) => {
        if (name === "row") {
          rowNumber = a.r ? Number(a.r) : rowNumber + 1;
          // The row number is stored with each result (a PostgreSQL integer): a forged one ends the file here
          // rather than failing the commit and costing retries.
          if (!Number.isInteger(rowNumber) || rowNumber < 1 || rowNumber > MAX_SHEET_ROW)
            throw new TableLimitError(
              `a row has the number "${String(a.r).slice(0, 20)}", not 1 to ${MAX_SHEET_ROW}`,
            );
          values = [];
          column = -1;
        } else if (name === "c") {
          column = columnIndex(a.r) ?? column + 1;
          if (column >= LIMITS.columns)
            throw new TableLimitError(`row ${rowNumber} has more than ${LIMITS.columns} columns`, rowNumber);
          type = a.t;
          raw = [];
          rawLength = 0;
        } else if (name === "v" || (name === "t" && type === "inlineStr")) capture = true;
      },
      text: (text) => {
        if (!capture) return;
        rawLength += text.length;
        if (rawLength > LIMITS.cellChars)
          throw new TableLimitError(
            `a cell holds more than ${LIMITS.cellChars} characters`,
            rowNumber,
            String(column + 1),
          );
        raw.push(text);
      },
      close: (name) => {
        if (name === "v" || name === "t") capture = false;
        else if (name === "c") {
          const value = cellValue(type, raw.join(""), shared);
          while (values.length < column) values.push("");
          values[column] = value;
        } else if (name === "row" && values.some((v) => v !== "")) {
          if (++dataRows > LIMITS.rows + 1)
            throw new TableLimitError(`the file has more than ${LIMITS.rows} data rows`, rowNumber);
          ready.push({ row: rowNumber, values });
        }
      },
    },
    () => ready.splice(0),
  );
}
