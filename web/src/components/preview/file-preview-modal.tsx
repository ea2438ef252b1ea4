/**
 * "File Preview" modal: images inline, pdf and text embedded, CSV as a table (and a workbook when the caller
 * gives its rows as `table`), mp4 at width 1000, every other
 * format (Word, PowerPoint, Excel: the original's online viewer needs internet) "not supported". Each type except
 * pdf lists name, extension and size with a Download button. No source: danger toast "Nothing to download".
 *
 *   const [file, setFile] = useState<PreviewFile | null>(null);
 *   <Button onClick={() => setFile({ name: doc.fileName, size: doc.size, source: apiFileSource(`/files/${id}`) })}>
 *   <FilePreviewModal file={file} onClose={() => setFile(null)} />
 *
 * Keep `file` in state (not rebuilt on each render): a new source object fetches the file again.
 */
import { Button, Center, Group, Image, Loader, Modal, Stack, Text } from "@mantine/core";
import { IconDownload, IconExternalLink } from "@tabler/icons-react";
import { useEffect, useMemo, useRef } from "react";
import { useTranslation } from "react-i18next";
import { formatFileSize } from "#core/shared/validation/format.ts";
import { notifyDanger } from "../../shell/notify.ts";
import { extensionOf, previewKindOf, VIDEO_PREVIEW_WIDTH, type PreviewKind } from "./file-kind.ts";
import { csvTableSource, TablePreview, type TableSource } from "./table-preview.tsx";
import { TextPreview } from "./text-preview.tsx";
import { useFileUrl, type FileSource } from "./use-file-url.ts";

export interface PreviewFile {
  readonly name: string;
  /** Bytes; when absent, the size of the fetched blob is shown. */
  readonly size?: number;
  /** Missing or empty: the modal does not open and warns "Nothing to download". */
  readonly source?: FileSource | null;
  /** Rows to show as a table instead of reading the file here (e.g. a server's reading of a workbook). */
  readonly table?: TableSource;
}

export interface FilePreviewModalProps {
  /** The file to show; null closes the modal. */
  readonly file: PreviewFile | null;
  readonly onClose: () => void;
}

const hasSource = (file: PreviewFile): boolean => file.source != null && file.source !== "";

/** Saves through a temporary link, so blob: and data: URLs keep the file's own name. */
const saveAs = (url: string, name: string): void => {
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
};

const Body = ({
  kind,
  url,
  name,
  table,
}: {
  kind: PreviewKind;
  url: string;
  name: string;
  table: TableSource | undefined;
}) => {
  const { t } = useTranslation();
  switch (kind) {
    case "table":
      return <CsvOrGivenTable url={url} name={name} table={table} />;
    case "image":
      return <Image src={url} alt={name} fit="contain" mah="65vh" data-testid="preview-image" />;
    case "pdf":
      return (
        <iframe
          src={url}
          title={t("preview.document", { name })}
          style={{ width: "100%", height: "70vh", border: 0 }}
          data-testid="preview-pdf"
        />
      );
    case "text":
      return <TextPreview key={url} url={url} name={name} />;
    case "video":
      return (
        <video
          src={url}
          width={VIDEO_PREVIEW_WIDTH}
          controls
          aria-label={t("preview.video", { name })}
          data-testid="preview-video"
        />
      );
    case "unsupported":
      return (
        <Stack gap={4} py="md" data-testid="preview-unsupported">
          <Text>{t("file.notSupported")}</Text>
          <Text>{t("file.pleaseDownload")}</Text>
        </Stack>
      );
  }
};

/** The caller's rows when given, else the CSV file read here; one source per URL so it is read once. */
const CsvOrGivenTable = ({
  url,
  name,
  table,
}: {
  url: string;
  name: string;
  table: TableSource | undefined;
}) => {
  const source = useMemo(() => table ?? csvTableSource(url), [table, url]);
  return <TablePreview source={source} name={name} />;
};

export const FilePreviewModal = ({ file, onClose }: FilePreviewModalProps) => {
  const { t } = useTranslation();
  const missing = file !== null && !hasSource(file);
  const state = useFileUrl(file === null || missing ? null : file.source);

  // Once per file: React's development double effects would otherwise show the toast twice.
  const warned = useRef<PreviewFile | null>(null);
  useEffect(() => {
    if (file === null) warned.current = null;
    if (!missing || warned.current === file) return;
    warned.current = file;
    notifyDanger(t("list.nothingToDownload"));
    onClose();
  }, [missing, file, onClose, t]);

  const kind: PreviewKind = file?.table !== undefined ? "table" : previewKindOf(file?.name ?? "");
  const url = state.status === "ready" ? state.url : undefined;
  const size = file?.size ?? (state.status === "ready" ? state.blobSize : undefined);
  const need = (action: (target: string) => void) => () => {
    if (url === undefined || url === "") notifyDanger(t("list.nothingToDownload"));
    else action(url);
  };

  return (
    <Modal
      opened={file !== null && !missing}
      onClose={onClose}
      title={t("file.previewTitle")}
      size={kind === "video" ? VIDEO_PREVIEW_WIDTH + 64 : "xl"}
      centered
      closeButtonProps={{ "aria-label": t("shell.close") }}
      data-testid="file-preview"
    >
      {state.status === "loading" ? (
        <Center py="xl">
          <Loader size="sm" aria-label={t("app.loading")} />
        </Center>
      ) : state.status === "failed" ? (
        <Text c="red.8" py="md">
          {t("preview.loadFailed")}
        </Text>
      ) : url !== undefined && file !== null ? (
        <Body kind={kind} url={url} name={file.name} table={file.table} />
      ) : null}
      {file !== null && kind !== "pdf" ? (
        <Group justify="space-between" mt="md" wrap="wrap" data-testid="preview-details">
          <Group gap="lg">
            <Text size="sm">
              <b>{t("file.name")}:</b> {file.name}
            </Text>
            <Text size="sm">
              <b>{t("file.extension")}:</b> {extensionOf(file.name) || "-"}
            </Text>
            <Text size="sm">
              <b>{t("file.size")}:</b> {size === undefined ? "-" : formatFileSize(size)}
            </Text>
          </Group>
          <Group gap="xs">
            {kind !== "unsupported" ? (
              <Button
                variant="default"
                leftSection={<IconExternalLink size={16} aria-hidden />}
                onClick={need((target) => window.open(target, "_blank", "noopener"))}
                disabled={state.status === "loading"}
              >
                {t("file.view")}
              </Button>
            ) : null}
            <Button
              leftSection={<IconDownload size={16} aria-hidden />}
              onClick={need((target) => saveAs(target, file.name))}
              disabled={state.status === "loading"}
            >
              {t("file.download")}
            </Button>
          </Group>
        </Group>
      ) : null}
    </Modal>
  );
};
