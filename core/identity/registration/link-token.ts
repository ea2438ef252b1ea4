/**
 * A self-registration link names its organisation by an opaque random token: 24 random bytes (192 bits, well
 * above the 128 an attacker would have to guess) written as 32 base64url characters. The token is the link's
 * only secret, so it is never derived from the organisation's name or id; rotating replaces it, and only the
 * current token of an organisation opens the page.
 */
export const LINK_TOKEN_BYTES = 24;
export const LINK_TOKEN_LENGTH = 32;

const BASE64URL = /^[A-Za-z0-9_-]+$/;

/**
 * Whether a presented token could be one the portal issued. Anything else is refused before any lookup, so
 * odd input (too long, other characters) never reaches the database.
 */
export const isWellFormedLinkToken = (token: string): boolean =>
  token.length === LINK_TOKEN_LENGTH && BASE64URL.test(token);

/** A stored link: its organisation, token and optional expiry. */
export interface RegistrationLink {
  readonly organizationId: string;
  readonly token: string;
  readonly expiresAt: Date | null;
  readonly createdAt: Date;
}

/** Why a presented link does not open the page; the caller sees one message for all of them. */
export type LinkRefusal = "malformed" | "unknown" | "expired" | "organisationInactive";

/** Whether the link works at `now`: it has not expired (no expiry means it works until rotated or turned off). */
export const linkIsLive = (link: Pick<RegistrationLink, "expiresAt">, now: Date): boolean =>
  link.expiresAt === null || link.expiresAt.getTime() > now.getTime();

/** Longest expiry an administrator may set, so a forgotten link does not stay open for years. */
export const MAX_LINK_DAYS = 365;

/** The expiry of a link created at `now` to last `days` days (none: until rotated or turned off). */
export const linkExpiry = (now: Date, days: number | undefined): Date | null =>
  days === undefined ? null : new Date(now.getTime() + days * 24 * 60 * 60 * 1000);

/** The public address of the registration page for a token. */
export const registrationUrl = (publicUrl: string, token: string): string =>
  `${publicUrl.replace(/\/+$/, "")}/registration/${token}`;
