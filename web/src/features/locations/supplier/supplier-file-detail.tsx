import { useState } from "react";
import {
  Alert,
  Button,
  Center,
  Drawer,
  Group,
  Loader,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from "@mantine/core";
import { IconDownload } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { quiet } from "../../../api/fetcher.ts";
import { useGetSupplierLocationFile } from "../../../api/generated/supplier-locations/supplier-locations.ts";
import { downloadFile } from "../../../components/list/download.ts";
import { LoadError } from "../../../components/load-error.tsx";
import { notifyError } from "../../../shell/notify.ts";
import { formatDate, jobStatusLabel, STATUS_COLOR } from "../job-columns.tsx";
import { POLL_MS } from "../use-running-poll.ts";
import { documentUrl, isRunning, type SupplierLocationFile } from "./supplier-location-api.ts";

const COUNTS = ["matched", "review", "unmatched", "confirmed", "rejected"] as const;
/** The report is in hand already; the first rows are enough to fix a file, the count says how many more. */
const REPORT_ROWS = 50;

const ErrorReport = ({ file }: { file: SupplierLocationFile }) => {
  const { t } = useTranslation();
  return (
    <Stack gap="xs" data-testid="supplier-error-report">
      <Alert color="red" role="alert" title={t("supplierLocations.files.errorTitle")}>
        {file.errorMessage}
      </Alert>
      {file.errorReport.length > 0 ? (
        <>
          <Title order={3} size="h5">
            {t("supplierLocations.files.report")} ({file.errorReport.length})
          </Title>
          <Table striped withTableBorder aria-label={t("supplierLocations.files.report")}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t("supplierLocations.files.reportRow")}</Table.Th>
                <Table.Th>{t("supplierLocations.files.reportColumn")}</Table.Th>
                <Table.Th>{t("supplierLocations.files.reportMessage")}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {file.errorReport.slice(0, REPORT_ROWS).map((entry, index) => (
                <Table.Tr key={index}>
                  <Table.Td>{entry.row ?? ""}</Table.Td>
                  <Table.Td>{entry.column ?? ""}</Table.Td>
                  <Table.Td>{entry.message}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </>
      ) : null}
    </Stack>
  );
};

/** One of the supplier's files: its status, counts per mapping, error report and the original document. */
export const SupplierFileDetail = ({ fileId, onClose }: { fileId: string; onClose: () => void }) => {
  const { t } = useTranslation();
  const [downloading, setDownloading] = useState(false);
  const query = useGetSupplierLocationFile(fileId, {
    query: {
      select: (answer) => answer.d,
      refetchInterval: (q) => (q.state.data !== undefined && isRunning(q.state.data.d) ? POLL_MS : false),
      retry: false,
    },
    request: quiet(),
  });
  const file = query.data;
  const download = async (data: SupplierLocationFile) => {
    setDownloading(true);
    try {
      await downloadFile(documentUrl(data.id), data.fileName);
    } catch (error) {
      notifyError(error);
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Drawer
      opened
      onClose={onClose}
      position="right"
      size="xl"
      title={
        <Title order={2} size="h3">
          {t("supplierLocations.files.detailTitle", { name: file?.fileName ?? "" })}
        </Title>
      }
      closeButtonProps={{ "aria-label": t("supplierLocations.files.close") }}
      data-testid="supplier-file-detail"
    >
      {query.isPending ? (
        <Center py="xl">
          <Loader size="sm" aria-label={t("list.loading")} />
        </Center>
      ) : file === undefined && query.error != null ? (
        <LoadError error={query.error} onRetry={() => void query.refetch()} testId="supplier-file-error" />
      ) : file === undefined ? (
        <Alert color="red" role="alert">
          {t("supplierLocations.files.notFound")}
        </Alert>
      ) : (
        <Stack gap="md">
          <Text size="sm">
            {t("supplierLocations.files.status")}:{" "}
            <Text span fw={700} c={STATUS_COLOR[file.status] ?? "gray.8"} data-testid="supplier-file-status">
              {jobStatusLabel(t, file.status)}
            </Text>
          </Text>
          <Text size="sm">
            {t("supplierLocations.files.createdBy")}: {file.createdByName ?? ""} ·{" "}
            {t("supplierLocations.files.createdAt")}: {formatDate(file.createdAt)}
            {file.finishedAt !== null
              ? ` · ${t("supplierLocations.files.finishedAt")}: ${formatDate(file.finishedAt)}`
              : ""}
          </Text>
          <Group gap="xs">
            <Button
              variant="default"
              size="xs"
              leftSection={<IconDownload size={14} aria-hidden />}
              loading={downloading}
              onClick={() => void download(file)}
            >
              {t("supplierLocations.files.downloadDocument")}
            </Button>
            {file.status === "COMPLETED" ? (
              <Button component={Link} to="/supplier/locations" variant="light" size="xs">
                {t("supplierLocations.files.viewRows")}
              </Button>
            ) : null}
          </Group>
          {isRunning(file) ? <Alert color="blue">{t("supplierLocations.files.running")}</Alert> : null}
          {file.status === "ERROR" ? <ErrorReport file={file} /> : null}
          <SimpleGrid cols={{ base: 3, sm: 6 }} spacing="xs" data-testid="supplier-file-counts">
            <Count label={t("supplierLocations.files.total")} value={file.totalRows} />
            {COUNTS.map((count) => (
              <Count key={count} label={t(`supplierLocations.mapping.${count}`)} value={file.counts[count]} />
            ))}
          </SimpleGrid>
        </Stack>
      )}
    </Drawer>
  );
};

const Count = ({ label, value }: { label: string; value: number }) => (
  <Stack gap={0}>
    <Text size="xs" c="dimmed">
      {label}
    </Text>
    <Text fw={700}>{value}</Text>
  </Stack>
);
