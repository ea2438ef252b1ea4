import { Data } from "effect";
import type { MessageParams, Said } from "./messages/message.ts";

/**
 * The errors a use case may end in. They carry what a person needs to read, never HTTP details: the HTTP
 * adapter maps each tag to a status code in one table, and a tag without a mapping does not compile.
 * `message` is the English text; `code` and `params` (a message key of `core/translations/server-messages.ts`
 * and its values) let the adapter say it in the request's language. Build them with a message set's `say`.
 */
interface Wording {
  readonly message: string;
  readonly code?: string;
  readonly params?: MessageParams;
}

export interface FieldError extends Wording {
  readonly field: string;
}

export class ValidationFailed extends Data.TaggedError("ValidationFailed")<
  Wording & { readonly fields: readonly FieldError[] }
> {}

export class Unauthenticated extends Data.TaggedError("Unauthenticated")<Wording> {}

export class Forbidden extends Data.TaggedError("Forbidden")<Wording> {}

export class NotFound extends Data.TaggedError("NotFound")<Wording> {}

export class Conflict extends Data.TaggedError("Conflict")<Wording> {}

export class AccountLocked extends Data.TaggedError("AccountLocked")<Wording> {}

export class TooManyRequests extends Data.TaggedError("TooManyRequests")<
  Wording & { readonly retryAfterSeconds: number }
> {}

export class PayloadTooLarge extends Data.TaggedError("PayloadTooLarge")<Wording> {}

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
export const fieldFailure = (field: string, message: string | Said): ValidationFailed => {
  const said = typeof message === "string" ? { message } : message;
  return new ValidationFailed({ ...said, fields: [{ field, ...said }] });
};
