import { once } from "node:events";
import { PassThrough, Readable } from "node:stream";
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

/**
 * The XLSX of a sheet through exceljs's streaming writer (no styles, no shared strings: each row is committed
 * and leaves memory). The writer does not wait for the reader, so after each batch of rows it waits while the
 * output holds more than its high-water mark: the download's pace sets the pace of reading the database.
 */
export const xlsxStream = <Row>(sheet: Sheet<Row>, rows: AsyncIterable<Row>): ReadableStream<Uint8Array> => {
  const output = new PassThrough({ highWaterMark: 256 * 1024 });
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: output, useStyles: false, useSharedStrings: false });
  const worksheet = workbook.addWorksheet(sheet.title.slice(0, 31));
  worksheet.columns = sheet.columns.map((c, index) => ({ key: String(index), width: c.width ?? 14 }));
  const write = async () => {
    worksheet.addRow(sheet.columns.map((c) => c.header)).commit();
    let count = 0;
    for await (const row of rows) {
      worksheet.addRow(sheet.columns.map((c) => c.value(row))).commit();
      if (++count % 200 === 0 && output.writableNeedDrain) await once(output, "drain");
      if (output.destroyed) return;
    }
    worksheet.commit();
    await workbook.commit();
  };
  write().catch((error: unknown) => output.destroy(error instanceof Error ? error : new Error(String(error))));
  return Readable.toWeb(output) as ReadableStream<Uint8Array>;
};

/** The download answer: a stream, named after the sheet and the day, never cached. */
export const fileAnswer = (body: ReadableStream<Uint8Array>, contentType: string, fileName: string): Response =>
  new Response(body, {
    status: 200,
    headers: {
      "content-type": contentType,
      "content-disposition": contentDisposition(fileName),
      "cache-control": "no-store",
    },
  });
