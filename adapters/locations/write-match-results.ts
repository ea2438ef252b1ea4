import type { MatchResult } from "#core/locations/matching/location-schemas.ts";

export const RESULT_HEADER = ["location_id", "site_id", "score", "status", "reason"] as const;

const quote = (value: string): string => (/[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

/** One CSV line (with CRLF, as spreadsheets expect) of the result file. */
export const resultLine = (result: MatchResult): string =>
  [result.locationId, result.siteId ?? "", result.score.toFixed(3), result.status, result.reason]
    .map(quote)
    .join(",") + "\r\n";

export const resultHeaderLine = (): string => `${RESULT_HEADER.join(",")}\r\n`;
