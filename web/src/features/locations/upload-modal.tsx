import { useState } from "react";
import { Alert, Button, FileInput, Group, Modal, Select, Stack } from "@mantine/core";
import { IconUpload } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { isApiError } from "../../api/api-error.ts";
import {
  uploadLocationFile,
  type LocationJob,
  type LocationSupplier,
} from "../../api/location-preprocessor-api.ts";
import { notifySuccess } from "../../shell/notify.ts";

interface Props {
  readonly suppliers: readonly LocationSupplier[];
  readonly onClose: () => void;
  readonly onUploaded: (job: LocationJob) => void;
}

const ACCEPTED = /\.(csv|xlsx)$/i;

/**
 * Supplier and file, then a multipart POST. Only the name is checked here; the server checks the content
 * (a PNG renamed .csv) and the size (413), and its words are shown as they come.
 */
export const UploadModal = ({ suppliers, onClose, onUploaded }: Props) => {
  const { t } = useTranslation();
  const [supplierId, setSupplierId] = useState<string | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<{ supplier?: string; file?: string }>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const validate = (): boolean => {
    const next = {
      ...(supplierId === null ? { supplier: t("preprocessor.supplierRequired") } : {}),
      ...(file === null
        ? { file: t("preprocessor.fileRequired") }
        : ACCEPTED.test(file.name)
          ? {}
          : { file: t("preprocessor.fileType") }),
    };
    setErrors(next);
    return Object.keys(next).length === 0;
  };

  const submit = async (event: React.FormEvent): Promise<void> => {
    event.preventDefault();
    setServerError(null);
    if (!validate() || supplierId === null || file === null) return;
    setBusy(true);
    try {
      const { job, message } = await uploadLocationFile(supplierId, file);
      notifySuccess(message || t("preprocessor.uploaded", { name: job.fileName }));
      onUploaded(job);
    } catch (error) {
      // Stays in the modal so the operator can pick another file; field errors go under their field.
      const fields = isApiError(error) ? error.fieldErrors : undefined;
      const supplier = fields?.supplierId ?? fields?.supplierName;
      if (fields?.file !== undefined || supplier !== undefined) setErrors({ file: fields?.file, supplier });
      else setServerError(error instanceof Error ? error.message : t("errors.unknown"));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      opened
      onClose={onClose}
      title={t("preprocessor.uploadTitle")}
      centered
      closeButtonProps={{ "aria-label": t("preprocessor.close") }}
    >
      <form onSubmit={(event) => void submit(event)} noValidate data-testid="upload-form">
        <Stack>
          <Select
            label={t("preprocessor.supplier")}
            placeholder={t("preprocessor.supplierPlaceholder")}
            data={suppliers.map((supplier) => ({ value: supplier.id, label: supplier.name }))}
            value={supplierId}
            onChange={setSupplierId}
            searchable
            required
            error={errors.supplier}
            comboboxProps={{ withinPortal: true }}
            data-testid="upload-supplier"
            data-autofocus
          />
          <FileInput
            label={t("preprocessor.file")}
            placeholder={t("preprocessor.filePlaceholder")}
            description={t("preprocessor.fileHint")}
            accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            value={file}
            onChange={(next) => {
              setFile(next);
              setServerError(null);
            }}
            clearable
            clearButtonProps={{ "aria-label": t("preprocessor.clear") }}
            required
            error={errors.file}
            data-testid="upload-file"
          />
          {serverError !== null ? (
            <Alert color="red" role="alert" data-testid="upload-error">
              {serverError}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t("preprocessor.cancel")}
            </Button>
            <Button type="submit" loading={busy} leftSection={<IconUpload size={16} aria-hidden />}>
              {t("preprocessor.uploadSubmit")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
};
