import type { MatchResult, ShipToRow } from "#core/locations/matching/location-schemas.ts";
import type { LocationMatcher } from "#core/locations/matching/match-locations.ts";
import type { LocationRowEvent } from "./read-location-rows.ts";

export const RESULT_HEADER = ["location_id", "site_id", "score", "status", "reason"] as const;

const quote = (value: string): string => (/[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

/** One CSV line (with CRLF, as spreadsheets expect) of the result file. */
export const resultLine = (result: MatchResult): string =>
  [result.locationId, result.siteId ?? "", result.score.toFixed(3), result.status, result.reason]
    .map(quote)
    .join(",") + "\r\n";

export const resultHeaderLine = (): string => `${RESULT_HEADER.join(",")}\r\n`;

/** The result of one ship-to event: the matcher's decision, or "unmatched" naming why the row is invalid. */
export const resultOfEvent = (
  event: LocationRowEvent<ShipToRow>,
  matcher: Pick<LocationMatcher, "match">,
): MatchResult =>
  event.type === "row"
    ? matcher.match(event.value)
    : {
        locationId: event.id,
        score: 0,
        status: "unmatched",
        reason: `invalid row ${event.row}: ${event.column}: ${event.message}`,
        reasons: [],
      };
