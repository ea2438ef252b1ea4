import { readFileSync } from "node:fs";
import path from "node:path";
import { parse } from "yaml";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type JsonSchema = Record<string, any>;

/** `x-access` as adapters/http/openapi.ts renders it from the route contract. */
export type DeclaredAccess =
  | { readonly kind: "public" }
  | {
      readonly kind: "user";
      readonly userTypes?: readonly string[];
      readonly permissions?: readonly string[] | "any";
    };

export interface Parameter {
  readonly name: string;
  readonly in: "path" | "query";
  readonly required: boolean;
  readonly schema: JsonSchema;
}

/** One operation of openapi.yaml, with its schemas' references resolved. */
export interface Operation {
  readonly method: string;
  /** OpenAPI form, `{name}` parameters, without the /api prefix. */
  readonly path: string;
  readonly operationId: string;
  readonly access: DeclaredAccess;
  readonly pathParameters: readonly Parameter[];
  readonly queryParameters: readonly Parameter[];
  readonly jsonBody?: JsonSchema;
  readonly multipartBody?: JsonSchema;
  readonly signedDownload: boolean;
}

const SPEC_FILE = path.resolve(import.meta.dirname, "../../../openapi.yaml");

/** Replaces every `$ref` with its component (the API's schemas are not recursive). */
const resolve = (value: unknown, components: Record<string, JsonSchema>): unknown => {
  if (Array.isArray(value)) return value.map((item) => resolve(item, components));
  if (value && typeof value === "object") {
    const ref = (value as JsonSchema).$ref;
    if (typeof ref === "string") return resolve(components[ref.split("/").pop() as string], components);
    return Object.fromEntries(
      Object.entries(value as JsonSchema).map(([key, item]) => [key, resolve(item, components)]),
    );
  }
  return value;
};

/**
 * Every operation of the committed openapi.yaml (which `npm run check:generated` keeps equal to the route
 * contracts), so a call added by any later change is in the generated tests without anyone listing it.
 */
export const loadOperations = (): Operation[] => {
  const document = parse(readFileSync(SPEC_FILE, "utf8")) as JsonSchema;
  const components = document.components.schemas as Record<string, JsonSchema>;
  const operations: Operation[] = [];
  for (const [pathName, methods] of Object.entries(document.paths as Record<string, JsonSchema>)) {
    for (const [method, raw] of Object.entries(methods)) {
      const operation = resolve(raw, components) as JsonSchema;
      const access = operation["x-access"] as DeclaredAccess | undefined;
      if (!access) throw new Error(`${method.toUpperCase()} ${pathName} has no x-access in openapi.yaml`);
      const parameters = (operation.parameters ?? []) as Parameter[];
      const content = (operation.requestBody?.content ?? {}) as JsonSchema;
      operations.push({
        method: method.toUpperCase(),
        path: pathName,
        operationId: operation.operationId,
        access,
        pathParameters: parameters.filter((p) => p.in === "path"),
        queryParameters: parameters.filter((p) => p.in === "query"),
        jsonBody: content["application/json"]?.schema,
        multipartBody: content["multipart/form-data"]?.schema,
        signedDownload: operation["x-signed-download"] === true,
      });
    }
  }
  return operations;
};

/** Percent-encodes a segment; text that is not valid UTF-16 (lone surrogates) goes as its UTF-8 bytes. */
const encodeSegment = (value: string): string => {
  try {
    return encodeURIComponent(value);
  } catch {
    return [...Buffer.from(value, "utf8")].map((byte) => `%${byte.toString(16).padStart(2, "0")}`).join("");
  }
};

/**
 * Fills `{name}` placeholders, each value URL-encoded as one segment; `raw` inserts the values as they are
 * (already-encoded bytes, slashes, dots), as a hostile client could.
 */
export const fillPath = (template: string, values: Readonly<Record<string, string>>, raw = false): string =>
  template.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`no value for {${name}} in ${template}`);
    return raw ? value : encodeSegment(value);
  });

export const describeOperation = (operation: Operation): string =>
  `${operation.method} ${operation.path} (${operation.operationId})`;
