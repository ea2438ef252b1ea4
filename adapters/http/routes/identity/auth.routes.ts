import { Schema } from "effect";
import { AUTH_MESSAGES } from "#core/identity/auth/policy.ts";
import { route } from "./deps.ts";
import {
  signInHandler,
  refreshHandler,
  logoutHandler,
  requestCodeHandler,
  verifyCodeHandler,
  restoreUserHandler,
} from "./auth.handlers.ts";
import {
  CodeRequest,
  EmailRequest,
  LogoutRequest,
  RefreshRequest,
  ResetToken,
  RestoreRequest,
  TokenPair,
  TokenRequest,
  TokenResponse,
} from "./auth.schemas.ts";

const Nothing = Schema.Null;

export const authRoutes = [
  route(
    {
      method: "post",
      path: "/auth/token",
      operationId: "createToken",
      tag: "auth",
      summary: "Sign in (grant_type password) or refresh (grant_type refresh_token)",
      description:
        "A user with several memberships first gets login_as_required and the choices, then signs in again with login_as (NOTISPHERE, PROV or SUPP) and login_as_org_id (0 for the operator). Five wrong passwords lock the account (423). Attempts are rate limited per account and per client address (429 with Retry-After). Switch Accounts: grant_type refresh_token with login_as and login_as_org_id gives a token pair for another membership of the same user.",
      access: { kind: "public" },
      body: TokenRequest,
      response: TokenResponse,
      errors: [423, 429],
    },
    signInHandler,
  ),
  route(
    {
      method: "post",
      path: "/auth/refreshtoken",
      operationId: "refreshToken",
      tag: "auth",
      summary: "Exchange a refresh token for a new token pair (rotation)",
      description:
        "The presented refresh token is spent. Presenting a spent token again ends the whole session family.",
      access: { kind: "public" },
      body: RefreshRequest,
      response: TokenPair,
    },
    refreshHandler,
  ),
  route(
    {
      method: "post",
      path: "/auth/logout",
      operationId: "logout",
      tag: "auth",
      summary: "End the session of the given refresh token",
      access: { kind: "public" },
      body: LogoutRequest,
      response: Nothing,
      successMessage: "Signed out",
    },
    logoutHandler,
  ),
  route(
    {
      method: "post",
      path: "/auth/userlock",
      operationId: "requestUnlockCode",
      tag: "auth",
      summary: "Send a one-time code to the account's e-mail (unlock or forgotten password)",
      description: "Answers the same whether or not the account exists.",
      access: { kind: "public" },
      body: EmailRequest,
      response: Nothing,
      errors: [429],
      successMessage: AUTH_MESSAGES.codeSent,
    },
    requestCodeHandler,
  ),
  route(
    {
      method: "post",
      path: "/auth/userlockotp",
      operationId: "verifyUnlockCode",
      tag: "auth",
      summary: "Check the one-time code; returns a short-lived reset token",
      access: { kind: "public" },
      body: CodeRequest,
      response: ResetToken,
      errors: [429],
    },
    verifyCodeHandler,
  ),
  route(
    {
      method: "post",
      path: "/auth/restoreuser",
      operationId: "restoreUser",
      tag: "auth",
      summary: "Set a new password with the reset token; unlocks the account",
      access: { kind: "public" },
      body: RestoreRequest,
      response: Nothing,
      errors: [429],
      successMessage: AUTH_MESSAGES.passwordRestored,
    },
    restoreUserHandler,
  ),
];
