import i18next from "i18next";
import { APP_VERSION } from "../app-version.ts";
import { getTokens, setTokens, type TokenRecord } from "../session/token-store.ts";
import { ApiError, readErrorDetails } from "./api-error.ts";
import { flagAuthError, requestEnded, requestStarted, serverVersion } from "./api-events.ts";

/** Every call goes through here: the generated orval hooks and functions use it as their mutator. */
export const API_BASE = "/api";

export interface Envelope {
  ok?: boolean;
  m?: string;
  d?: unknown;
  error?: unknown;
}

const timeZone = (): string => {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return "UTC";
  }
};

/** The screen's language: the server writes its messages (`m`, field messages) in it. */
const language = (): string | undefined => i18next.resolvedLanguage ?? i18next.language;

const buildHeaders = (options: RequestInit, token: string | undefined): Headers => {
  const headers = new Headers(options.headers);
  if (token !== undefined) headers.set("Authorization", `Bearer ${token}`);
  const current = language();
  if (current && !headers.has("Accept-Language")) headers.set("Accept-Language", current);
  headers.set("LocalTimeZone", timeZone());
  headers.set("Cache-Control", "no-cache");
  if (options.body !== undefined && !(options.body instanceof FormData) && !headers.has("Content-Type")) {
    headers.set("Content-Type", "application/json");
  }
  return headers;
};

const readEnvelope = async (response: Response): Promise<Envelope | null> => {
  const text = await response.text();
  if (text === "") return null;
  try {
    return JSON.parse(text) as Envelope;
  } catch {
    return null;
  }
};

let refreshing: Promise<TokenRecord | null> | null = null;

/** One refresh at a time: parallel 401s wait for the same new token pair instead of racing. */
const refreshTokens = (): Promise<TokenRecord | null> => {
  const tokens = getTokens();
  if (tokens === null) return Promise.resolve(null);
  refreshing ??= (async () => {
    try {
      const response = await fetch(`${API_BASE}/auth/refreshtoken`, {
        method: "POST",
        headers: buildHeaders({ body: "" }, undefined),
        body: JSON.stringify(tokens),
      });
      const envelope = await readEnvelope(response);
      const d = envelope?.d as Partial<TokenRecord> | undefined;
      if (!response.ok || envelope?.ok !== true || !d?.access_token || !d.refresh_token) return null;
      const next = { access_token: d.access_token, refresh_token: d.refresh_token };
      setTokens(next);
      return next;
    } catch {
      return null;
    } finally {
      refreshing = null;
    }
  })();
  return refreshing;
};

/** Exposed for the 10-second session check, which refreshes ahead of expiry. */
export const refreshSession = refreshTokens;

const isAuthCall = (url: string): boolean => url.startsWith("/auth/");

const send = (url: string, options: RequestInit, token: string | undefined): Promise<Response> =>
  fetch(`${API_BASE}${url}`, { ...options, headers: buildHeaders(options, token) });

const noteVersion = (response: Response, method: string): void => {
  const version = response.headers.get("app-version");
  // Only GET answers count, as in the original client; the shell decides whether the page is exempt.
  if (version !== null && method === "GET" && version !== APP_VERSION) serverVersion.set(version);
};

const failAuth = (message: string): never => {
  setTokens(null);
  flagAuthError();
  throw new ApiError(401, message);
};

/**
 * Requests sent with this header are left out of the page-wide loading indicator (grid blocks show their
 * own "Loading..."); the header is removed before the request leaves the browser.
 */
export const QUIET_HEADER = "x-portal-quiet";
export const quiet = (options: RequestInit = {}): RequestInit => {
  const headers = new Headers(options.headers);
  headers.set(QUIET_HEADER, "1");
  return { ...options, headers };
};

/** Raw response with auth, refresh-and-retry-once, version check and the in-flight count; for downloads too. */
export const apiRequest = async (url: string, init: RequestInit = {}): Promise<Response> => {
  const headers = new Headers(init.headers);
  const isQuiet = headers.has(QUIET_HEADER);
  headers.delete(QUIET_HEADER);
  const options = { ...init, headers };
  const method = (options.method ?? "GET").toUpperCase();
  if (!isQuiet) requestStarted();
  try {
    let response = await send(url, options, getTokens()?.access_token);
    if (response.status === 401 && !isAuthCall(url)) {
      if (getTokens() === null) failAuth("Operation canceled.");
      const refreshed = await refreshTokens();
      if (refreshed === null) failAuth("Unauthorized");
      response = await send(url, options, refreshed?.access_token);
      if (response.status === 401) failAuth("Unauthorized");
    }
    noteVersion(response, method);
    return response;
  } finally {
    if (!isQuiet) requestEnded();
  }
};

const unwrap = async <T>(response: Response): Promise<T> => {
  const envelope = await readEnvelope(response);
  if (response.ok && envelope?.ok === true) return envelope as T;
  const details = readErrorDetails(envelope?.error);
  const message = envelope?.m || (response.ok ? "Unknown error" : response.statusText || "Unknown error");
  const retryAfter = Number(response.headers.get("retry-after") ?? "");
  throw new ApiError(
    response.status,
    message,
    details.fieldErrors,
    details.code,
    Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : undefined,
  );
};

/**
 * The orval mutator (web/API-NOTES.md): resolves with the whole envelope when ok is true, so screens can show
 * the server's message m; throws ApiError with the envelope's words otherwise.
 */
export const apiFetch = async <T>(url: string, options: RequestInit = {}): Promise<T> =>
  unwrap<T>(await apiRequest(url, options));

export const jsonBody = (body: unknown): RequestInit => ({ body: JSON.stringify(body) });
