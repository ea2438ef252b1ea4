import { AccountStatus, SupplierTypeCatalogue } from "../catalogues/account-statuses.ts";
import type {
  ConsolidatedProviderRow,
  ProviderAccountRow,
  ProviderActivityRow,
  SiteActivityRow,
  SupplierAccountRow,
} from "./ports.ts";

export type Cell = string | number | null;

/** One column of a download: its heading and how a row fills it. */
export interface Column<Row> {
  readonly header: string;
  readonly width?: number;
  readonly value: (row: Row) => Cell;
}

/** A download: the title its file is named after and its columns, the same for CSV and XLSX. */
export interface Sheet<Row> {
  readonly title: string;
  readonly columns: readonly Column<Row>[];
}

const statusLabel = (status: string): string => (AccountStatus.is(status) ? AccountStatus.english[status] : status);

const address = (row: { address1: string | null; address2: string | null }): string =>
  [row.address1, row.address2].filter((part) => part !== null && part.trim() !== "").join(", ");

export const PROVIDER_ACCOUNTS: Sheet<ProviderAccountRow> = {
  title: "Provider Accounts",
  columns: [
    { header: "Health System", width: 40, value: (r) => r.name },
    { header: "IDN", width: 30, value: (r) => r.idn },
    { header: "Address", width: 36, value: address },
    { header: "City", width: 18, value: (r) => r.city },
    { header: "State", width: 8, value: (r) => r.state },
    { header: "ZIP", width: 10, value: (r) => r.zip },
    { header: "Sites", value: (r) => r.sites },
    { header: "Hospitals", value: (r) => r.hospitals },
    { header: "Non-Acute", value: (r) => r.nonAcute },
    { header: "Users", value: (r) => r.users },
    { header: "Status", value: (r) => statusLabel(r.status) },
  ],
};

export const SUPPLIER_ACCOUNTS: Sheet<SupplierAccountRow> = {
  title: "Supplier Accounts",
  columns: [
    { header: "Supplier", width: 40, value: (r) => r.name },
    {
      header: "Type",
      value: (r) =>
        r.supplierType !== null && SupplierTypeCatalogue.is(r.supplierType)
          ? SupplierTypeCatalogue.english[r.supplierType]
          : r.supplierType,
    },
    { header: "Address", width: 36, value: address },
    { header: "City", width: 18, value: (r) => r.city },
    { header: "State", width: 8, value: (r) => r.state },
    { header: "ZIP", width: 10, value: (r) => r.zip },
    { header: "SSO", value: (r) => (r.isSso ? "Yes" : "No") },
    { header: "Users", value: (r) => r.users },
    { header: "Status", value: (r) => statusLabel(r.status) },
  ],
};

const activityColumns = <Row extends ProviderActivityRow | SiteActivityRow>(): Column<Row>[] => [
  { header: "Recalls Received", value: (r) => r.received },
  { header: "Acknowledged", value: (r) => r.acknowledged },
  { header: "Completed", value: (r) => r.completed },
  { header: "Open", value: (r) => r.open },
];

export const PROVIDER_ACTIVITY: Sheet<ProviderActivityRow> = {
  title: "Provider Activity",
  columns: [
    { header: "Health System", width: 40, value: (r) => r.name },
    { header: "IDN", width: 30, value: (r) => r.idn },
    { header: "Status", value: (r) => statusLabel(r.status) },
    ...activityColumns<ProviderActivityRow>(),
  ],
};

export const SITE_ACTIVITY: Sheet<SiteActivityRow> = {
  title: "Provider Activity Detail",
  columns: [
    { header: "Health System", width: 40, value: (r) => r.providerName },
    { header: "Site", width: 40, value: (r) => r.siteName },
    { header: "City", width: 18, value: (r) => r.city },
    { header: "State", width: 8, value: (r) => r.state },
    ...activityColumns<SiteActivityRow>(),
  ],
};

export const CONSOLIDATED_PROVIDERS: Sheet<ConsolidatedProviderRow> = {
  title: "Consolidated Providers",
  columns: [
    { header: "Health System", width: 40, value: (r) => r.providerName },
    { header: "IDN", width: 30, value: (r) => r.idn },
    { header: "Status", value: (r) => statusLabel(r.providerStatus) },
    { header: "Health System Users", value: (r) => r.providerUsers },
    { header: "Site", width: 40, value: (r) => r.siteName },
    { header: "Site Type", value: (r) => r.siteKind },
    { header: "Site City", width: 18, value: (r) => r.siteCity },
    { header: "Site State", width: 8, value: (r) => r.siteState },
    { header: "Site Users", value: (r) => r.siteUsers },
  ],
};

const two = (n: number): string => String(n).padStart(2, "0");

/** "Provider Accounts 11-23-2026.csv": the title and the day (UTC) in the US order the operator reads. */
export const downloadFileName = (title: string, at: Date, extension: "csv" | "xlsx"): string =>
  `${title} ${two(at.getUTCMonth() + 1)}-${two(at.getUTCDate())}-${at.getUTCFullYear()}.${extension}`;

const needsQuotes = /[",\r\n]/;
/** Cells a spreadsheet would run as a formula are prefixed with an apostrophe (CSV injection). */
const formulaStart = /^[=+\-@\t\r]/;

/** One CSV field: formula-looking text defused, quoted when it holds a comma, quote or line break. */
export const csvField = (cell: Cell): string => {
  if (cell === null) return "";
  if (typeof cell === "number") return String(cell);
  const safe = formulaStart.test(cell) ? `'${cell}` : cell;
  return needsQuotes.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

/** One CSV line with CRLF, as spreadsheets expect. */
export const csvLine = (cells: readonly Cell[]): string => `${cells.map(csvField).join(",")}\r\n`;
