import { apiRequest } from "../../api/fetcher.ts";

/** The file name from content-disposition when present, else the fallback. */
export const fileNameFrom = (header: string | null, fallback: string): string => {
  if (header === null) return fallback;
  const star = /filename\*=(?:UTF-8'')?([^;]+)/i.exec(header);
  if (star?.[1] !== undefined) return decodeURIComponent(star[1].trim().replace(/^"|"$/g, ""));
  const plain = /filename="?([^";]+)"?/i.exec(header);
  return plain?.[1]?.trim() ?? fallback;
};

/** Fetches a report with the user's token and hands it to the browser; false when there is nothing to save. */
export const downloadFile = async (url: string, fallbackName: string): Promise<boolean> => {
  const response = await apiRequest(url, { method: "GET" });
  if (!response.ok) return false;
  const blob = await response.blob();
  if (blob.size === 0) return false;
  const link = document.createElement("a");
  link.href = URL.createObjectURL(blob);
  link.download = fileNameFrom(response.headers.get("content-disposition"), fallbackName);
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
  return true;
};
