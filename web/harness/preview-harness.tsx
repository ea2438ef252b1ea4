import { useState } from "react";
import { Button, Group } from "@mantine/core";
import { FilePreviewModal, type PreviewFile } from "../src/components/preview/file-preview-modal.tsx";

/** A 16×16 blue PNG, so the image case needs no file on disk. */
const PNG_BASE64 =
  "iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAIAAACQkWg2AAAAFklEQVR4nGOQSzlBEmIY1TCqYfhqAADGmEoQckuN7wAAAABJRU5ErkJggg==";

const pngBlob = (): Blob =>
  new Blob([Uint8Array.from(atob(PNG_BASE64), (c) => c.charCodeAt(0))], { type: "image/png" });

const TEXT = "First line of the sample text file.\nSecond line.\n";

/** Each button opens the modal with one kind of source: fetched blobs, data: URLs, or nothing at all. */
const FILES: ReadonlyArray<{ label: string; file: PreviewFile }> = [
  // Function sources stand for apiFileSource(url): the modal creates the blob: URL and must revoke it.
  { label: "Image", file: { name: "sample-image.png", source: async () => pngBlob() } },
  {
    label: "Text file",
    file: { name: "notes.txt", source: async () => new Blob([TEXT], { type: "text/plain" }) },
  },
  {
    label: "CSV file",
    file: { name: "table.csv", size: 24, source: `data:text/csv,${encodeURIComponent("a,b\n1,2\n3,4\n")}` },
  },
  {
    label: "Word file",
    file: { name: "letter.docx", size: 2048, source: "data:application/octet-stream;base64,UEsDBA==" },
  },
  { label: "Missing URL", file: { name: "missing.pdf", source: null } },
];

export const PreviewHarness = () => {
  const [file, setFile] = useState<PreviewFile | null>(null);
  return (
    <>
      <Group>
        {FILES.map((entry) => (
          <Button key={entry.label} variant="default" onClick={() => setFile(entry.file)}>
            {entry.label}
          </Button>
        ))}
      </Group>
      <FilePreviewModal file={file} onClose={() => setFile(null)} />
    </>
  );
};
