import { Schema } from "effect";
import type { Route, RouteAccess } from "./contract.ts";
import { ErrorEnvelope, envelopeOf } from "./envelope.ts";

type JsonObject = Record<string, unknown>;

const STATUS_TEXT: Record<number, string> = {
  400: "Invalid input: the envelope's m says what, error.fields says where",
  401: "Not signed in, or the access token expired",
  403: "Signed in but not allowed",
  404: "No such record for this user",
  409: "Conflicts with the current state",
  413: "Request too large",
  423: "Account locked",
  429: "Too many attempts; see Retry-After",
  500: "Unexpected server error (no internals are returned)",
};

const distinct = (members: readonly unknown[]): unknown[] => {
  const seen = new Set<string>();
  return members.filter((member) => {
    const key = JSON.stringify(member);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
};

/** Names of the components a value refers to. */
const refsIn = (value: unknown, into: Set<string>): Set<string> => {
  if (Array.isArray(value)) for (const item of value) refsIn(item, into);
  else if (value && typeof value === "object")
    for (const [key, item] of Object.entries(value as JsonObject)) {
      if (key === "$ref" && typeof item === "string") into.add(item.split("/").pop() as string);
      else refsIn(item, into);
    }
  return into;
};

/**
 * Query, path and upload-field Schemas are spread into parameters and form properties, so their named
 * definitions end up referenced by nobody; only components reachable from the paths are kept.
 */
const reachableComponents = (paths: unknown, components: JsonObject): JsonObject => {
  const keep = refsIn(paths, new Set<string>());
  const queue = [...keep];
  for (let name = queue.pop(); name !== undefined; name = queue.pop())
    for (const next of refsIn(components[name], new Set<string>()))
      if (!keep.has(next)) {
        keep.add(next);
        queue.push(next);
      }
  return Object.fromEntries(
    Object.entries(components)
      .filter(([name]) => keep.has(name))
      .sort(([a], [b]) => a.localeCompare(b)),
  );
};

/**
 * Who may call an operation, as the route contract declares it (`x-access`): the generated authorization
 * tests read their expected answers from here, so a new route is covered the moment it is declared.
 */
const accessExtension = (access: RouteAccess): JsonObject =>
  access.kind === "public"
    ? { kind: "public" }
    : {
        kind: "user",
        ...(access.userTypes ? { userTypes: [...access.userTypes] } : {}),
        ...(access.permissions === undefined
          ? {}
          : { permissions: access.permissions === "any" ? "any" : [...access.permissions] }),
      };

/**
 * Converts one Schema into an inline JSON Schema, moving its named definitions into the shared components.
 * effect writes references as #/$defs/Name; OpenAPI keeps them under #/components/schemas.
 */
const toJsonSchema = (schema: Schema.Top, components: JsonObject): JsonObject => {
  const document = Schema.toJsonSchemaDocument(schema) as {
    schema: JsonObject;
    definitions?: Record<string, JsonObject>;
  };
  const rewrite = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(rewrite);
    if (value && typeof value === "object") {
      const object = Object.fromEntries(
        Object.entries(value as JsonObject).map(([k, v]) =>
          k === "$ref" && typeof v === "string"
            ? [k, v.replace("#/$defs/", "#/components/schemas/")]
            : [k, rewrite(v)],
        ),
      );
      // effect marks every struct open. Our answers never carry keys beyond a struct's fields, and saying so
      // keeps the generated client and test types exact instead of open records. (Requests with extra keys
      // are still accepted; the extras are ignored.)
      if (object.type === "object" && object.properties && object.additionalProperties === true)
        object.additionalProperties = false;
      // effect writes `NullOr(optional(...))` as two identical null members; one says the same, and a linter
      // reads the repeat as an illogical composition.
      if (Array.isArray(object.anyOf)) object.anyOf = distinct(object.anyOf as unknown[]);
      return object;
    }
    return value;
  };
  for (const [name, definition] of Object.entries(document.definitions ?? {}))
    components[name] = rewrite(definition);
  return rewrite(document.schema) as JsonObject;
};

const parametersOf = (schema: Schema.Top | undefined, location: "path" | "query", components: JsonObject) => {
  if (!schema) return [];
  const json = toJsonSchema(schema, components);
  const resolved = (
    typeof json.$ref === "string" ? components[json.$ref.split("/").pop() as string] : json
  ) as JsonObject;
  const properties = (resolved.properties ?? {}) as Record<string, JsonObject>;
  const required = new Set((resolved.required as string[] | undefined) ?? []);
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: location,
    required: location === "path" || required.has(name),
    ...(property.description ? { description: property.description } : {}),
    schema: { ...property, description: undefined },
  }));
};

