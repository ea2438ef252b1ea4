import { useState } from "react";
import { Alert, Stack, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { LocationJob } from "./location-jobs.ts";
import { SimpleTable, type SimpleColumn } from "../../components/table/simple-table.tsx";

type Entry = LocationJob["errorReport"][number] & { readonly key: string };

const PAGE_SIZE = 20;

/**
 * A failed job's message and its row report (row, column, message; the server keeps the first 1,000). The
 * report is already in hand, so it is paged here rather than on the server.
 */
export const ErrorReport = ({ job }: { job: LocationJob }) => {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const entries: Entry[] = job.errorReport.map((entry, index) => ({ ...entry, key: String(index) }));
  const columns: SimpleColumn<Entry>[] = [
    { key: "row", header: t("preprocessor.detail.reportRow"), width: 80 },
    { key: "column", header: t("preprocessor.detail.reportColumn"), width: 160 },
    { key: "message", header: t("preprocessor.detail.reportMessage") },
  ];
  return (
    <Stack gap="xs" data-testid="error-report">
      <Alert color="red" role="alert" title={t("preprocessor.detail.errorTitle")}>
        {job.errorMessage}
      </Alert>
      {entries.length > 0 ? (
        <>
          <Title order={3} size="h5">
            {t("preprocessor.detail.report")}
          </Title>
          <SimpleTable<Entry>
            label={t("preprocessor.detail.report")}
            columns={columns}
            rows={entries.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE)}
            total={entries.length}
            rowKey={(entry) => entry.key}
            page={page}
            pageSize={PAGE_SIZE}
            onPageChange={setPage}
            testId="error-report-table"
          />
        </>
      ) : null}
    </Stack>
  );
};
