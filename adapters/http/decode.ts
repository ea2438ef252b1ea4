import { Result, Schema, SchemaIssue } from "effect";
import { ValidationFailed, type FieldError } from "../../core/shared/errors.ts";
import { VALIDATION_MESSAGES } from "../../core/validation/messages.ts";

const formatter = SchemaIssue.makeFormatterStandardSchemaV1();

/** A missing key is the spec's "Field required"; other messages come from the Schema checks as written. */
const readable = (message: string): string =>
  message === "Missing key" ? VALIDATION_MESSAGES.required : message;

/**
 * Decodes request input with a Schema. All problems are collected so a form can show every field at once;
 * the envelope's `m` is the first one, prefixed by its field.
 */
export const decodeInput = <T>(
  schema: Schema.Codec<T, unknown, never, never>,
  input: unknown,
  where: string,
): T => {
  const result = Schema.decodeUnknownResult(schema)(input, { errors: "all", onExcessProperty: "ignore" });
  if (Result.isSuccess(result)) return result.success;
  const fields: FieldError[] = formatter(result.failure.issue).issues.map((issue) => ({
    field:
      issue.path
        ?.map((p) => String(typeof p === "object" && p !== null && "key" in p ? p.key : p))
        .join(".") || where,
    message: readable(issue.message),
  }));
  const [first] = fields;
  throw new ValidationFailed({
    message: first
      ? first.field === where
        ? first.message
        : `${first.field}: ${first.message}`
      : `Invalid ${where}`,
    fields,
  });
};
