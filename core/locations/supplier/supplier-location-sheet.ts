import type { Sheet } from "../../organisations/reports/sheets.ts";
import type { SupplierLocationView } from "./list-supplier-locations.ts";
import {
  MAPPING_LABELS,
  SUPPLIER_ROW_STATUS_LABELS,
  VERIFICATION_LABELS,
  type SupplierRowStatus,
} from "./supplier-location-status.ts";

const COLUMNS: Sheet<SupplierLocationView>["columns"] = [
  { header: "Ship-To ID", width: 16, value: (r) => r.locationId },
  { header: "Name", width: 36, value: (r) => r.name },
  { header: "Address 1", width: 30, value: (r) => r.address1 },
  { header: "Address 2", width: 20, value: (r) => r.address2 },
  { header: "City", width: 18, value: (r) => r.city },
  { header: "State", width: 8, value: (r) => r.state },
  { header: "ZIP", width: 10, value: (r) => r.zip },
  { header: "Status", width: 14, value: (r) => SUPPLIER_ROW_STATUS_LABELS[r.status] },
  { header: "Mapping", width: 12, value: (r) => MAPPING_LABELS[r.decision] },
  { header: "Verification", width: 14, value: (r) => VERIFICATION_LABELS[r.verification] },
  { header: "Notisphere ID", width: 14, value: (r) => r.knownLocation?.notisphereId ?? null },
  { header: "Known Location", width: 36, value: (r) => r.knownLocation?.name ?? null },
  { header: "Provider", width: 36, value: (r) => r.provider?.name ?? null },
  { header: "IDN", width: 24, value: (r) => r.provider?.idn ?? null },
];

/** The ship-to download, named after the status it holds ("Ship-To Locations Covered MM-DD-YYYY.csv"). */
export const supplierLocationSheet = (
  status: SupplierRowStatus | undefined,
): Sheet<SupplierLocationView> => ({
  title:
    status === undefined ? "Ship-To Locations" : `Ship-To Locations ${SUPPLIER_ROW_STATUS_LABELS[status]}`,
  columns: COLUMNS,
});
