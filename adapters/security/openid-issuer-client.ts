import * as oidc from "openid-client";
import { IssuerFailure, type IssuerClient, type IssuerSettings } from "#core/identity/sso/ports.ts";
import { isLoopbackHttpIssuer } from "#core/identity/sso/rules.ts";

/** Discovery answers are reused for five minutes per issuer and client, so every start does not fetch them. */
const DISCOVERY_TTL_MS = 5 * 60_000;
/** A slow issuer fails the start in seconds, not the library's default half minute. */
const DISCOVERY_TIMEOUT_SECONDS = 5;

const cache = new Map<string, { config: oidc.Configuration; until: number }>();

const configurationOf = async (settings: IssuerSettings): Promise<oidc.Configuration> => {
  const key = JSON.stringify([settings.issuer, settings.clientId, settings.clientSecret]);
  const hit = cache.get(key);
  if (hit && hit.until > Date.now()) return hit.config;
  const config = await oidc
    .discovery(
      new URL(settings.issuer),
      settings.clientId,
      undefined,
      oidc.ClientSecretPost(settings.clientSecret),
      {
        timeout: DISCOVERY_TIMEOUT_SECONDS,
        // Plain http only towards a provider on this computer (development and tests); rules.ts allows no other.
        ...(isLoopbackHttpIssuer(settings.issuer) ? { execute: [oidc.allowInsecureRequests] } : {}),
      },
    )
    .catch((error: unknown) => {
      throw new IssuerFailure("unreachable", error instanceof Error ? error.message : String(error));
    });
  cache.set(key, { config, until: Date.now() + DISCOVERY_TTL_MS });
  return config;
};

/** Sorts the library's errors into the port's three kinds: the issuer said no, its answer failed a check, or it was not reached. */
const classify = (error: unknown): IssuerFailure => {
  if (error instanceof IssuerFailure) return error;
  if (error instanceof oidc.AuthorizationResponseError || error instanceof oidc.ResponseBodyError)
    return new IssuerFailure("refused", error.error_description ?? error.error);
  if (error instanceof TypeError && /fetch failed/i.test(error.message))
    return new IssuerFailure("unreachable", error.message);
  if (error instanceof Error && error.name === "TimeoutError")
    return new IssuerFailure("unreachable", error.message);
  // State, nonce, issuer, audience, signature or PKCE checks: the library says which in its message.
  return new IssuerFailure("rejected", error instanceof Error ? error.message : String(error));
};

/** The IssuerClient port on openid-client (OpenID Connect discovery, authorization code flow with PKCE S256). */
export const openIdIssuerClient: IssuerClient = {
  async authorizationUrl(settings, request) {
    const config = await configurationOf(settings);
    const url = oidc.buildAuthorizationUrl(config, {
      redirect_uri: request.redirectUri,
      scope: "openid email profile",
      response_type: "code",
      state: request.state,
      nonce: request.nonce,
      code_challenge: await oidc.calculatePKCECodeChallenge(request.codeVerifier),
      code_challenge_method: "S256",
    });
    return url.href;
  },

  async exchangeCode(settings, request) {
    try {
      const config = await configurationOf(settings);
      const tokens = await oidc.authorizationCodeGrant(config, new URL(request.callbackUrl), {
        expectedState: request.state,
        expectedNonce: request.nonce,
        pkceCodeVerifier: request.codeVerifier,
        idTokenExpected: true,
      });
      const claims = tokens.claims();
      if (!claims || !tokens.id_token) throw new IssuerFailure("rejected", "no ID token");
      if (claims.email !== undefined) return { claims: { ...claims }, idToken: tokens.id_token };
      // Many issuers keep e-mail out of the ID token; their userinfo answer, for the same subject, has it.
      const info = await oidc.fetchUserInfo(config, tokens.access_token, claims.sub);
      return {
        claims: { ...claims, email: info.email, email_verified: info.email_verified },
        idToken: tokens.id_token,
      };
    } catch (error) {
      throw classify(error);
    }
  },

  async endSessionUrl(settings, request) {
    const config = await configurationOf(settings);
    if (!config.serverMetadata().end_session_endpoint) return undefined;
    return oidc.buildEndSessionUrl(config, {
      id_token_hint: request.idTokenHint,
      post_logout_redirect_uri: request.postLogoutRedirectUri,
      client_id: settings.clientId,
    }).href;
  },

  randomState: () => oidc.randomState(),
  randomNonce: () => oidc.randomNonce(),
  randomCodeVerifier: () => oidc.randomPKCECodeVerifier(),
};
