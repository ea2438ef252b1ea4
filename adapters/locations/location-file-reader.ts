import { Readable } from "node:stream";
import { LocationFileRejected } from "#core/preprocessor/errors.ts";
import type { LocationFileReader, ShipToEvent } from "#core/preprocessor/ports.ts";
import { LocationFileError } from "./location-file-error.ts";
import { readLocationRows } from "./read-location-rows.ts";

/**
 * The pre-processor's reader: streams a stored ship-to file (CSV through csv-parse, XLSX through our bounded
 * streaming reader) and turns the reader's file-level error into the core's LocationFileRejected.
 */
export const locationFileReader: LocationFileReader = {
  async *read({ bytes, fileName, format }): AsyncGenerator<ShipToEvent> {
    try {
      for await (const event of readLocationRows(Readable.from(bytes), "shipto", { fileName, format })) {
        if (event.type === "error") {
          yield { type: "error", row: event.row, column: event.column, message: event.message };
          continue;
        }
        const v = event.value;
        yield {
          type: "row",
          row: event.row,
          value: {
            locationId: v.locationId,
            name: v.name,
            address1: v.address1,
            address2: v.address2 ?? null,
            city: v.city,
            state: v.state,
            zip: v.zip,
            phone: v.phone ?? null,
            hin: v.hin ?? null,
            gln: v.gln ?? null,
          },
        };
      }
    } catch (error) {
      if (!(error instanceof LocationFileError)) throw error;
      // The reader's message already starts with "file (row, column): "; the core adds that itself.
      const bare = error.message.slice(error.message.indexOf(": ", error.file.length) + 2);
      throw new LocationFileRejected({ fileName, row: error.row, column: error.column, message: bare });
    }
  },
};
