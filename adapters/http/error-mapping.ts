import type { ContentfulStatusCode } from "hono/utils/http-status";
import { isAppError, type AppError, type FieldError } from "#core/shared/errors.ts";
import type { ServerLanguage } from "#core/shared/messages/language.ts";
import { COMMON_MESSAGES } from "#core/shared/messages/common-messages.ts";
import type { Said } from "#core/shared/messages/message.ts";
import { TransitionRefused } from "#core/shared/machine/machine.ts";
import { paramsIn, recognise, sayIn } from "#core/translations/server-messages.ts";
import { failure, type Envelope, type ErrorDetail } from "./envelope.ts";

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
export const TRANSITION_REFUSED_MESSAGE = COMMON_MESSAGES.texts.transitionRefused;

export const INTERNAL_ERROR_MESSAGE = COMMON_MESSAGES.texts.internalError;

/** An envelope's failure: `m` in the language, with the message's key and values beside the error's kind. */
export const failureIn = (
  language: ServerLanguage,
  said: Said,
  detail: Omit<ErrorDetail, "messageKey" | "params">,
): Envelope<never> => {
  const known = recognise(said);
  const params = paramsIn(language, known.params);
  return failure(sayIn(language, known), {
    ...detail,
    ...(known.code === undefined ? {} : { messageKey: known.code }),
    ...(params === undefined ? {} : { params }),
  });
};

const fieldIn = (language: ServerLanguage, field: FieldError) => {
  const known = recognise(field);
  return {
    field: field.field,
    message: sayIn(language, known),
    ...(known.code === undefined ? {} : { messageKey: known.code }),
  };
};

/**
 * Turns anything thrown by a handler into a status and an envelope whose words are in the request's language;
 * unknown errors never leak internals.
 */
export const toErrorResponse = (
  error: unknown,
  language: ServerLanguage = "en",
): { status: ContentfulStatusCode; body: Envelope<never>; retryAfter?: number } => {
  if (error instanceof TransitionRefused)
    return {
      status: 409,
      body: failureIn(language, COMMON_MESSAGES.say("transitionRefused"), { code: error._tag }),
    };
  if (!isAppError(error))
    return {
      status: 500,
      body: failureIn(language, COMMON_MESSAGES.say("internalError"), { code: "INTERNAL" }),
    };
  const status = STATUS_OF_ERROR[error._tag];
  switch (error._tag) {
    case "ValidationFailed":
      return {
        status,
        body: failureIn(language, error, {
          code: error._tag,
          fields: error.fields.map((field) => fieldIn(language, field)),
        }),
      };
    case "TooManyRequests":
      return {
        status,
        body: failureIn(language, error, { code: error._tag, retryAfterSeconds: error.retryAfterSeconds }),
        retryAfter: error.retryAfterSeconds,
      };
    default:
      return { status, body: failureIn(language, error, { code: error._tag }) };
  }
};
