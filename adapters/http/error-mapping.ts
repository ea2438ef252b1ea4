import type { ContentfulStatusCode } from "hono/utils/http-status";
import { isAppError, type AppError } from "#core/shared/errors.ts";
import { TransitionRefused } from "#core/shared/machine/machine.ts";
import { failure, type Envelope } from "./envelope.ts";

/** The one table from error tag to HTTP status. A new tag in AppError without a row here does not compile. */
export const STATUS_OF_ERROR: { readonly [Tag in AppError["_tag"]]: ContentfulStatusCode } = {
  ValidationFailed: 400,
  Unauthenticated: 401,
  Forbidden: 403,
  NotFound: 404,
  Conflict: 409,
  PayloadTooLarge: 413,
  AccountLocked: 423,
  TooManyRequests: 429,
};

/** A lifecycle refusal that a use case did not turn into its own message: the record's state forbids the event. */
export const TRANSITION_REFUSED_MESSAGE = "This action is not possible in the record's current state";

export const INTERNAL_ERROR_MESSAGE = "Something went wrong on our side. Please try again.";

/** Turns anything thrown by a handler into a status and an envelope; unknown errors never leak internals. */
export const toErrorResponse = (
  error: unknown,
): { status: ContentfulStatusCode; body: Envelope<never>; retryAfter?: number } => {
  if (error instanceof TransitionRefused)
    return { status: 409, body: failure(TRANSITION_REFUSED_MESSAGE, { code: error._tag }) };
  if (!isAppError(error)) return { status: 500, body: failure(INTERNAL_ERROR_MESSAGE, { code: "INTERNAL" }) };
  const status = STATUS_OF_ERROR[error._tag];
  switch (error._tag) {
    case "ValidationFailed":
      return { status, body: failure(error.message, { code: error._tag, fields: error.fields }) };
    case "TooManyRequests":
      return {
        status,
        body: failure(error.message, { code: error._tag, retryAfterSeconds: error.retryAfterSeconds }),
        retryAfter: error.retryAfterSeconds,
      };
    default:
      return { status, body: failure(error.message, { code: error._tag }) };
  }
};
