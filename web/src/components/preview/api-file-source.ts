import { ApiError } from "../../api/api-error.ts";
import { apiRequest } from "../../api/fetcher.ts";
import type { FileSource } from "./use-file-url.ts";

/**
 * A preview source for a file behind the API: fetched with the user's Bearer token (and the refresh-and-retry of
 * apiRequest) when the modal opens; the modal turns the blob into a URL and revokes it on close.
 */
export const apiFileSource =
  (url: string): FileSource =>
  async () => {
    const response = await apiRequest(url, { method: "GET" });
    if (!response.ok) throw new ApiError(response.status, response.statusText || "Unknown error");
    return response.blob();
  };
