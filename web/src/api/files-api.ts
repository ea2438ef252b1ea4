import { createSignedDownloadUrl } from "./generated/files/files.ts";

/**
 * A short-lived link to a file download of the API (a path as the generated `get…Url` helpers give it). The
 * link needs no Authorization header, so the browser, a new tab or Excel can open it directly.
 */
export const signedDownloadUrl = async (apiPath: string): Promise<string> =>
  (await createSignedDownloadUrl({ path: apiPath })).d.url;

/**
 * Hands a file to the browser through a signed link: the browser itself downloads it (named by the server's
 * content-disposition), with no copy of the file held in the page's memory.
 */
export const openSignedDownload = async (apiPath: string): Promise<void> => {
  const link = document.createElement("a");
  link.href = await signedDownloadUrl(apiPath);
  link.download = "";
  link.rel = "noopener";
  document.body.append(link);
  link.click();
  link.remove();
};
