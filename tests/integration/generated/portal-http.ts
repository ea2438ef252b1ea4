import type { Portal } from "../../../adapters/http/portal.ts";

/** One request as the generated tests send it, kept whole so a failure can print it exactly. */
export interface SentRequest {
  readonly method: string;
  /** Under /api, with the query. */
  readonly url: string;
  readonly headers: Readonly<Record<string, string>>;
  /** A JSON text, raw text, or a form (uploads). */
  readonly body?: string | FormData;
}

export interface Received {
  readonly status: number;
  readonly contentType: string;
  readonly text: string;
  readonly milliseconds: number;
}

/** Sends in-process through the Hono app; a request that takes longer than `timeoutMs` is a hang. */
export const send = async (portal: Portal, request: SentRequest, timeoutMs = 15_000): Promise<Received> => {
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  const hang = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
  });
  try {
    const response = await Promise.race([
      portal.app.request(`/api${request.url}`, {
        method: request.method,
        headers: request.headers,
        ...(request.body === undefined ? {} : { body: request.body }),
      }),
      hang,
    ]);
    const text = await Promise.race([response.text(), hang]);
    return {
      status: response.status,
      contentType: response.headers.get("content-type") ?? "",
      text,
      milliseconds: Math.round(performance.now() - started),
    };
  } finally {
    clearTimeout(timer);
  }
};

const clip = (text: string, max = 300): string =>
  text.length > max ? `${text.slice(0, max)}… (${text.length} characters)` : text;

const formEntries = (form: FormData): Array<[string, string]> => {
  const entries: Array<[string, string]> = [];
  form.forEach((value, name) =>
    entries.push([name, typeof value === "string" ? value : `<file ${value.name} ${value.size} B>`]),
  );
  return entries;
};

/** The request as one readable line (long values clipped, control characters escaped). */
export const showRequest = (request: SentRequest): string => {
  const body =
    request.body === undefined
      ? ""
      : request.body instanceof FormData
        ? ` form ${clip(JSON.stringify(formEntries(request.body)))}`
        : ` body ${clip(JSON.stringify(request.body))}`;
  const type = request.headers["content-type"] === undefined ? "" : ` [${request.headers["content-type"]}]`;
  return `${request.method} /api${clip(request.url, 200)}${type}${body}`;
};

export const showAnswer = (received: Received): string => `${received.status} ${clip(received.text, 400)}`;
