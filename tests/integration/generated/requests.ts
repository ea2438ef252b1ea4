import type { Identity } from "./identities.ts";
import { fillPath, type Operation } from "./openapi-operations.ts";
import type { SentRequest } from "./portal-http.ts";

const SMALL_CSV = "Ship-to Name,Address,City,State,Zip\nGenerated Site,1 Main St,Springfield,IL,62701\n";

export interface RequestParts {
  readonly pathValues: Readonly<Record<string, string>>;
  readonly query?: Readonly<Record<string, unknown>>;
  /** A JSON value (sent as its text), or the raw text when `rawBody` is set. */
  readonly body?: unknown;
  readonly rawBody?: string;
  readonly contentType?: string;
  /** Multipart operations: the text fields; the file part is a small CSV unless `noFile`. */
  readonly fields?: Readonly<Record<string, unknown>>;
  readonly noFile?: boolean;
  /** Path values go into the URL unencoded. */
  readonly rawPath?: boolean;
}

const queryString = (query: Readonly<Record<string, unknown>> | undefined): string => {
  const entries = Object.entries(query ?? {}).filter(([, value]) => value !== undefined);
  if (entries.length === 0) return "";
  const params = new URLSearchParams();
  for (const [name, value] of entries)
    params.append(name, typeof value === "string" ? value : JSON.stringify(value));
  return `?${params.toString()}`;
};

/** One request of an operation as an identity sends it. */
export const requestFor = (operation: Operation, identity: Identity, parts: RequestParts): SentRequest => {
  const headers: Record<string, string> = {};
  if (identity.token) headers.authorization = `Bearer ${identity.token}`;
  const url = `${fillPath(operation.path, parts.pathValues, parts.rawPath)}${queryString(parts.query)}`;
  if (operation.multipartBody && parts.rawBody === undefined) {
    const form = new FormData();
    for (const [name, value] of Object.entries(parts.fields ?? {}))
      if (value !== undefined) form.append(name, typeof value === "string" ? value : JSON.stringify(value));
    if (!parts.noFile) form.set("file", new File([SMALL_CSV], "generated.csv", { type: "text/csv" }));
    if (parts.contentType !== undefined) headers["content-type"] = parts.contentType;
    return { method: operation.method, url, headers, body: form };
  }
  const text = parts.rawBody ?? (parts.body === undefined ? undefined : JSON.stringify(parts.body));
  if (text !== undefined) headers["content-type"] = parts.contentType ?? "application/json";
  return { method: operation.method, url, headers, ...(text === undefined ? {} : { body: text }) };
};
