import { Readable } from "node:stream";
import type { SpreadsheetReader } from "#core/organisations/suppliers/ports.ts";
import { readTableRecords } from "./read-table-records.ts";
import type { TableRecord } from "./table-record.ts";

/**
 * A whole small table held in memory, read with the location files' readers (same CSV decoding, workbook
 * limits and zip-bomb guards). Used for uploads that are read at once, such as the bulk supplier file.
 */
export const readSpreadsheetBytes: SpreadsheetReader = async (bytes, format) => {
  const records: TableRecord[] = [];
  for await (const record of readTableRecords(Readable.from([Buffer.from(bytes)]), format))
    records.push(record);
  return records;
};
