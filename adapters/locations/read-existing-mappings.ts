import type { ExistingMapping } from "#core/locations/matching/location-schemas.ts";
import { LocationFileError } from "./location-file-error.ts";
import { formatOfPath, readTableRecords } from "./read-table-records.ts";

const compact = (header: string): string => header.toLowerCase().replace(/[^a-z0-9]/g, "");

/** A supplier's confirmed mappings: a CSV/XLSX file with location_id and site_id columns. */
export const readExistingMappings = async (path: string): Promise<ExistingMapping[]> => {
  const mappings: ExistingMapping[] = [];
  let columns: { location: number; site: number } | undefined;
  for await (const record of readTableRecords(path, formatOfPath(path))) {
    if (columns === undefined) {
      const headers = record.values.map(compact);
      const location = headers.findIndex((h) => h === "locationid" || h === "shiptoid");
      const site = headers.findIndex((h) => h === "siteid");
      if (location < 0 || site < 0) {
        throw new LocationFileError(
          path,
          "missing required columns location_id, site_id",
          record.row,
          "location_id, site_id",
        );
      }
      columns = { location, site };
      continue;
    }
    const locationId = record.values[columns.location] ?? "";
    const siteId = record.values[columns.site] ?? "";
    if (locationId !== "" && siteId !== "") mappings.push({ locationId, siteId });
  }
  return mappings;
};