/** A multipart/form-data body: the text fields' Schema plus the file part as binary. */
const multipartBody = (
  upload: NonNullable<Route["contract"]["upload"]>,
  components: JsonObject,
): JsonObject => {
  const fields = toJsonSchema(upload.fields as Schema.Top, components);
  const resolved = (
    typeof fields.$ref === "string" ? components[fields.$ref.split("/").pop() as string] : fields
  ) as JsonObject;
  return {
    required: true,
    content: {
      "multipart/form-data": {
        schema: {
          type: "object",
          properties: {
            ...((resolved.properties as JsonObject | undefined) ?? {}),
            [upload.fileField]: { type: "string", format: "binary" },
          },
          required: [...((resolved.required as string[] | undefined) ?? []), upload.fileField],
        },
      },
    },
  };
};

/** The OpenAPI 3.1 document of the API, rendered from the route contracts (the only source of truth). */
export const renderOpenApi = (routes: readonly Route[], version: string): JsonObject => {
  const components: JsonObject = { ErrorEnvelope: undefined };
  const paths: Record<string, Record<string, JsonObject>> = {};
  for (const { contract } of routes) {
    const errorStatuses = new Set<number>([400, 500, ...(contract.errors ?? [])]);
    if (contract.access.kind === "user") {
      errorStatuses.add(401);
      errorStatuses.add(403);
    }
    const responses: Record<string, JsonObject> = {
      "200": contract.binary
        ? {
            description: "The file (Content-Disposition names it)",
            content: Object.fromEntries(
              contract.binary.contentTypes.map((type) => [
                type,
                { schema: { type: "string", format: "binary" } },
              ]),
            ),
          }
        : {
            description: contract.successMessage ? `Success: "${contract.successMessage}"` : "Success",
            content: {
              "application/json": { schema: toJsonSchema(envelopeOf(contract.response), components) },
            },
          },
    };
    if (contract.redirect) {
      // A browser navigation (single sign-on): the answer is a redirect, never the envelope.
      delete responses["200"];
      responses["302"] = {
        description: contract.redirect,
        headers: { Location: { schema: { type: "string", format: "uri" } } },
      };
    }
    for (const status of [...errorStatuses].sort()) {
      responses[String(status)] = {
        description: STATUS_TEXT[status] ?? "Error",
        content: { "application/json": { schema: { $ref: "#/components/schemas/ErrorEnvelope" } } },
      };
    }
    const operation: JsonObject = {
      operationId: contract.operationId,
      tags: [contract.tag],
      summary: contract.summary,
      ...(contract.description ? { description: contract.description } : {}),
      parameters: [
        ...parametersOf(contract.params, "path", components),
        ...parametersOf(contract.query, "query", components),
      ],
      ...(contract.upload ? { requestBody: multipartBody(contract.upload, components) } : {}),
      ...(contract.body
        ? {
            requestBody: {
              required: true,
              content: { "application/json": { schema: toJsonSchema(contract.body, components) } },
            },
          }
        : {}),
      responses,
      ...(contract.access.kind === "user" ? { security: [{ bearer: [] }] } : { security: [] }),
      "x-access": accessExtension(contract.access),
      ...(contract.binary ? { "x-signed-download": true } : {}),
    };
    paths[contract.path] = { ...paths[contract.path], [contract.method]: operation };
  }
  toJsonSchema(ErrorEnvelope, components);
  const sortedPaths = Object.fromEntries(Object.entries(paths).sort(([a], [b]) => a.localeCompare(b)));
  return {
    openapi: "3.1.0",
    info: {
      title: "NotiSphere recall and supply-advisory portal API",
      version,
      description:
        "Every JSON answer is the envelope {ok, m, d, error}. Errors set ok to false, m to a message a person can read, and error.code to the error kind.",
      license: { name: "Proprietary", identifier: "LicenseRef-NotiSphere-Proprietary" },
    },
    servers: [{ url: "/api" }],
    paths: sortedPaths,
    components: {
      securitySchemes: { bearer: { type: "http", scheme: "bearer", bearerFormat: "JWT" } },
      schemas: reachableComponents(sortedPaths, components),
    },
  };
};
