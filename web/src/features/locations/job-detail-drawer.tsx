import { useState } from "react";
import { Alert, Button, Center, Drawer, Group, Loader, Stack, Text, Title } from "@mantine/core";
import { IconEye } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { quiet } from "../../api/fetcher.ts";
import { useGetLocationPreprocessorJob } from "../../api/generated/location-preprocessor/location-preprocessor.ts";
import {
  documentTable,
  documentUrl,
  isRunning,
  type LocationJob,
  type RowDecision,
} from "./location-jobs.ts";
import { apiFileSource } from "../../components/preview/api-file-source.ts";
import { FilePreviewModal, type PreviewFile } from "../../components/preview/file-preview-modal.tsx";
import { ErrorReport } from "./error-report.tsx";
import { LoadError } from "../../components/load-error.tsx";
import { formatDate, jobStatusLabel, STATUS_COLOR } from "./job-columns.tsx";
import { JobCounts } from "./job-counts.tsx";
import { JobDownloads } from "./job-downloads.tsx";
import { JobRows } from "./job-rows.tsx";
import { POLL_MS } from "./use-running-poll.ts";

interface Props {
  readonly jobId: string;
  readonly uploaderName: (job: LocationJob) => string;
  readonly onClose: () => void;
}

/** One job: what it is, its counts, its error report when it failed, its rows and its files. */
export const JobDetailDrawer = ({ jobId, uploaderName, onClose }: Props) => {
  const { t } = useTranslation();
  const [decision, setDecision] = useState<RowDecision | null>(null);
  const [preview, setPreview] = useState<PreviewFile | null>(null);
  const job = useGetLocationPreprocessorJob(jobId, {
    query: {
      select: (answer) => answer.d,
      // A running job is followed until it settles; the rows appear once it has.
      refetchInterval: (query) =>
        query.state.data !== undefined && isRunning(query.state.data.d) ? POLL_MS : false,
      retry: false,
    },
    request: quiet(),
  });
  const data = job.data;

  return (
    <Drawer
      opened
      onClose={onClose}
      position="right"
      size="90%"
      title={
        <Title order={2} size="h3">
          {t("preprocessor.detail.title", { name: data?.fileName ?? "" })}
        </Title>
      }
      closeButtonProps={{ "aria-label": t("preprocessor.close") }}
      data-testid="job-detail"
    >
      {job.isPending ? (
        <Center py="xl">
          <Loader size="sm" aria-label={t("list.loading")} />
        </Center>
      ) : data === undefined && job.error != null ? (
        <LoadError error={job.error} onRetry={() => void job.refetch()} testId="job-detail-error" />
      ) : data === undefined ? (
        <Alert color="red" role="alert">
          {t("preprocessor.detail.notFound")}
        </Alert>
      ) : (
        <Stack gap="md">
          <Group justify="space-between" align="flex-start" wrap="wrap">
            <Stack gap={2}>
              <Text size="sm">
                {t("preprocessor.supplierName")}: <b>{data.supplierName}</b>
              </Text>
              <Text size="sm">
                {t("preprocessor.status")}:{" "}
                <Text
                  component="span"
                  fw={700}
                  c={STATUS_COLOR[data.status] ?? "gray.8"}
                  data-testid="job-status"
                >
                  {jobStatusLabel(t, data.status)}
                </Text>
              </Text>
              <Text size="sm">
                {t("preprocessor.createdBy")}: {uploaderName(data)} · {t("preprocessor.createdAt")}:{" "}
                {formatDate(data.createdAt)}
                {data.finishedAt !== null
                  ? ` · ${t("preprocessor.finishedAt")}: ${formatDate(data.finishedAt)}`
                  : ""}
              </Text>
            </Stack>
            <Group gap="xs">
              <Button
                variant="default"
                size="xs"
                leftSection={<IconEye size={14} aria-hidden />}
                onClick={() =>
                  setPreview({
                    name: data.fileName,
                    size: data.fileSize,
                    source: apiFileSource(documentUrl(data.id)),
                    table: documentTable(data.id),
                  })
                }
              >
                {t("preprocessor.detail.preview")}
              </Button>
              <JobDownloads job={data} />
            </Group>
          </Group>
          {isRunning(data) ? (
            <Alert color="blue" data-testid="job-running">
              {t("preprocessor.detail.running")}
            </Alert>
          ) : null}
          {data.status === "ERROR" ? <ErrorReport job={data} /> : null}
          <JobCounts job={data} selected={decision} onSelect={setDecision} />
          {data.status === "COMPLETED" || data.totalRows > 0 ? (
            <JobRows jobId={data.id} decision={decision} onDecisionChange={setDecision} />
          ) : null}
        </Stack>
      )}
      <FilePreviewModal file={preview} onClose={() => setPreview(null)} />
    </Drawer>
  );
};
