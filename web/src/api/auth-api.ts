import {
  createToken,
  logout,
  requestAccess as requestAccessCall,
  requestUnlockCode,
  restoreUser as restoreUserCall,
  verifyUnlockCode as verifyUnlockCodeCall,
} from "./generated/auth/auth.ts";
import type { TokenRecord } from "../session/token-store.ts";

/** Sign-in, unlock and reset calls (spec doc 1 §7), over the generated client; screens get plain data. */
export type LoginUserType = "NOTISPHERE" | "PROV" | "SUPP";

export interface LoginOption {
  readonly userType: LoginUserType;
  readonly organizations: ReadonlyArray<{ id: string; name: string }>;
}

export interface TokenAnswer extends TokenRecord {
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

type TokenOrChoice = TokenAnswer | LoginAsRequired;

export const requestToken = async (request: LoginRequest): Promise<TokenOrChoice> =>
  (await createToken({ client_id: "web-client", grant_type: "password", ...request }))
    .d as unknown as TokenOrChoice;

/**
 * Switch Accounts: the current refresh token buys a token pair for another membership of the same user, without
 * the password again (400 "You are not a member of the selected organization" otherwise). "0" is the operator.
 */
export const switchAccountToken = async (
  refreshToken: string,
  loginAs: LoginUserType,
  organizationId: string,
): Promise<TokenAnswer> =>
  (
    await createToken({
      client_id: "web-client",
      grant_type: "refresh_token",
      refresh_token: refreshToken,
      login_as: loginAs,
      login_as_org_id: organizationId,
    })
  ).d as unknown as TokenAnswer;

export const isLoginAsRequired = (answer: TokenOrChoice): answer is LoginAsRequired =>
  answer.login_as_required === true;

export const logoutCall = (refreshToken: string): Promise<unknown> => logout({ refresh_token: refreshToken });

export const sendUnlockCode = (email: string): Promise<unknown> => requestUnlockCode({ email });

export const verifyUnlockCode = async (email: string, code: string): Promise<{ reset_token: string }> =>
  (await verifyUnlockCodeCall({ email, code })).d;

export const restoreUser = (email: string, resetToken: string, password: string): Promise<unknown> =>
  restoreUserCall({ email, reset_token: resetToken, password });

/** The provider's Request Access button on the denial modal: mails the organisation's user administrators. */
export const requestAccess = (id: string, providerCommunicationId: string): Promise<unknown> =>
  requestAccessCall(id, providerCommunicationId);
