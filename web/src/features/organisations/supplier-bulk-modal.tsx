import { useState } from "react";
import { Alert, Button, FileInput, Group, Modal, Stack, Table, Text } from "@mantine/core";
import { IconUpload } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { isApiError } from "../../api/api-error.ts";
import { useFormSubmit } from "../../components/form/use-form-submit.ts";
import { rowProblems, type RowProblem } from "./supplier-input.ts";
import { useSupplierWrites } from "./use-supplier-writes.ts";

const ACCEPTED = /\.(csv|xlsx)$/i;
const COLUMN_KEY: Readonly<Record<string, string>> = {
  name: "suppliers.name",
  supplierType: "suppliers.type",
  add1: "suppliers.add1",
  add2: "suppliers.add2",
  city: "suppliers.city",
  state: "suppliers.state",
  zip: "suppliers.zip",
  sso: "suppliers.sso",
  status: "suppliers.status",
};

/**
 * Bulk creation from a CSV or XLSX file, all or nothing: a refused file shows the server's message and every
 * problem by row and column, and the operator fixes the file and uploads it again.
 */
export const SupplierBulkModal = ({ onClose }: { readonly onClose: () => void }) => {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | undefined>(undefined);
  const [refusal, setRefusal] = useState<{ message: string; rows: RowProblem[] } | null>(null);
  const writes = useSupplierWrites();

  const { busy, onSubmit } = useFormSubmit({
    validate: () => {
      setRefusal(null);
      const problem =
        file === null
          ? t("suppliers.bulkFileRequired")
          : ACCEPTED.test(file.name)
            ? undefined
            : t("suppliers.bulkFileType");
      setFileError(problem);
      return problem === undefined;
    },
    send: () => writes.bulkCreate(file as File),
    success: (answer) => t("suppliers.bulkCreated", { count: answer.d.created }),
    onSuccess: onClose,
    onFieldErrors: (fields) => {
      if (fields.file !== undefined) {
        setFileError(fields.file);
        return true;
      }
      return false;
    },
    onError: (error) =>
      setRefusal({
        message: error instanceof Error ? error.message : t("errors.unknown"),
        rows: isApiError(error) ? rowProblems(error.fieldErrors) : [],
      }),
  });

  return (
    <Modal
      opened
      onClose={onClose}
      title={t("suppliers.bulkTitle")}
      size="lg"
      centered
      closeButtonProps={{ "aria-label": t("suppliers.close") }}
    >
      <form onSubmit={onSubmit} noValidate data-testid="bulk-form">
        <Stack>
          <Text size="sm">{t("suppliers.bulkHint")}</Text>
          <FileInput
            label={t("suppliers.bulkFile")}
            placeholder={t("suppliers.bulkFilePlaceholder")}
            accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            value={file}
            onChange={(next) => {
              setFile(next);
              setFileError(undefined);
              setRefusal(null);
            }}
            clearable
            clearButtonProps={{ "aria-label": t("suppliers.clear") }}
            required
            error={fileError}
            data-testid="bulk-file"
          />
          {refusal !== null ? (
            <Alert color="red" role="alert" data-testid="bulk-error">
              <Text size="sm" fw={600}>
                {refusal.message}
              </Text>
              {refusal.rows.length > 0 ? (
                <Table
                  mt="xs"
                  withTableBorder
                  striped
                  fz="sm"
                  aria-label={t("suppliers.bulkReport")}
                  data-testid="bulk-report"
                >
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t("suppliers.bulkRow")}</Table.Th>
                      <Table.Th>{t("suppliers.bulkColumn")}</Table.Th>
                      <Table.Th>{t("suppliers.bulkProblem")}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {refusal.rows.map((problem) => (
                      <Table.Tr key={`${problem.row}.${problem.column}`}>
                        <Table.Td>{problem.row}</Table.Td>
                        <Table.Td>
                          {t(COLUMN_KEY[problem.column] ?? problem.column, { defaultValue: problem.column })}
                        </Table.Td>
                        <Table.Td>{problem.message}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              ) : null}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t("suppliers.cancel")}
            </Button>
            <Button type="submit" loading={busy} leftSection={<IconUpload size={16} aria-hidden />}>
              {t("suppliers.bulkSubmit")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
};
