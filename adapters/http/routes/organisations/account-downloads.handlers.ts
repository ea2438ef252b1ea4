import { assertCanDownloadAccounts } from "#core/organisations/reports/authorize.ts";
import type { AccountReportOperation } from "#core/organisations/reports/policy.ts";
import {
  CONSOLIDATED_PROVIDERS,
  downloadFileName,
  PROVIDER_ACCOUNTS,
  PROVIDER_ACTIVITY,
  SITE_ACTIVITY,
  SUPPLIER_ACCOUNTS,
  type Sheet,
} from "#core/organisations/reports/sheets.ts";
import type { AccountReportSource } from "#core/organisations/reports/ports.ts";
import { requireActor } from "../../contract.ts";
import { CSV_TYPE, csvStream, fileAnswer, XLSX_TYPE, xlsxStream } from "./account-file-stream.ts";
import type { SupplierMasterContextDeps } from "./master-deps.ts";
import type { ProviderAccountGridQuery, SupplierAccountGridQuery } from "./account-downloads.schemas.ts";
import type { Actor } from "#core/access/actor.ts";

type Format = "csv" | "xlsx";

interface DownloadInput<Q> {
  readonly actor: Actor | undefined;
  readonly query: Q;
  readonly services: SupplierMasterContextDeps;
}

/**
 * One download handler: checks the policy before anything is read, then answers at once with a stream that
 * reads the rows batch by batch as the client takes the file.
 */
const download =
  <Q, Row>(
    operation: AccountReportOperation,
    sheet: Sheet<Row>,
    format: Format,
    rowsOf: (source: AccountReportSource, query: Q) => AsyncIterable<Row>,
  ) =>
  async ({ actor, query, services }: DownloadInput<Q>): Promise<Response> => {
    assertCanDownloadAccounts(requireActor(actor), operation);
    const rows = rowsOf(services.stores().accountReports, query);
    const fileName = downloadFileName(sheet.title, services.clock.now(), format);
    return format === "csv"
      ? fileAnswer(csvStream(sheet, rows), CSV_TYPE, fileName)
      : fileAnswer(xlsxStream(sheet, rows), XLSX_TYPE, fileName);
  };

/** The plain downloads list every account in name order; the AgGrid ones the grid's current view. */
const ALL = { sortField: "name", sortDirection: "asc", search: undefined, filters: {} } as const;

export const providerAccountsCsv = download("providerAccounts", PROVIDER_ACCOUNTS, "csv", (s) =>
  s.providerAccounts(ALL),
);
export const providerAccountsXlsx = download("providerAccounts", PROVIDER_ACCOUNTS, "xlsx", (s) =>
  s.providerAccounts(ALL),
);
export const providerAccountsGridXlsx = download(
  "providerAccounts",
  PROVIDER_ACCOUNTS,
  "xlsx",
  (s, q: typeof ProviderAccountGridQuery.Type) => s.providerAccounts(q),
);
export const supplierAccountsGridXlsx = download(
  "supplierAccounts",
  SUPPLIER_ACCOUNTS,
  "xlsx",
  (s, q: typeof SupplierAccountGridQuery.Type) => s.supplierAccounts(q),
);
export const providerActivityXlsx = download("providerActivity", PROVIDER_ACTIVITY, "xlsx", (s) =>
  s.providerActivity(),
);
export const siteActivityXlsx = download("providerActivity", SITE_ACTIVITY, "xlsx", (s) => s.siteActivity());
export const consolidatedProvidersXlsx = download(
  "consolidatedProviders",
  CONSOLIDATED_PROVIDERS,
  "xlsx",
  (s) => s.consolidatedProviders(),
);
