import { useTranslation } from "react-i18next";
import {
  getDownloadConsolidatedProvidersXlsxUrl,
  getDownloadProviderAccountsCsvUrl,
  getDownloadProviderAccountsGridXlsxUrl,
  getDownloadProviderAccountsXlsxUrl,
  getDownloadProviderActivityXlsxUrl,
  getDownloadSiteActivityXlsxUrl,
  getDownloadSupplierAccountsGridXlsxUrl,
} from "../../api/generated/account-downloads/account-downloads.ts";
import { pageParams } from "../../api/paging.ts";
import { DownloadButtons, type DownloadSpec } from "../../components/list/download-buttons.tsx";

/** The grid's current view as the download calls take it (sort, search, status, filterModel). */
export type GridView = () => Readonly<Record<string, string | number | undefined>>;

const day = (): string => {
  const d = new Date();
  return `${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}-${d.getFullYear()}`;
};

/** Drops the paging of a grid query: a download has every row of the view. */
const viewOf = (gridView?: GridView): Record<string, string> => {
  const { pageNumber: _page, pageSize: _size, ...rest } = pageParams(gridView?.() ?? {});
  return rest;
};

/**
 * The operator's provider downloads, for the providers screen: every account as CSV and XLSX, the grid's
 * current view, provider activity (summary and per site) and the consolidated list. The files stream from
 * the server; the names carry the day as the server names them.
 */
export const ProviderAccountDownloads = ({ gridView }: { readonly gridView?: GridView }) => {
  const { t } = useTranslation();
  const downloads: DownloadSpec[] = [
    {
      format: "csv",
      url: getDownloadProviderAccountsCsvUrl,
      fileName: `Provider Accounts ${day()}.csv`,
      label: t("accountDownloads.providerAccountsCsv"),
    },
    {
      format: "xlsx",
      url: getDownloadProviderAccountsXlsxUrl,
      fileName: `Provider Accounts ${day()}.xlsx`,
      label: t("accountDownloads.providerAccountsXlsx"),
    },
    {
      format: "xlsx",
      url: () => getDownloadProviderAccountsGridXlsxUrl(viewOf(gridView)),
      fileName: `Provider Accounts ${day()}.xlsx`,
      label: t("accountDownloads.gridProviderAccounts"),
    },
    {
      format: "xlsx",
      url: getDownloadProviderActivityXlsxUrl,
      fileName: `Provider Activity ${day()}.xlsx`,
      label: t("accountDownloads.providerActivity"),
    },
    {
      format: "xlsx",
      url: getDownloadSiteActivityXlsxUrl,
      fileName: `Provider Activity Detail ${day()}.xlsx`,
      label: t("accountDownloads.providerActivityDetail"),
    },
    {
      format: "xlsx",
      url: getDownloadConsolidatedProvidersXlsxUrl,
      fileName: `Consolidated Providers ${day()}.xlsx`,
      label: t("accountDownloads.consolidatedProviders"),
    },
  ];
  return <DownloadButtons downloads={downloads} />;
};

/** The suppliers screen's download: the supplier accounts of the grid's current view as XLSX. */
export const SupplierAccountDownloads = ({ gridView }: { readonly gridView?: GridView }) => {
  const { t } = useTranslation();
  return (
    <DownloadButtons
      downloads={[
        {
          format: "xlsx",
          url: () => getDownloadSupplierAccountsGridXlsxUrl(viewOf(gridView)),
          fileName: `Supplier Accounts ${day()}.xlsx`,
          label: t("accountDownloads.gridSupplierAccounts"),
        },
      ]}
    />
  );
};
