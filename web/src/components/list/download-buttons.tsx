import { useState } from "react";
import { Button } from "@mantine/core";
import { IconDownload } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { notifyDanger, notifyError } from "../../shell/notify.ts";
import { downloadFile } from "./download.ts";

export interface DownloadSpec {
  readonly format: "csv" | "xlsx";
  /** API path (under /api) of the report, with the list's current query. */
  readonly url: () => string;
  readonly fileName: string;
  readonly label?: string;
}

/** CSV and XLSX header buttons; an empty answer shows "Nothing to download". */
export const DownloadButtons = ({ downloads }: { downloads: readonly DownloadSpec[] }) => {
  const { t } = useTranslation();
  const [busy, setBusy] = useState<string | null>(null);
  const run = async (spec: DownloadSpec): Promise<void> => {
    setBusy(spec.format);
    try {
      if (!(await downloadFile(spec.url(), spec.fileName))) notifyDanger(t("list.nothingToDownload"));
    } catch (error) {
      notifyError(error);
    } finally {
      setBusy(null);
    }
  };
  return (
    <>
      {downloads.map((spec) => (
        <Button
          key={spec.format + spec.fileName}
          variant="default"
          leftSection={<IconDownload size={16} aria-hidden />}
          loading={busy === spec.format}
          onClick={() => void run(spec)}
        >
          {spec.label ?? (spec.format === "csv" ? t("list.downloadCsv") : t("list.downloadXlsx"))}
        </Button>
      ))}
    </>
  );
};
