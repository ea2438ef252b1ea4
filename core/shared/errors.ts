import { Data } from "effect";

/**
 * The errors a use case may end in. They carry what a person needs to read, never HTTP details: the HTTP
 * adapter maps each tag to a status code in one table, and a tag without a mapping does not compile.
 */
export interface FieldError {
  readonly field: string;
  readonly message: string;
}

export class ValidationFailed extends Data.TaggedError("ValidationFailed")<{
  readonly message: string;
  readonly fields: readonly FieldError[];
}> {}

export class Unauthenticated extends Data.TaggedError("Unauthenticated")<{ readonly message: string }> {}

export class Forbidden extends Data.TaggedError("Forbidden")<{ readonly message: string }> {}

export class NotFound extends Data.TaggedError("NotFound")<{ readonly message: string }> {}

export class Conflict extends Data.TaggedError("Conflict")<{ readonly message: string }> {}

export class AccountLocked extends Data.TaggedError("AccountLocked")<{ readonly message: string }> {}

export class TooManyRequests extends Data.TaggedError("TooManyRequests")<{
  readonly message: string;
  readonly retryAfterSeconds: number;
}> {}

export class PayloadTooLarge extends Data.TaggedError("PayloadTooLarge")<{ readonly message: string }> {}

export type AppError =
  | ValidationFailed
  | Unauthenticated
  | Forbidden
  | NotFound
  | Conflict
  | AccountLocked
  | TooManyRequests
  | PayloadTooLarge;

export const APP_ERROR_TAGS = [
  "ValidationFailed",
  "Unauthenticated",
  "Forbidden",
  "NotFound",
  "Conflict",
  "AccountLocked",
  "TooManyRequests",
  "PayloadTooLarge",
] as const satisfies readonly AppError["_tag"][];

export const isAppError = (value: unknown): value is AppError =>
  typeof value === "object" &&
  value !== null &&
  "_tag" in value &&
  (APP_ERROR_TAGS as readonly string[]).includes((value as { _tag: string })._tag);

/** One field's failure as a ValidationFailed whose message is the field message itself. */
export const fieldFailure = (field: string, message: string): ValidationFailed =>
  new ValidationFailed({ message, fields: [{ field, message }] });
