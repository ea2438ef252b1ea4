import { useState } from "react";
import { Button } from "@mantine/core";
import { IconDownload } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { documentUrl, resultsUrl, type LocationJob } from "./location-jobs.ts";
import { openSignedDownload } from "../../api/files-api.ts";
import { notifyError } from "../../shell/notify.ts";

type Kind = "document" | "results";

/**
 * The two files of a job. Each opens through a short-lived signed link (no Bearer header needed), so the
 * browser downloads it itself under the name from content-disposition, as a new tab or Excel could.
 */
export const JobDownloads = ({ job }: { job: LocationJob }) => {
  const { t } = useTranslation();
  const [busy, setBusy] = useState<Kind | null>(null);
  const run = async (kind: Kind): Promise<void> => {
    setBusy(kind);
    try {
      await openSignedDownload(kind === "document" ? documentUrl(job.id) : resultsUrl(job.id));
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
