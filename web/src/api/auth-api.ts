import { createToken } from "./generated/auth/auth.ts";
import type { TokenRecord } from "../session/token-store.ts";

/**
 * The token answer of POST /auth/token typed as what it is: a token pair, or the choice of
 * login type when the user has several. The OpenAPI type cannot say "one or the other"; the other auth calls
 * are used as generated.
 */
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
