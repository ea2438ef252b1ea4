import type { SsoSettingsState } from "./rules.ts";

/** An organisation's SSO settings as stored; the client secret leaves storage only towards the issuer. */
export interface SsoSettingsRecord extends SsoSettingsState {
  readonly organizationId: string;
  readonly clientSecret: string | null;
  readonly updatedAt: Date | null;
}

export interface SsoSettingsChange {
  readonly issuer: string;
  readonly clientId: string;
  /** Undefined keeps the stored secret. */
  readonly clientSecret: string | undefined;
  readonly enabled: boolean;
}

/** A started sign-in: what the callback needs to check the issuer's answer, kept server-side only. */
export interface NewSsoFlow {
  readonly id: string;
  readonly stateHash: string;
  readonly bindingHash: string;
  readonly organizationId: string;
  readonly nonce: string;
  readonly codeVerifier: string;
  readonly expiresAt: Date;
}

export interface SsoFlowRecord extends NewSsoFlow {
  readonly usedAt: Date | null;
}

export interface SsoSettingsStore {
  find(organizationId: string): Promise<SsoSettingsRecord | undefined>;
  save(organizationId: string, change: SsoSettingsChange, now: Date): Promise<void>;
  /** ACTIVE organisations marked SSO with enabled, complete settings, by name (the sign-in page's choice). */
  listAvailable(): Promise<ReadonlyArray<{ id: string; name: string; type: string }>>;
}

export interface SsoFlowStore {
  create(flow: NewSsoFlow): Promise<void>;
  findByStateHash(stateHash: string): Promise<SsoFlowRecord | undefined>;
  /** Marks the flow used if it still is not; false when another request spent it first. */
  spend(id: string, now: Date): Promise<boolean>;
  /** Keeps what a callback decided under a single-use exchange code (hashed) the web app redeems. */
  recordExchange(exchange: {
    id: string;
    codeHash: string;
    outcome: SsoOutcome;
    expiresAt: Date;
  }): Promise<void>;
  /** Spends the exchange code if it is live and unused; undefined otherwise (unknown, used or expired). */
  redeemExchange(codeHash: string, now: Date): Promise<SsoOutcome | undefined>;
  /** Remembers which SSO sign-in opened a portal session, for the issuer's sign-out later. */
  recordSession(session: {
    sessionId: string;
    organizationId: string;
    idToken: string;
    createdAt: Date;
  }): Promise<void>;
  findSession(sessionId: string): Promise<{ organizationId: string; idToken: string } | undefined>;
}

/** What a finished callback decided: a matched member, or a refusal with its words. */
export type SsoOutcome =
  | {
      readonly kind: "signedIn";
      readonly userId: string;
      readonly organizationId: string;
      readonly idToken: string;
    }
  | {
      readonly kind: "refused";
      readonly tag: "Unauthenticated" | "Forbidden" | "NotFound" | "Conflict";
      readonly message: string;
      readonly code?: string;
      readonly params?: Readonly<Record<string, string>>;
    };

/** Seals secrets the portal must keep readable (an SSO client secret), so a database copy alone does not reveal them. */
export interface SecretBox {
  seal(plain: string): string;
  /** The plain secret; undefined when it was sealed with another key or altered. */
  open(stored: string): string | undefined;
}

/** The issuer's side as this portal's client sees it (OpenID Connect discovery, code flow with PKCE). */
export interface IssuerClient {
  /** Discovers the issuer and builds its authorization URL for a code flow with PKCE (S256), state and nonce. */
  authorizationUrl(
    settings: IssuerSettings,
    request: { redirectUri: string; state: string; nonce: string; codeVerifier: string },
  ): Promise<string>;
  /**
   * Checks the authorization response (`callbackUrl` with the issuer's query) against the expected state,
   * nonce and PKCE verifier, exchanges the code and validates the ID token. Throws `IssuerFailure`.
   */
  exchangeCode(
    settings: IssuerSettings,
    request: { callbackUrl: string; state: string; nonce: string; codeVerifier: string },
  ): Promise<{ claims: Readonly<Record<string, unknown>>; idToken: string }>;
  /** The issuer's end-session URL, or undefined when it has none. */
  endSessionUrl(
    settings: IssuerSettings,
    request: { idTokenHint: string; postLogoutRedirectUri: string },
  ): Promise<string | undefined>;
  randomState(): string;
  randomNonce(): string;
  randomCodeVerifier(): string;
}

export interface IssuerSettings {
  readonly issuer: string;
  readonly clientId: string;
  readonly clientSecret: string;
}

/** Why the issuer's side failed: unreachable, said no (an error answer), or an answer that did not verify. */
export class IssuerFailure extends Error {
  readonly kind: "unreachable" | "refused" | "rejected";
  readonly detail: string;
  constructor(kind: "unreachable" | "refused" | "rejected", detail: string) {
    super(`${kind}: ${detail}`);
    this.kind = kind;
    this.detail = detail;
  }
}
