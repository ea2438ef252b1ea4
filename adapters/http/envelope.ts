import { Schema } from "effect";

/** The spec's response envelope: ok, m (message), d (data), error. */
export interface Envelope<T> {
  readonly ok: boolean;
  readonly m: string;
  readonly d: T | null;
  readonly error: ErrorDetail | null;
}

export interface ErrorDetail {
  readonly code: string;
  readonly fields?: ReadonlyArray<{ readonly field: string; readonly message: string }>;
  readonly retryAfterSeconds?: number;
}

export const success = <T>(d: T, m = ""): Envelope<T> => ({ ok: true, m, d, error: null });
export const failure = (m: string, error: ErrorDetail): Envelope<never> => ({ ok: false, m, d: null, error });

export const ErrorDetailSchema = Schema.Struct({
  code: Schema.String,
  fields: Schema.optional(Schema.Array(Schema.Struct({ field: Schema.String, message: Schema.String }))),
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
