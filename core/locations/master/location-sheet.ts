import type { Sheet } from "../../organisations/reports/sheets.ts";
import type { KnownLocationRecord } from "./known-location.ts";

const TYPE_LABEL: Record<string, string> = { HOSPITAL: "Hospital", NON_ACUTE: "Non-acute" };
const STATUS_LABEL: Record<string, string> = { ACTIVE: "Active", CLOSED: "Closed", MERGED: "Merged" };

/** The location master download: the grid's columns, the same for CSV and XLSX. */
export const KNOWN_LOCATIONS_SHEET: Sheet<KnownLocationRecord> = {
  title: "Known Locations",
  columns: [
    { header: "Notisphere ID", width: 12, value: (r) => r.notisphereId },
    { header: "Name", width: 40, value: (r) => r.name },
    { header: "Known Provider", width: 36, value: (r) => r.knownProviderName },
    { header: "IDN", width: 30, value: (r) => r.idn },
    { header: "Site", width: 30, value: (r) => r.siteName },
    { header: "Address 1", width: 36, value: (r) => r.address1 },
    { header: "Address 2", width: 20, value: (r) => r.address2 },
    { header: "City", width: 18, value: (r) => r.city },
    { header: "State", width: 8, value: (r) => r.state },
    { header: "ZIP", width: 10, value: (r) => r.zip },
    { header: "Phone", width: 16, value: (r) => r.phone },
    { header: "HIN", width: 12, value: (r) => r.hin },
    { header: "GLN", width: 16, value: (r) => r.gln },
    { header: "Type", value: (r) => TYPE_LABEL[r.type] ?? r.type },
    { header: "Status", value: (r) => STATUS_LABEL[r.status] ?? r.status },
    { header: "Merged Into", width: 12, value: (r) => r.mergedIntoNotisphereId },
  ],
};
