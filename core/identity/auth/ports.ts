import type { MembershipView, OrganizationView } from "../../organisations/memberships/ports.ts";
import type { OutgoingMail } from "../../shared/ports.ts";
import type { AccessClaims, RefreshClaims } from "./claims.ts";

export type UserStatus =
  "VERIFIED" | "VERIFICATION" | "NONVERIFIED" | "DEACTIVATED" | "LOCKED" | "PENDING" | "SSO";

export interface UserRecord {
  readonly id: string;
  readonly email: string;
  readonly passwordHash: string | null;
  readonly firstName: string;
  readonly lastName: string;
  readonly phone: string | null;
  readonly photo: string | null;
  readonly status: UserStatus;
  readonly failedLoginCount: number;
}

export type ConsumeRefreshResult =
  | {
      readonly status: "ok";
      readonly familyId: string;
      readonly membershipId: string;
      readonly userId: string;
    }
  /** A token that was already used: the family has been revoked as part of this call. */
  | { readonly status: "reused" }
  | { readonly status: "invalid" };

export type ConsumeSecretResult = "ok" | "invalid" | "exhausted";

export interface NewRefreshToken {
  readonly id: string;
  readonly tokenHash: string;
  readonly familyId: string;
  readonly userId: string;
  readonly membershipId: string;
  readonly expiresAt: Date;
}

/** What a request's session check reads: the session row, its user, and the token's membership as it is now. */
export interface SessionState {
  readonly revoked: boolean;
  readonly userStatus: UserStatus;
  /** The membership named by the token, if still ACTIVE in an ACTIVE organisation. */
  readonly membership: {
    readonly userId: string;
    readonly organizationId: string;
    readonly roleName: string;
    readonly permissions: readonly string[];
    readonly siteIds: readonly string[] | "all";
  } | null;
}

/** Reads session states for the per-request check, possibly from a short cache. */
export interface SessionCheck {
  stateOf(sessionId: string, membershipId: string): Promise<SessionState | undefined>;
  /** Drops cached states after this process ended sessions itself, so its own revocations apply at once. */
  forget(which: { readonly sessionIds?: readonly string[]; readonly userId?: string }): void;
}

/** Accounts as sign-in sees them: lookup, the failed-login count and its lock, the password. */
export interface AccountStore {
  /** Matches the e-mail lower-cased. */
  findUserByEmail(email: string): Promise<UserRecord | undefined>;
  findUserById(id: string): Promise<UserRecord | undefined>;
  /** Adds one failure; locks the user when the count reaches `lockAt`. Returns the new count and whether it locked. */
  recordFailedLogin(userId: string, lockAt: number, now: Date): Promise<{ count: number; locked: boolean }>;
  resetFailedLogins(userId: string): Promise<void>;
  /**
   * Sets the password and unlocks and verifies the account. Ending the user's sessions is the SessionStore's
   * part: a use case does both in one unit of work.
   */
  setPassword(userId: string, passwordHash: string, now: Date): Promise<void>;
}

/** Sessions (one per sign-in) and the families of refresh tokens that keep them going. */
export interface SessionStore {
  /** Opens a session (one per sign-in; its id is the refresh family id and the access tokens' `sid`). */
  createSession(session: { id: string; userId: string; createdAt: Date }): Promise<void>;
  /** Ends the session and its refresh family (logout with only an access token). */
  revokeSession(sessionId: string, now: Date): Promise<void>;
  insertRefreshToken(token: NewRefreshToken): Promise<void>;
  /** Marks the token used if it is live; if it was already used, revokes its whole family. */
  consumeRefreshToken(tokenHash: string, now: Date): Promise<ConsumeRefreshResult>;
  /** Ends the session of the token's family; returns the session id, if the token was known. */
  revokeFamilyOf(tokenHash: string, now: Date): Promise<string | undefined>;
  revokeAllSessions(userId: string, now: Date): Promise<void>;
}

/** Single-use secrets (unlock codes, reset tokens): issued with the mail that carries them, then spent. */
export interface OneTimeSecretStore {
  /** Stores a new single-use secret (replacing older live ones of the same purpose) and, atomically, the mail. */
  issueSecret(
    secret: {
      id: string;
      userId: string;
      purpose: "UNLOCK" | "RESET" | "VERIFY_EMAIL" | "INVITE";
      secretHash: string;
      expiresAt: Date;
    },
    mail?: OutgoingMail,
  ): Promise<void>;
  /** Checks a secret: counts the attempt, marks it used on success. */
  consumeSecret(
    userId: string,
    purpose: "UNLOCK" | "RESET" | "VERIFY_EMAIL" | "INVITE",
    secretHash: string,
    now: Date,
    maxAttempts: number,
  ): Promise<ConsumeSecretResult>;
}

/** What GET /me shows: the user, their memberships and the organisation acted for. */
export interface ProfileData {
  readonly user: UserRecord;
  readonly memberships: readonly MembershipView[];
  readonly organization: OrganizationView | undefined;
}

/** The signed-in user's own profile. */
export interface ProfileStore {
  /** GET /me's data in one read (the call every open tab repeats). */
  findProfileData(userId: string, organizationId: string): Promise<ProfileData | undefined>;
  updateProfile(
    userId: string,
    changes: { firstName: string; lastName: string; phone: string | null },
  ): Promise<void>;
}

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(hash: string, password: string): Promise<boolean>;
}

export interface TokenService {
  signAccess(claims: Omit<AccessClaims, "exp">, ttlSeconds: number): Promise<string>;
  signRefresh(claims: RefreshClaims, ttlSeconds: number): Promise<string>;
  verifyAccess(token: string): Promise<AccessClaims | undefined>;
  verifyRefresh(token: string): Promise<RefreshClaims | undefined>;
}

export interface Secrets {
  /** A URL-safe random string of `bytes` random bytes. */
  randomToken(bytes: number): string;
  /** A uniformly random decimal code of `digits` digits. */
  numericCode(digits: number): string;
  /** Hex SHA-256, for storing tokens and codes without keeping them. */
  sha256(text: string): string;
}

/**
 * Fixed-window counters for rate limits that every process of a deployment shares, so two instances behind a
 * load balancer do not double any limit.
 */
export interface CounterStore {
  /**
   * Adds `add` to each key's window (a key whose window has passed starts a new one at `now`) and returns the
   * counts, in one atomic statement per call. `add` 0 only reads.
   */
  bump(
    entries: ReadonlyArray<{ key: string; add: number }>,
    windowMs: number,
    now: number,
  ): Promise<ReadonlyArray<{ key: string; count: number; windowStart: number }>>;
}
