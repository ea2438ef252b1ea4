import type { MatchStatus, ShipToRow } from "#core/locations/matching/location-schemas.ts";
import type { LoadedSites, MatcherSnapshot } from "#core/locations/matching/match-locations.ts";
import type { LocationRowEvent } from "../read-location-rows.ts";
import type { CsvRange } from "./split-csv-file.ts";

/** A known-sites row the reader could not use (reported, then skipped). */
export interface SkippedRow {
  readonly row: number;
  readonly column: string;
  readonly message: string;
}

/** What the matching thread is asked (see match-thread.ts); answers come in the same order. */
export type ThreadRequest =
  | {
      readonly type: "load";
      readonly path: string;
      /** The header record, read before the range when the range does not start the file. */
      readonly header: Uint8Array;
      readonly range: CsvRange;
      /** Physical lines of `header`: a row number up to this is the header's own, in every part. */
      readonly headerLines: number;
    }
  | { readonly type: "open"; readonly snapshot: MatcherSnapshot }
  | { readonly type: "match"; readonly batch: number; readonly events: LocationRowEvent<ShipToRow>[] };

export type ThreadAnswer =
  | {
      readonly type: "loaded";
      readonly loaded: LoadedSites;
      readonly count: number;
      /** Data rows read, the skipped ones included (the file must have one in some part). */
      readonly dataRows: number;
      /** The first skipped rows, for the operator; `skippedCount` counts them all. */
      readonly skipped: readonly SkippedRow[];
      readonly skippedCount: number;
    }
  | { readonly type: "opened" }
  | {
      readonly type: "matched";
      readonly batch: number;
      /** Result CSV lines of the batch, in its order. */
      readonly lines: string;
      readonly counts: Readonly<Record<MatchStatus, number>>;
    }
  | {
      readonly type: "failed";
      readonly message: string;
      /** Set when the file as a whole cannot be used (LocationFileError), to exit as bad input. */
      readonly fileError?: { readonly file: string; readonly row?: number; readonly column?: string };
    };
