import { VALIDATION_MESSAGES } from "./messages.ts";

/** Upload rules: allowed file kinds and sizes. */
export type UploadKind = "image" | "document";

export const UPLOAD_EXTENSIONS: Record<UploadKind, readonly string[]> = {
  image: [".png", ".jpg"],
  // One part of the spec lists pdf, docx, xlsx, mp4; another, and its message, add png and jpg: the wider list wins.
  document: [".pdf", ".docx", ".xlsx", ".mp4", ".png", ".jpg"],
};

const TYPE_MESSAGE: Record<UploadKind, string> = {
  image: VALIDATION_MESSAGES.imageTypes,
  document: VALIDATION_MESSAGES.documentTypes,
};

export interface UploadCandidate {
  readonly name: string;
  readonly size: number;
}

/** The extension with its dot, lower-cased; empty when the name has none. */
export const extensionOf = (name: string): string => {
  const dot = name.lastIndexOf(".");
  return dot <= 0 || dot === name.length - 1 ? "" : name.slice(dot).toLowerCase();
};

/** One file's message, or undefined when it may be uploaded: a wrong type first, then an empty file. */
export const uploadFileError = (file: UploadCandidate, kind: UploadKind): string | undefined => {
  if (!UPLOAD_EXTENSIONS[kind].includes(extensionOf(file.name))) return TYPE_MESSAGE[kind];
  if (!(file.size > 0)) return VALIDATION_MESSAGES.emptyFile;
  return undefined;
};

export interface UploadCheck<F extends UploadCandidate> {
  readonly accepted: readonly F[];
  readonly refused: ReadonlyArray<{ readonly file: F; readonly message: string }>;
}

/**
 * Checks every selected file (the original checked only the first, so a .exe second in the selection went
 * through). Each file is judged on its own so the page can upload the good ones and name the rest.
 */
export const checkUploads = <F extends UploadCandidate>(
  files: readonly F[],
  kind: UploadKind,
): UploadCheck<F> => {
  const accepted: F[] = [];
  const refused: Array<{ file: F; message: string }> = [];
  for (const file of files) {
    const message = uploadFileError(file, kind);
    if (message === undefined) accepted.push(file);
    else refused.push({ file, message });
  }
  return { accepted, refused };
};

/** The first message for a selection, for forms that accept all files or none. */
export const uploadSelectionError = (
  files: readonly UploadCandidate[],
  kind: UploadKind,
): string | undefined => checkUploads(files, kind).refused[0]?.message;

/** Files the preview modal shows inline: images, video and pdf; others are downloaded. */
export const isViewableMimeType = (mimeType: string): boolean =>
  /^(image|video)\//i.test(mimeType) || mimeType.toLowerCase() === "application/pdf";
