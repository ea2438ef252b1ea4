import { Schema } from "effect";

/** The spec's response envelope: ok, m (message), d (data), error. */
export interface Envelope<T> {
  readonly ok: boolean;
  readonly m: string;
  readonly d: T | null;
  readonly error: ErrorDetail | null;
}

/**
 * `code` is the error's kind (its tag). `messageKey` and `params` name the message `m` says (a key of the
 * server's message catalogue and its values), so a client can react to it; `m` itself is already in the
 * request's language (`Accept-Language`, English by default). A field's `messageKey` does the same for it.
 */
export interface ErrorDetail {
  readonly code: string;
  readonly messageKey?: string;
  readonly params?: Readonly<Record<string, string>>;
  readonly fields?: ReadonlyArray<{
    readonly field: string;
    readonly message: string;
    readonly messageKey?: string;
  }>;
  readonly retryAfterSeconds?: number;
}

export const success = <T>(d: T, m = ""): Envelope<T> => ({ ok: true, m, d, error: null });
export const failure = (m: string, error: ErrorDetail): Envelope<never> => ({ ok: false, m, d: null, error });

export const ErrorDetailSchema = Schema.Struct({
  code: Schema.String,
  messageKey: Schema.optional(Schema.String),
  params: Schema.optional(Schema.Record(Schema.String, Schema.String)),
  fields: Schema.optional(
    Schema.Array(
      Schema.Struct({
        field: Schema.String,
        message: Schema.String,
        messageKey: Schema.optional(Schema.String),
      }),
    ),
  ),
  retryAfterSeconds: Schema.optional(Schema.Int),
}).annotate({ identifier: "ErrorDetail" });

export const envelopeOf = (data: Schema.Top) =>
  Schema.Struct({
    ok: Schema.Boolean,
    m: Schema.String,
    d: data,
    error: Schema.NullOr(ErrorDetailSchema),
  });

export const ErrorEnvelope = Schema.Struct({
  ok: Schema.Literal(false),
  m: Schema.String,
  d: Schema.Null,
  error: ErrorDetailSchema,
}).annotate({ identifier: "ErrorEnvelope" });
