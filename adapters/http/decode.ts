import { Result, Schema, SchemaIssue } from "effect";
import { ValidationFailed, type FieldError } from "#core/shared/errors.ts";
import { REQUEST_MESSAGES } from "#core/shared/messages/common-messages.ts";
import type { Said } from "#core/shared/messages/message.ts";
import { VALIDATION_MESSAGES } from "#core/shared/validation/messages.ts";

const formatter = SchemaIssue.makeFormatterStandardSchemaV1();

/** A missing key is the spec's "Field required"; other messages come from the Schema checks as written. */
const readable = (message: string): string =>
  message === "Missing key" ? VALIDATION_MESSAGES.required : message;

/** PostgreSQL text cannot hold U+0000: such a string would fail in the database as a 500, so it never gets that far. */
export const UNSTORABLE_CHARACTER = "\u0000";

/** JSON deeper than this is no form of ours; walking it further would overflow the stack (a 500). */
export const MAX_INPUT_DEPTH = 64;

/** At most this many problems are listed in one answer. */
export const MAX_REPORTED_FIELDS = 20;

export const unstorableMessage = (field: string): Said => REQUEST_MESSAGES.say("unstorable", { field });

/**
 * Every string (and object key) in raw input that PostgreSQL could not store, with its field path. Checked
 * before any Schema so no route, whatever its Schema, lets one through to SQL.
 */
const unstorableFields = (value: unknown, path: string, found: FieldError[], depth = 0): FieldError[] => {
  // A few fields are enough to say what is wrong; a huge body of bad strings must not get a huge answer.
  if (found.length >= MAX_REPORTED_FIELDS) return found;
  if (depth >= MAX_INPUT_DEPTH && value !== null && typeof value === "object") {
    found.push({
      field: path,
      ...REQUEST_MESSAGES.say("tooDeep", { field: path || "input", max: MAX_INPUT_DEPTH }),
    });
    return found;
  }
  if (typeof value === "string") {
    if (value.includes(UNSTORABLE_CHARACTER)) found.push({ field: path, ...unstorableMessage(path) });
  } else if (Array.isArray(value)) {
    value.forEach((item, index) =>
      unstorableFields(item, path ? `${path}.${index}` : String(index), found, depth + 1),
    );
  } else if (value !== null && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) {
      const field = path ? `${path}.${key}` : key;
      if (key.includes(UNSTORABLE_CHARACTER))
        found.push({
          field: field.replaceAll(UNSTORABLE_CHARACTER, "\\u0000"),
          ...REQUEST_MESSAGES.say("nameNotAllowed"),
        });
      else unstorableFields(item, field, found, depth + 1);
    }
  }
  return found;
};

/** The envelope's `m`: the first problem, prefixed by its field unless the message already starts with it. */
const summary = (fields: readonly FieldError[], where: string): Said => {
  const [first] = fields;
  if (!first) return REQUEST_MESSAGES.say("invalidPart", { where });
  const { field, ...problem } = first;
  if (field === where || problem.message.startsWith(`${field} `)) return problem;
  return REQUEST_MESSAGES.say("fieldProblem", { field, problem });
};

/** Each Schema's decoder, built on first use: building one walks the Schema, far more work than decoding. */
const decoders = new WeakMap<object, (input: unknown) => Result.Result<unknown, Schema.SchemaError>>();
const PARSE_OPTIONS = { errors: "all", onExcessProperty: "ignore" } as const;
const decoderOf = <T>(schema: Schema.Codec<T, unknown, never, never>) => {
  let decoder = decoders.get(schema);
  if (!decoder) {
    const decode = Schema.decodeUnknownResult(schema);
    decoder = (input) => decode(input, PARSE_OPTIONS);
    decoders.set(schema, decoder);
  }
  return decoder as (input: unknown) => Result.Result<T, Schema.SchemaError>;
};

/**
 * Plain functions that decode what a Schema decodes, for Schemas on every request's path (list queries). Such a
 * function returns undefined for any input it does not accept, and the Schema then decodes it and words the
 * refusal, so answers are the same either way.
 */
const validInputDecoders = new WeakMap<object, (input: unknown) => unknown>();

export const decodesValidInputWith = <T>(
  schema: Schema.Codec<T, unknown, never, never> | Schema.Top,
  decode: (input: unknown) => T | undefined,
): void => void validInputDecoders.set(schema, decode);

/**
 * Decodes request input with a Schema. All problems are collected so a form can show every field at once;
 * the envelope's `m` is the first one, prefixed by its field.
 */
export const decodeInput = <T>(
  schema: Schema.Codec<T, unknown, never, never>,
  input: unknown,
  where: string,
): T => {
  const unstorable = unstorableFields(input, "", []);
  if (unstorable.length > 0)
    throw new ValidationFailed({ ...summary(unstorable, where), fields: unstorable });
  const valid = validInputDecoders.get(schema)?.(input);
  if (valid !== undefined) return valid as T;
  const result = decoderOf(schema)(input);
  if (Result.isSuccess(result)) return result.success;
  const fields: FieldError[] = formatter(result.failure.issue).issues.map((issue) => ({
    field:
      issue.path
        ?.map((p) => String(typeof p === "object" && p !== null && "key" in p ? p.key : p))
        .join(".") || where,
    message: readable(issue.message),
  }));
  throw new ValidationFailed({ ...summary(fields, where), fields });
};
