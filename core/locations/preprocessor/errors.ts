import { Data } from "effect";

/** A location file that cannot be processed at all (unreadable, empty, required columns missing). */
export class LocationFileRejected extends Data.TaggedError("LocationFileRejected")<{
  readonly fileName: string;
  readonly row?: number | undefined;
  readonly column?: string | undefined;
  readonly message: string;
}> {}
