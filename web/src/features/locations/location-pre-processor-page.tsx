import { useCallback, useMemo, useRef, useState } from "react";
import { Button, Select } from "@mantine/core";
import { IconUpload } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router-dom";
import dayjs from "dayjs";
import { JobStatus } from "#core/locations/catalogues/job-statuses.ts";
import {
  getListLocationPreprocessorJobsQueryKey,
  useListLocationPreprocessorSuppliers,
} from "../../api/generated/location-preprocessor/location-preprocessor.ts";
import { fetchJobs, isRunning, type LocationJob } from "./location-jobs.ts";
import {
  DateRangeFields,
  dateRangeMessage,
  type DateRange,
} from "../../components/date/date-range-fields.tsx";
import { confirmDialog } from "../../components/dialogs/dialog-store.ts";
import { ListScreen } from "../../components/list/list-screen.tsx";
import { notifyError, notifySuccess } from "../../shell/notify.ts";
import { JobDetailDrawer } from "./job-detail-drawer.tsx";
import { jobColumns, jobStatusLabel, type JobHandlers } from "./job-columns.tsx";
import { UploadModal } from "./upload-modal.tsx";
import { useLocationWrites } from "./use-location-writes.ts";
import { useRunningPoll } from "./use-running-poll.ts";

/** The open job lives in the URL (?job=<id>) so a reload or a shared link shows the same detail. */
const JOB_PARAM = "job";

/** The picked days are the operator's local days: from their first instant to the first instant after "to". */
export const uploadedParams = (range: DateRange): Record<string, string> =>
  dateRangeMessage(range) !== undefined
    ? {}
    : {
        ...(range.from === null ? {} : { createdFrom: dayjs(range.from).startOf("day").toISOString() }),
        ...(range.to === null
          ? {}
          : { createdTo: dayjs(range.to).add(1, "day").startOf("day").toISOString() }),
      };

/**
 * /notisphere/location-pre-processor: upload a supplier's ship-to file, follow the jobs in
 * the grid (polled while one is running), open a job to review its rows, download the source and results.
 */
export const LocationPreProcessorPage = () => {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const openJobId = searchParams.get(JOB_PARAM);
  const [status, setStatus] = useState<string | null>(null);
  const [supplierName, setSupplierName] = useState<string | null>(null);
  const [uploaded, setUploaded] = useState<DateRange>({ from: null, to: null });
  const [uploading, setUploading] = useState(false);
  const writes = useLocationWrites();
  const suppliers = useListLocationPreprocessorSuppliers({ query: { select: (answer) => answer.d } });

  const filterParams = useMemo(
    () => ({
      ...(status === null ? {} : { status }),
      ...(supplierName === null ? {} : { suppliername: supplierName }),
      ...uploadedParams(uploaded),
    }),
    [status, supplierName, uploaded],
  );
  const poll = useRunningPoll(fetchJobs, isRunning, JSON.stringify(filterParams));

  const openJob = useCallback(
    (id: string | null): void =>
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (id === null) next.delete(JOB_PARAM);
          else next.set(JOB_PARAM, id);
          return next;
        },
        { replace: id === null },
      ),
    [setSearchParams],
  );

  const handlers = useRef<JobHandlers>({
    open: () => undefined,
    remove: () => undefined,
    retry: () => undefined,
  });
  handlers.current = {
    open: (job) => openJob(job.id),
    remove: (job) => {
      void (async () => {
        if (
          !(await confirmDialog({
            title: t("preprocessor.deleteTitle", { name: job.fileName }),
            message: t("preprocessor.deleteConfirm", { name: job.fileName }),
            confirmLabel: t("preprocessor.delete"),
            danger: true,
          }))
        )
          return;
        try {
          await writes.remove(job.id);
          notifySuccess(t("preprocessor.deleted", { name: job.fileName }));
          if (openJobId === job.id) openJob(null);
        } catch (error) {
          notifyError(error);
        }
      })();
    },
    retry: (job) => {
      writes.retry(job.id).then(notifySuccess).catch(notifyError);
    },
  };

  const uploaderName = useCallback((job: LocationJob): string => job.createdByName ?? "", []);

  // Handlers go through the ref so the column definitions (and the grid's saved layout) stay stable.
  const columns = useMemo(
    () =>
      jobColumns(
        t,
        {
          open: (job) => handlers.current.open(job),
          remove: (job) => handlers.current.remove(job),
          retry: (job) => handlers.current.retry(job),
        },
        uploaderName,
      ),
    [t, uploaderName],
  );

  const statuses = JobStatus.values.map((value) => ({ value, label: jobStatusLabel(t, value) }));
  const supplierNames = [...new Set((suppliers.data ?? []).map((supplier) => supplier.name))];

  return (
    <>
      <ListScreen<LocationJob>
        title={t("routes.notisphereLocationPreProcessor")}
        tableKey="LocationPreProcessor"
        columns={columns}
        fetchPage={poll.fetchPage}
        refreshKey={poll.refreshKey}
        getRowId={(job) => job.id}
        queryKey={getListLocationPreprocessorJobsQueryKey()}
        filterParams={filterParams}
        headerButtons={
          <Button leftSection={<IconUpload size={16} aria-hidden />} onClick={() => setUploading(true)}>
            {t("preprocessor.upload")}
          </Button>
        }
        filters={
          <>
            <Select
              aria-label={t("preprocessor.status")}
              placeholder={t("preprocessor.allStatuses")}
              data={statuses}
              value={status}
              onChange={setStatus}
              clearable
              clearButtonProps={{ "aria-label": t("preprocessor.clear") }}
              w={180}
              data-testid="status-filter"
            />
            <Select
              aria-label={t("preprocessor.supplier")}
              placeholder={t("preprocessor.allSuppliers")}
              data={supplierNames}
              value={supplierName}
              onChange={setSupplierName}
              searchable
              clearable
              clearButtonProps={{ "aria-label": t("preprocessor.clear") }}
              w={240}
              data-testid="supplier-filter"
            />
            <DateRangeFields
              value={uploaded}
              onChange={setUploaded}
              fromLabel={t("preprocessor.uploadedFrom")}
              toLabel={t("preprocessor.uploadedTo")}
              testId="uploaded-range"
            />
          </>
        }
      />
      {uploading ? (
        <UploadModal
          suppliers={suppliers.data ?? []}
          onClose={() => setUploading(false)}
          onUploaded={() => setUploading(false)}
        />
      ) : null}
      {openJobId !== null ? (
        <JobDetailDrawer jobId={openJobId} uploaderName={uploaderName} onClose={() => openJob(null)} />
      ) : null}
    </>
  );
};
