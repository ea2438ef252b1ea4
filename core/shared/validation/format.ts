/** Display helpers shared by pages and exports. */

const UNITS = ["Bytes", "KB", "MB", "GB", "TB", "PB", "EB", "ZB", "YB"] as const;

/** Sizes step by 1024 up to YB, with at most two decimals (1536 → "1.5 KB"); beyond YB the number grows. */
export const formatFileSize = (bytes: number, decimals = 2): string => {
  if (!Number.isFinite(bytes) || bytes <= 0) return "0 Bytes";
  const index = Math.min(Math.max(Math.floor(Math.log(bytes) / Math.log(1024)), 0), UNITS.length - 1);
  return `${parseFloat((bytes / 1024 ** index).toFixed(Math.max(decimals, 0)))} ${UNITS[index]}`;
};

export const TRUNCATE_DEFAULT_LENGTH = 25;

/** Cuts text longer than `length` characters and marks the cut with an ellipsis. */
export const truncate = (text: string | null | undefined, length = TRUNCATE_DEFAULT_LENGTH): string => {
  const value = text ?? "";
  return value.length > length ? `${value.slice(0, length)}...` : value;
};

/** Search text is trimmed and URL-encoded before it is sent. */
export const encodeSearch = (text: string): string => encodeURIComponent(text.trim());

/** Links typed without a scheme open as http://. */
export const withHttp = (link: string): string => {
  const value = link.trim();
  return /^https?:\/\//i.test(value) ? value : `http://${value}`;
};

/** preventSpace inputs keep word characters only. */
export const stripNonWord = (text: string): string => text.replace(/\W/g, "");

/** Initials for avatars: the first two letters. */
export const initialsOf = (name: string): string => name.trim().slice(0, 2).toUpperCase();
