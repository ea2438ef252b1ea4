import { ACCOUNT_REPORT_POLICY } from "#core/organisations/reports/policy.ts";
import { FileResponse, guardOf } from "../../contract.ts";
import { masterRoute as route } from "./master-deps.ts";
import {
  consolidatedProvidersXlsx,
  providerAccountsCsv,
  providerAccountsGridXlsx,
  providerAccountsXlsx,
  providerActivityXlsx,
  siteActivityXlsx,
  supplierAccountsGridXlsx,
} from "./account-downloads.handlers.ts";
import { ProviderAccountGridQuery, SupplierAccountGridQuery } from "./account-downloads.schemas.ts";
import { CSV_TYPE, XLSX_TYPE } from "./account-file-stream.ts";

const TAG = "account-downloads";
const XLSX = { contentTypes: [XLSX_TYPE] };
const STREAMED =
  "Streamed: rows are read from the database in batches while the file is being sent, so the first bytes leave at once and memory stays flat whatever the number of accounts.";

export const accountDownloadRoutes = [
  route(
    {
      method: "get",
      path: "/notisphere/organizations/downloadprovideraccountcsv",
      operationId: "downloadProviderAccountsCsv",
      tag: TAG,
      summary:
        "Every provider account (health system, IDN, address, sites, hospitals, non-acute sites, users, status) as CSV",
      description: `File "Provider Accounts MM-DD-YYYY.csv", UTF-8 with a byte order mark. ${STREAMED}`,
      access: guardOf(ACCOUNT_REPORT_POLICY.providerAccounts),
      response: FileResponse,
      binary: { contentTypes: [CSV_TYPE] },
    },
    providerAccountsCsv,
  ),
  route(
    {
      method: "get",
      path: "/notisphere/organizations/downloadprovideraccountxlsx",
      operationId: "downloadProviderAccountsXlsx",
      tag: TAG,
      summary: "Every provider account as XLSX (the columns of the CSV)",
      description: `File "Provider Accounts MM-DD-YYYY.xlsx". ${STREAMED}`,
      access: guardOf(ACCOUNT_REPORT_POLICY.providerAccounts),
      response: FileResponse,
      binary: XLSX,
    },
    providerAccountsXlsx,
  ),
  route(
    {
      method: "get",
      path: "/notisphere/organizations/downloadAgGridProviderAccountxlsx",
      operationId: "downloadProviderAccountsGridXlsx",
      tag: TAG,
      summary:
        "The provider accounts the providers grid shows now (its filters, search, status and sort) as XLSX",
      description: `File "Provider Accounts MM-DD-YYYY.xlsx". ${STREAMED}`,
      access: guardOf(ACCOUNT_REPORT_POLICY.providerAccounts),
      query: ProviderAccountGridQuery,
      response: FileResponse,
      binary: XLSX,
    },
    providerAccountsGridXlsx,
  ),
  route(
    {
      method: "get",
      path: "/notisphere/organizations/downloadAgGridSupplierAccountxlsx",
      operationId: "downloadSupplierAccountsGridXlsx",
      tag: TAG,
      summary:
        "The supplier accounts the suppliers grid shows now (name, type, address, SSO, users, status) as XLSX",
      description: `File "Supplier Accounts MM-DD-YYYY.xlsx". ${STREAMED}`,
      access: guardOf(ACCOUNT_REPORT_POLICY.supplierAccounts),
      query: SupplierAccountGridQuery,
      response: FileResponse,
      binary: XLSX,
    },
    supplierAccountsGridXlsx,
  ),
  route(
    {
      method: "get",
      path: "/notisphere/organizations/downloadprovideractivityxlsx",
      operationId: "downloadProviderActivityXlsx",
      tag: TAG,
      summary: "Per health system: recalls received, acknowledged, completed and still open, as XLSX",
      description: `File "Provider Activity MM-DD-YYYY.xlsx". Acknowledged counts every copy no longer OPEN. ${STREAMED}`,
      access: guardOf(ACCOUNT_REPORT_POLICY.providerActivity),
      response: FileResponse,
      binary: XLSX,
    },
    providerActivityXlsx,
  ),
  route(
    {
      method: "get",
      path: "/notisphere/organizations/downloaddetailprovideractivityxlsx",
      operationId: "downloadSiteActivityXlsx",
      tag: TAG,
      summary: "Provider activity per site (the recalls addressed to each site) as XLSX",
      description: `File "Provider Activity Detail MM-DD-YYYY.xlsx". ${STREAMED}`,
      access: guardOf(ACCOUNT_REPORT_POLICY.providerActivity),
      response: FileResponse,
      binary: XLSX,
    },
    siteActivityXlsx,
  ),
  route(
    {
      method: "get",
      path: "/notisphere/organizations/downloadconsolidatedproviderxlsx",
      operationId: "downloadConsolidatedProvidersXlsx",
      tag: TAG,
      summary: "Each health system with its sites and how many users see each, as XLSX",
      description: `File "Consolidated Providers MM-DD-YYYY.xlsx"; one row per site (Corporate first). ${STREAMED}`,
      access: guardOf(ACCOUNT_REPORT_POLICY.consolidatedProviders),
      response: FileResponse,
      binary: XLSX,
    },
    consolidatedProvidersXlsx,
  ),
];
