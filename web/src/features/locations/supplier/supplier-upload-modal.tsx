import { useState } from "react";
import { Alert, Button, FileInput, Group, Modal, Stack } from "@mantine/core";
import { IconUpload } from "@tabler/icons-react";
import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useFormSubmit } from "../../../components/form/use-form-submit.ts";
import {
  getListSupplierLocationFilesQueryKey,
  useUploadSupplierLocationFile,
} from "../../../api/generated/supplier-locations/supplier-locations.ts";
import type { SupplierLocationFile } from "./supplier-location-api.ts";

const ACCEPTED = /\.(csv|xlsx)$/i;

interface Props {
  readonly onClose: () => void;
  readonly onUploaded: (file: SupplierLocationFile) => void;
}

/**
 * The supplier's own ship-to file (no supplier to choose: it is always the signed-in supplier's). Only the name
 * is checked here; the server checks the content and the size, and its words are shown as they come.
 */
export const SupplierUploadModal = ({ onClose, onUploaded }: Props) => {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | undefined>();
  const [serverError, setServerError] = useState<string | null>(null);
  const upload = useUploadSupplierLocationFile({
    mutation: {
      onSuccess: () =>
        void queryClient.invalidateQueries({ queryKey: getListSupplierLocationFilesQueryKey() }),
    },
  });

  const { busy, onSubmit } = useFormSubmit({
    validate: () => {
      setServerError(null);
      const problem =
        file === null
          ? t("supplierLocations.files.fileRequired")
          : ACCEPTED.test(file.name)
            ? undefined
            : t("supplierLocations.files.fileType");
      setFileError(problem);
      return problem === undefined;
    },
    send: async () => upload.mutateAsync({ data: { file: file as File } }),
    success: (answer) => answer.m || t("supplierLocations.files.uploaded", { name: answer.d.fileName }),
    onSuccess: (answer) => onUploaded(answer.d),
    onFieldErrors: (fields) => {
      if (fields.file === undefined) return false;
      setFileError(fields.file);
      return true;
    },
    onError: (error) => setServerError(error instanceof Error ? error.message : t("errors.unknown")),
  });

  return (
    <Modal
      opened
      onClose={onClose}
      title={t("supplierLocations.files.uploadTitle")}
      centered
      closeButtonProps={{ "aria-label": t("supplierLocations.files.close") }}
    >
      <form onSubmit={onSubmit} noValidate data-testid="supplier-upload-form">
        <Stack>
          <FileInput
            label={t("supplierLocations.files.file")}
            placeholder={t("supplierLocations.files.filePlaceholder")}
            description={t("supplierLocations.files.fileHint")}
            accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            value={file}
            onChange={(next) => {
              setFile(next);
              setServerError(null);
            }}
            required
            error={fileError}
            data-testid="supplier-upload-file"
            data-autofocus
          />
          {serverError !== null ? (
            <Alert color="red" role="alert" data-testid="supplier-upload-error">
              {serverError}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t("supplierLocations.files.cancel")}
            </Button>
            <Button type="submit" loading={busy} leftSection={<IconUpload size={16} aria-hidden />}>
              {t("supplierLocations.files.uploadSubmit")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
};
