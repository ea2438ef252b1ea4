import { PassThrough } from "node:stream";
import ExcelJS from "exceljs";
import { csvLine, type Sheet } from "#core/organisations/reports/sheets.ts";
import { contentDisposition } from "../locations/download-response.ts";

export const CSV_TYPE = "text/csv; charset=utf-8";
export const XLSX_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/** The UTF-8 byte order mark, so Excel opens the CSV's accented names as UTF-8. */
const BOM = "\uFEFF";
/** CSV lines are handed on in chunks of about this many characters (a row at a time is too many tiny writes). */
const CSV_CHUNK = 64 * 1024;

/**
 * The CSV of a sheet, written as the rows arrive: the stream pulls the next rows only when the client has
 * taken the previous chunk, so memory holds one chunk and the source's current batch whatever the row count.
 */
export const csvStream = <Row>(sheet: Sheet<Row>, rows: AsyncIterable<Row>): ReadableStream<Uint8Array> => {
  const encoder = new TextEncoder();
  const iterator = rows[Symbol.asyncIterator]();
  let started = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      let text = "";
      if (!started) {
        started = true;
        text = BOM + csvLine(sheet.columns.map((c) => c.header));
      }
      while (text.length < CSV_CHUNK) {
        const next = await iterator.next();
        if (next.done) {
          if (text !== "") controller.enqueue(encoder.encode(text));
          controller.close();
          return;
        }
        text += csvLine(sheet.columns.map((c) => c.value(next.value)));
      }
      controller.enqueue(encoder.encode(text));
    },
    async cancel() {
      await iterator.return?.();
    },
  });
};

/** Rows handed to the workbook per step; the step ends as soon as compressed output is ready for the client. */
const XLSX_ROWS_PER_STEP = 250;

/**
 * The XLSX of a sheet through exceljs's streaming writer (no styles, no shared strings: each row is committed
 * and leaves memory). exceljs buffers whatever it is given until the zip takes it, so rows are given only when
 * the client asks for more (`pull`), a step at a time, until compressed bytes come out: the download's pace
 * sets the pace of reading the database, and memory holds a step's rows and the compressor's window.
 */
export const xlsxStream = <Row>(sheet: Sheet<Row>, rows: AsyncIterable<Row>): ReadableStream<Uint8Array> => {
  const output = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: output,
    useStyles: false,
    useSharedStrings: false,
  });
  const worksheet = workbook.addWorksheet(sheet.title.slice(0, 31));
  worksheet.columns = sheet.columns.map((c, index) => ({ key: String(index), width: c.width ?? 14 }));
  worksheet.addRow(sheet.columns.map((c) => c.header)).commit();
  const iterator = rows[Symbol.asyncIterator]();
  const ready: Buffer[] = [];
  let ended = false;
  let failure: unknown;
  let rowsDone = false;
  let wake: (() => void) | undefined;
  const signal = () => wake?.();
  output.on("data", (chunk: Buffer) => (ready.push(chunk), signal()));
  output.on("end", () => ((ended = true), signal()));
  output.on("error", (error) => ((failure = error), signal()));
  const nextTick = () => new Promise<void>((resolve) => setImmediate(resolve));

  const writeStep = async () => {
    for (let i = 0; i < XLSX_ROWS_PER_STEP; i++) {
      const next = await iterator.next();
      if (next.done) {
        rowsDone = true;
        worksheet.commit();
        workbook.commit().catch((error: unknown) => ((failure = error), signal()));
        return;
      }
      worksheet.addRow(sheet.columns.map((c) => c.value(next.value))).commit();
    }
  };

  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      for (;;) {
        if (failure !== undefined) throw failure;
        if (ready.length > 0) {
          controller.enqueue(new Uint8Array(Buffer.concat(ready.splice(0))));
          return;
        }
        if (ended) {
          controller.close();
          return;
        }
        if (!rowsDone) {
          await writeStep();
          await nextTick();
        } else {
          // Everything is written; wait for the zip to finish the last parts.
          await new Promise<void>((resolve) => {
            wake = resolve;
            if (ready.length > 0 || ended || failure !== undefined) resolve();
          });
          wake = undefined;
        }
      }
    },
    async cancel() {
      await iterator.return?.();
      output.destroy();
    },
  });
};

/** The download answer: a stream, named after the sheet and the day, never cached. */
export const fileAnswer = (
  body: ReadableStream<Uint8Array>,
  contentType: string,
  fileName: string,
): Response =>
  new Response(body, {
    status: 200,
    headers: {
      "content-type": contentType,
      "content-disposition": contentDisposition(fileName),
      "cache-control": "no-store",
    },
  });
