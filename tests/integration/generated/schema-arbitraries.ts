import fc from "fast-check";
import type { JsonSchema } from "./openapi-operations.ts";

export interface ValueOptions {
  /** Query strings cannot carry null: leave it out. */
  readonly forQuery?: boolean;
  /** Free strings of plain letters only, for requests about something else than input handling. */
  readonly plain?: boolean;
}

/** Values a schema allows. */
export const validValue = (
  schema: JsonSchema | undefined,
  options: ValueOptions = {},
): fc.Arbitrary<unknown> => {
  const { forQuery = false } = options;
  if (!schema || Object.keys(schema).length === 0) return fc.jsonValue({ maxDepth: 2 });
  const members = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined;
  if (members) {
    const usable = forQuery ? members.filter((member) => member.type !== "null") : members;
    return fc.oneof(...usable.map((member) => validValue(member, options)));
  }
  if (schema.enum) return fc.constantFrom(...(schema.enum as unknown[]));
  if ("const" in schema) return fc.constant(schema.const);
  switch (schema.type) {
    case "string":
      return stringFor(schema, options.plain === true);
    case "integer":
      return fc.integer({ min: schema.minimum ?? -1000, max: schema.maximum ?? 1000 });
    case "number":
      return fc.double({ min: schema.minimum ?? -1000, max: schema.maximum ?? 1000, noNaN: true });
    case "boolean":
      return fc.boolean();
    case "null":
      return fc.constant(null);
    case "array":
      return fc.array(validValue(schema.items, options), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 4, 4),
      });
    case "object":
      return objectFor(schema, options);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
};

const PLAIN = fc.constantFrom(..."abcdefghijklmnopqrstuvwxyz");

const stringFor = (schema: JsonSchema, plain: boolean): fc.Arbitrary<string> => {
  if (schema.format === "uuid") return fc.uuid();
  if (schema.format === "email") return fc.emailAddress();
  if (schema.format === "date-time") return fc.date({ noInvalidDate: true }).map((d) => d.toISOString());
  if (schema.format === "binary") return fc.string({ maxLength: 40 });
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.max(minLength, Math.min(schema.maxLength ?? 40, 40));
  return plain ? fc.string({ unit: PLAIN, minLength, maxLength }) : fc.string({ minLength, maxLength });
};

const objectFor = (schema: JsonSchema, options: ValueOptions): fc.Arbitrary<Record<string, unknown>> => {
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  return fc.record(
    Object.fromEntries(Object.entries(properties).map(([name, s]) => [name, validValue(s, options)])),
    { requiredKeys: (schema.required ?? []) as string[] },
  ) as fc.Arbitrary<Record<string, unknown>>;
};

/** A JSON body that validates against the operation's schema (as far as the schema says). */
export const validObject = (
  schema: JsonSchema | undefined,
  options: ValueOptions = {},
): fc.Arbitrary<Record<string, unknown>> =>
  schema ? (validValue(schema, options) as fc.Arbitrary<Record<string, unknown>>) : fc.constant({});

const MEGABYTE = 1024 * 1024;

/** Strings that have broken servers: size, NUL and control characters, odd Unicode, injections, paths. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    "x".repeat(MEGABYTE),
    "é".repeat(MEGABYTE / 2),
    "\u0000",
    "a\u0000b",
    "\u0001\u0008\u001b[31m\u007f",
    "\r\n\r\nX-Injected: 1",
    "\ud800",
    "\udfff\ud800",
    "\u202eevil",
    "\ufeff",
    "😀👨‍👩‍👧‍👦",
    "𝔘𝔫𝔦𝔠𝔬𝔡𝔢",
    "ﷺ",
    "' OR 1=1 --",
    "%00",
    "%",
    "%ZZ",
    "../../../../etc/passwd",
    "<script>alert(1)</script>",
    "{{7*7}}",
    "${jndi:ldap://x}",
    " ",
    "",
    "null",
    "[object Object]",
  ),
  fc.string({ unit: "binary", maxLength: 64 }),
  fc.string({ unit: fc.integer({ min: 0, max: 31 }).map((c) => String.fromCharCode(c)), maxLength: 8 }),
);

/** Numbers a page size, an index or an amount must refuse or clamp. */
export const hostileNumber: fc.Arbitrary<number | string> = fc.constantFrom(
  -1,
  0,
  -0,
  0.5,
  -2147483649,
  2147483648,
  Number.MAX_SAFE_INTEGER + 2,
  1e21,
  1e308,
  -1e308,
  "99999999999999999999999999",
  "-99999999999999999999999999",
  "1e400",
  "NaN",
  "Infinity",
  "0x10",
  "1_000",
  " 1",
);

/** A value of any wrong kind: hostile strings and numbers, null, booleans, arrays and objects. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileString,
  hostileNumber,
  fc.constantFrom(null, true, false, [], {}, [null], { $gt: "" }, JSON.parse('{"__proto__":{"admin":true}}')),
  fc.array(hostileString, { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 8 }), hostileString, { maxKeys: 3 }),
);

/** Path segments that are not the ids a route expects. */
export const hostileId: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    "not-a-uuid",
    "00000000-0000-0000-0000-000000000000",
    "ffffffff-ffff-ffff-ffff-ffffffffffff",
    "0193a6b0-0000-7000-8000-00000000000g",
    "0193A6B0-0000-7000-8000-000000000001",
    "{id}",
    "..",
    "%2e%2e",
    "a/b",
    "-1",
    "99999999999999999999",
    "x".repeat(10_000),
  ),
  hostileString.filter((s) => s.length > 0 && s.length < 100_000),
  fc.uuid(),
);

/** Bodies that are not JSON, or not the JSON the call expects. */
export const malformedJson: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    "{",
    "}",
    '{"a":}',
    "{'a':1}",
    "[1,2",
    "\u0000",
    "nul",
    "1e999999",
    '{"a":"\\ud800"}',
    '{"__proto__":{"polluted":true}}',
    "[".repeat(10_000),
    `{"a":${"[".repeat(5000)}${"]".repeat(5000)}}`,
  ),
  fc.string({ unit: "binary", maxLength: 64 }),
);

export const wrongContentType: fc.Arbitrary<string> = fc.constantFrom(
  "text/plain",
  "application/xml",
  "application/x-www-form-urlencoded",
  "multipart/form-data; boundary=nothing",
  "application/json; charset=utf-16",
  "",
  "application/octet-stream",
);
