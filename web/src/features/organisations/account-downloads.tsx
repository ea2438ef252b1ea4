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
import { DownloadButtons, type DownloadSpec } from "../../components/list/download-buttons.tsx";
import { downloadView, fileDay, type GridView } from "./account-download-view.ts";

export type { GridView } from "./account-download-view.ts";

const day = (): string => fileDay(new Date());
const viewOf = (gridView?: GridView): Record<string, string> => downloadView(gridView?.() ?? {});

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
