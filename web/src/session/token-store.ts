/** The token record kept in localStorage so a reload keeps the session (tokens and their claims). */
export interface TokenRecord {
  readonly access_token: string;
  readonly refresh_token: string;
}

export interface AccessClaims {
  readonly sub?: string;
  readonly exp?: number;
  readonly permission?: readonly string[];
  readonly allPermissionCount?: number;
  readonly role_name?: string;
  readonly org_id?: string;
  readonly user_type?: string;
}

export interface RefreshClaims {
  readonly exp?: number;
  readonly org_type?: string;
  readonly parentorg_type?: string;
}

const TOKEN_KEY = "token";
type Listener = () => void;
const listeners = new Set<Listener>();

const readStored = (): TokenRecord | null => {
  try {
    const raw = localStorage.getItem(TOKEN_KEY);
    if (raw === null) return null;
    const parsed = JSON.parse(raw) as Partial<TokenRecord>;
    return typeof parsed.access_token === "string" && typeof parsed.refresh_token === "string"
      ? { access_token: parsed.access_token, refresh_token: parsed.refresh_token }
      : null;
  } catch {
    return null;
  }
};

let current: TokenRecord | null = typeof localStorage === "undefined" ? null : readStored();

export const getTokens = (): TokenRecord | null => current;

export const setTokens = (tokens: TokenRecord | null): void => {
  current = tokens;
  if (tokens === null) localStorage.removeItem(TOKEN_KEY);
  else localStorage.setItem(TOKEN_KEY, JSON.stringify(tokens));
  for (const listener of listeners) listener();
};

export const subscribeTokens = (listener: Listener): (() => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Decodes a JWT payload without verifying it: the server verifies; the browser only reads exp and claims. */
export const decodeJwt = <T>(token: string | undefined): T | null => {
  const payload = token?.split(".")[1];
  if (payload === undefined) return null;
  try {
    const base64 = payload.replace(/-/g, "+").replace(/_/g, "/");
    const padded = base64 + "=".repeat((4 - (base64.length % 4)) % 4);
    const bytes = Uint8Array.from(atob(padded), (c) => c.charCodeAt(0));
    return JSON.parse(new TextDecoder().decode(bytes)) as T;
  } catch {
    return null;
  }
};

export const accessClaims = (): AccessClaims | null => decodeJwt<AccessClaims>(current?.access_token);
export const refreshClaims = (): RefreshClaims | null => decodeJwt<RefreshClaims>(current?.refresh_token);
