/**
 * How the File Preview modal shows a file, from its name. Word, PowerPoint and Excel go through an
 * online office viewer in the original; this portal runs without internet, so they fall to "unsupported" like
 * any unknown format. CSV is read here as a table; a workbook is shown as a table only when the caller can
 * read it (a server's preview, passed as the file's `table`).
 */
export type PreviewKind = "image" | "pdf" | "text" | "table" | "video" | "unsupported";

const KINDS: Readonly<Record<string, PreviewKind>> = {
  png: "image",
  jpg: "image",
  jpeg: "image",
  gif: "image",
  bmp: "image",
  webp: "image",
  svg: "image",
  pdf: "pdf",
  txt: "text",
  csv: "table",
  log: "text",
  json: "text",
  xml: "text",
  md: "text",
  mp4: "video",
};

/** Lower-case extension without the dot; "" when the name has none. */
export const extensionOf = (name: string): string => {
  const base = name.split(/[\\/]/).pop() ?? "";
  const dot = base.lastIndexOf(".");
  return dot <= 0 || dot === base.length - 1 ? "" : base.slice(dot + 1).toLowerCase();
};

export const previewKindOf = (name: string): PreviewKind => KINDS[extensionOf(name)] ?? "unsupported";

/** Text files larger than this show their beginning only, so a big export cannot freeze the page. */
export const TEXT_PREVIEW_LIMIT = 512 * 1024;

/** Rows read for a table preview (the header and the rows after it). */
export const TABLE_PREVIEW_ROWS = 200;

/** Video preview width. */
export const VIDEO_PREVIEW_WIDTH = 1000;
