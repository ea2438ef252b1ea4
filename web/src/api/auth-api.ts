import { apiFetch, jsonBody } from "./fetcher.ts";
import type { TokenRecord } from "../session/token-store.ts";

/** Sign-in, unlock and reset calls (spec doc 1 §7). Typed by hand until the orval client covers them. */
export type LoginUserType = "NOTISPHERE" | "PROV" | "SUPP";

export interface LoginOption {
  readonly userType: LoginUserType;
  readonly organizations: ReadonlyArray<{ id: string; name: string }>;
}

export interface TokenAnswer extends TokenRecord {
  readonly token_type?: string;
  readonly expires_in?: number;
  readonly login_as_required?: undefined;
}

export interface LoginAsRequired {
  readonly login_as_required: true;
  readonly options: readonly LoginOption[];
}

export interface LoginRequest {
  readonly email: string;
  readonly password: string;
  readonly login_as?: LoginUserType;
  readonly login_as_org_id?: string;
}

export const requestToken = (request: LoginRequest): Promise<TokenAnswer | LoginAsRequired> =>
  apiFetch("/auth/token", {
    method: "POST",
    ...jsonBody({ client_id: "web-client", grant_type: "password", ...request }),
  });

export const isLoginAsRequired = (answer: TokenAnswer | LoginAsRequired): answer is LoginAsRequired =>
  answer.login_as_required === true;

export const logoutCall = (refreshToken: string): Promise<unknown> =>
  apiFetch("/auth/logout", { method: "POST", ...jsonBody({ refresh_token: refreshToken }) });

export const sendUnlockCode = (email: string): Promise<unknown> =>
  apiFetch("/auth/userlock", { method: "POST", ...jsonBody({ email }) });

export const verifyUnlockCode = (email: string, code: string): Promise<{ reset_token: string }> =>
  apiFetch("/auth/userlockotp", { method: "POST", ...jsonBody({ email, code }) });

export const restoreUser = (email: string, resetToken: string, password: string): Promise<unknown> =>
  apiFetch("/auth/restoreuser", {
    method: "POST",
    ...jsonBody({ email, reset_token: resetToken, password }),
  });

/** The provider's Request Access button on the denial modal (calls.tsv: GET /auth/request/{id}/access/{x}). */
export const requestAccess = (id: string, providerCommunicationId: string): Promise<unknown> =>
  apiFetch(`/auth/request/${encodeURIComponent(id)}/access/${encodeURIComponent(providerCommunicationId)}`, {
    method: "GET",
  });

/**
 * Switch Accounts: a new token pair for another membership, obtained with the refresh token so the user does
 * not type the password again (grant_type refresh_token plus login_as, doc 1 §3 login request fields).
 */
export const switchAccountToken = (
  refreshToken: string,
  loginAs: LoginUserType,
  organizationId: string,
): Promise<TokenAnswer | LoginAsRequired> =>
  apiFetch("/auth/token", {
    method: "POST",
    ...jsonBody({
      client_id: "web-client",
      grant_type: "refresh_token",
      refresh_token: refreshToken,
      login_as: loginAs,
      login_as_org_id: organizationId,
    }),
  });
