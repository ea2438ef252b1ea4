import { Card, Stack, Text, Title } from "@mantine/core";
import dayjs from "dayjs";
import { useTranslation } from "react-i18next";
import type { VerificationMail } from "../../../api/generated/model/verificationMail.ts";
import { SimpleTable } from "../../../components/table/simple-table.tsx";
import { useClientTable } from "../../../components/table/use-client-table.ts";

const EMPTY: readonly VerificationMail[] = [];

/** Who was emailed (newest first) and each person's organisation-user status now. */
export const MailList = ({
  title,
  query,
  testId,
}: {
  title: string;
  query: {
    data?: { d: readonly VerificationMail[] };
    isFetching: boolean;
    error: unknown;
    refetch: () => unknown;
  };
  testId: string;
}) => {
  const { t } = useTranslation();
  const mails = query.data?.d ?? EMPTY;
  const table = useClientTable(mails, { pageSize: 10 });
  return (
    <Card withBorder padding="lg" component="section">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {title}
        </Title>
        {mails.length === 0 && !query.isFetching ? (
          <Text size="sm" c="dimmed">
            {t("contactInfo.noEmails")}
          </Text>
        ) : (
          <SimpleTable<VerificationMail>
            label={title}
            testId={testId}
            columns={[
              { key: "fullName", header: t("contactInfo.name"), sortable: true },
              { key: "email", header: t("contactInfo.email"), sortable: true },
              { key: "roleName", header: t("contactInfo.roleColumn") },
              {
                key: "sentAt",
                header: t("contactInfo.sentAt"),
                sortable: true,
                render: (row) => dayjs(row.sentAt).format("MM/DD/YYYY HH:mm"),
              },
              { key: "sentByName", header: t("contactInfo.sentBy") },
              {
                key: "status",
                header: t("contactInfo.status"),
                render: (row) => t(`status.organizationUser.${row.status}`),
              },
            ]}
            rows={table.rows}
            total={table.total}
            loading={query.isFetching}
            error={query.error}
            onRetry={() => void query.refetch()}
            rowKey={(row) => row.id}
            {...table.tableProps}
          />
        )}
      </Stack>
    </Card>
  );
};
