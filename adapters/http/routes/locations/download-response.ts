import type { Download } from "#core/locations/preprocessor/job-files.ts";
import { NotFound } from "#core/shared/errors.ts";
import { PREPROCESSOR_MESSAGES } from "#core/locations/preprocessor/messages.ts";

/**
 * Content-Disposition for a user's file name: a plain-ASCII fallback without quotes or backslashes, and the
 * exact name in RFC 5987 form, so no name can break out of the header.
 */
export const contentDisposition = (fileName: string): string => {
  const fallback = fileName.replace(/[^\x20-\x7e]|["\\%]/g, "_") || "download";
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
};

/**
 * Streams a download. The first chunk is read before answering, so a file missing from the store is a 404
 * envelope rather than a broken 200.
 */
export const downloadResponse = async (download: Download): Promise<Response> => {
  const iterator = download.body[Symbol.asyncIterator]();
  let first: IteratorResult<Uint8Array>;
  try {
    first = await iterator.next();
  } catch {
    throw new NotFound(PREPROCESSOR_MESSAGES.say("fileGone", { fileName: download.fileName }));
  }
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      if (first.done) controller.close();
      else controller.enqueue(first.value);
    },
    async pull(controller) {
      if (first.done) return;
      const next = await iterator.next();
      if (next.done) controller.close();
      else controller.enqueue(next.value);
    },
    async cancel() {
      await iterator.return?.();
    },
  });
  const headers: Record<string, string> = {
    "content-type": download.contentType,
    "content-disposition": contentDisposition(download.fileName),
    "cache-control": "no-store",
  };
  if (download.size !== undefined) headers["content-length"] = String(download.size);
  return new Response(stream, { status: 200, headers });
};
