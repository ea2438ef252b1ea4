import { useState } from "react";
import { Button } from "@mantine/core";
import { IconDownload } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { documentUrl, resultsUrl, type LocationJob } from "./location-jobs.ts";
import { downloadFile } from "../../components/list/download.ts";
import { notifyDanger, notifyError } from "../../shell/notify.ts";

type Kind = "document" | "results";

/**
 * The two files of a job. They are not JSON, so they are fetched with the user's token and saved under the
 * name from content-disposition; an empty or missing file is "Nothing to download" (doc 1 §8).
 */
export const JobDownloads = ({ job }: { job: LocationJob }) => {
  const { t } = useTranslation();
  const [busy, setBusy] = useState<Kind | null>(null);
  const run = async (kind: Kind): Promise<void> => {
    setBusy(kind);
    try {
      const saved =
        kind === "document"
          ? await downloadFile(documentUrl(job.id), job.fileName)
          : await downloadFile(resultsUrl(job.id), `${job.fileName.replace(/\.[^.]+$/, "")}-results.csv`);
      if (!saved) notifyDanger(t("list.nothingToDownload"));
    } catch (error) {
      notifyError(error);
    } finally {
      setBusy(null);
    }
  };
  return (
    <>
      <Button
        variant="default"
        size="xs"
        leftSection={<IconDownload size={14} aria-hidden />}
        loading={busy === "document"}
        onClick={() => void run("document")}
      >
        {t("preprocessor.detail.downloadDocument")}
      </Button>
      <Button
        variant="default"
        size="xs"
        leftSection={<IconDownload size={14} aria-hidden />}
        loading={busy === "results"}
        onClick={() => void run("results")}
      >
        {t("preprocessor.detail.downloadResults")}
      </Button>
    </>
  );
};
