/** An API call that failed: HTTP status, the envelope's message (m) and, when the server sent them, field errors. */
export class ApiError extends Error {
  readonly status: number;
  readonly fieldErrors: Readonly<Record<string, string>> | undefined;
  readonly code: string | undefined;
  /** From a 429's Retry-After header: how long the server refuses the same call. */
  readonly retryAfterSeconds: number | undefined;

  constructor(
    status: number,
    message: string,
    fieldErrors?: Record<string, string>,
    code?: string,
    retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = "ApiError";
    this.status = status;
    this.fieldErrors = fieldErrors;
    this.code = code;
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

export const isApiError = (value: unknown): value is ApiError => value instanceof ApiError;

/** Reads the envelope's error member: `{code, fields}` or a plain field map; anything else is ignored. */
export const readErrorDetails = (error: unknown): { code?: string; fieldErrors?: Record<string, string> } => {
  if (error === null || typeof error !== "object") return {};
  const record = error as Record<string, unknown>;
  const code = typeof record.code === "string" ? record.code : undefined;
  const source = (record.fields ??
    record.fieldErrors ??
    (code === undefined ? record : undefined)) as unknown;
  const fieldErrors: Record<string, string> = {};
  if (Array.isArray(source)) {
    // The server's form: [{field, message}]; the first message per field wins, as under a form field.
    for (const entry of source as Array<{ field?: unknown; message?: unknown }>) {
      if (typeof entry?.field === "string" && typeof entry.message === "string") {
        fieldErrors[entry.field] ??= entry.message;
      }
    }
  } else if (source !== null && typeof source === "object") {
    for (const [key, value] of Object.entries(source as Record<string, unknown>)) {
      if (typeof value === "string") fieldErrors[key] = value;
      else if (Array.isArray(value) && typeof value[0] === "string") fieldErrors[key] = value[0];
    }
  }
  return {
    ...(code === undefined ? {} : { code }),
    ...(Object.keys(fieldErrors).length === 0 ? {} : { fieldErrors }),
  };
};
