import { useCallback, useMemo, useRef, useState } from "react";
import { Button, Select } from "@mantine/core";
import { IconUpload } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router-dom";
import { JobStatus } from "#core/locations/catalogues/job-statuses.ts";
import { getListSupplierLocationFilesQueryKey } from "../../../api/generated/supplier-locations/supplier-locations.ts";
import { ListScreen } from "../../../components/list/list-screen.tsx";
import { jobStatusLabel } from "../job-columns.tsx";
import { useRunningPoll } from "../use-running-poll.ts";
import { supplierFileColumns } from "./supplier-file-columns.tsx";
import { SupplierFileDetail } from "./supplier-file-detail.tsx";
import { fetchFiles, isRunning, type SupplierLocationFile } from "./supplier-location-api.ts";
import { SupplierUploadModal } from "./supplier-upload-modal.tsx";

/** The open file lives in the URL (?file=<id>) so a reload or a shared link shows the same detail. */
const FILE_PARAM = "file";

/**
 * /supplier/location-files: the supplier uploads its master ship-to file and follows its jobs (polled while
 * one runs); a job opens its detail with counts, error report and the original document.
 */
export const SupplierLocationFilesPage = () => {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const openFileId = searchParams.get(FILE_PARAM);
  const [status, setStatus] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const filterParams = useMemo(() => (status === null ? {} : { status }), [status]);
  const poll = useRunningPoll(fetchFiles, isRunning, JSON.stringify(filterParams));

  const openFile = useCallback(
    (id: string | null): void =>
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (id === null) next.delete(FILE_PARAM);
          else next.set(FILE_PARAM, id);
          return next;
        },
        { replace: id === null },
      ),
    [setSearchParams],
  );
  // Through a ref so the column definitions (and the grid's saved layout) stay stable.
  const open = useRef(openFile);
  open.current = openFile;
  const columns = useMemo(() => supplierFileColumns(t, (file) => open.current(file.id)), [t]);
  const statuses = JobStatus.values
    .filter((value) => value !== "DEACTIVATED")
    .map((value) => ({ value, label: jobStatusLabel(t, value) }));

  return (
    <>
      <ListScreen<SupplierLocationFile>
        title={t("routes.supplierLocationFiles")}
        tableKey="SupplierLocationFiles"
        columns={columns}
        fetchPage={poll.fetchPage}
        refreshKey={poll.refreshKey}
        getRowId={(file) => file.id}
        queryKey={getListSupplierLocationFilesQueryKey()}
        filterParams={filterParams}
        headerButtons={
          <Button leftSection={<IconUpload size={16} aria-hidden />} onClick={() => setUploading(true)}>
            {t("supplierLocations.files.upload")}
          </Button>
        }
        filters={
          <Select
            aria-label={t("supplierLocations.files.status")}
            placeholder={t("supplierLocations.files.allStatuses")}
            data={statuses}
            value={status}
            onChange={setStatus}
            clearable
            clearButtonProps={{ "aria-label": t("supplierLocations.files.clear") }}
            w={180}
            data-testid="supplier-file-status-filter"
          />
        }
      />
      {uploading ? (
        <SupplierUploadModal onClose={() => setUploading(false)} onUploaded={() => setUploading(false)} />
      ) : null}
      {openFileId !== null ? <SupplierFileDetail fileId={openFileId} onClose={() => openFile(null)} /> : null}
    </>
  );
};
