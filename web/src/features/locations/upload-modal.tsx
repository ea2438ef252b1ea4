import { useState } from "react";
import { Alert, Button, FileInput, Group, Modal, Select, Stack } from "@mantine/core";
import { IconUpload } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { useFormSubmit } from "../../components/form/use-form-submit.ts";
import type { LocationJob, LocationSupplier } from "./location-jobs.ts";
import { useLocationWrites } from "./use-location-writes.ts";

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
  const writes = useLocationWrites();

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

  // On failure the modal stays open so the operator can pick another file; field errors go under their
  // field, anything else in the modal's error line.
  const { busy, onSubmit } = useFormSubmit({
    validate: () => {
      setServerError(null);
      return validate();
    },
    send: () => writes.upload(supplierId ?? "", file as File),
    success: ({ job, message }) => message || t("preprocessor.uploaded", { name: job.fileName }),
    onSuccess: ({ job }) => onUploaded(job),
    onFieldErrors: (fields) => {
      const supplier = fields.supplierId ?? fields.supplierName;
      if (fields.file === undefined && supplier === undefined) return false;
      setErrors({ file: fields.file, supplier });
      return true;
    },
    onError: (error) => setServerError(error instanceof Error ? error.message : t("errors.unknown")),
  });

  return (
    <Modal
      opened
      onClose={onClose}
      title={t("preprocessor.uploadTitle")}
      centered
      closeButtonProps={{ "aria-label": t("preprocessor.close") }}
    >
      <form onSubmit={onSubmit} noValidate data-testid="upload-form">
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
