import type { OrganizationType, Permission } from "../../access/permissions.ts";
import type { UserStatus } from "../auth/ports.ts";
import type { SSO_MESSAGES } from "./messages.ts";

/** Why a rule refuses: an SSO message, or one of sign-in's own (same words as a password sign-in). */
export type Refusal = keyof typeof SSO_MESSAGES | "deactivated" | "organizationNotFound";

export type Verdict<T> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly refusal: Refusal };

const refuse = (refusal: Refusal) => ({ ok: false, refusal }) as const;
const accept = <T>(value: T) => ({ ok: true, value }) as const;

/** What decides whether an organisation's members may sign in by SSO. */
export interface SsoOrganisation {
  readonly type: OrganizationType;
  readonly isSso: boolean;
}

export interface SsoSettingsState {
  readonly issuer: string;
  readonly clientId: string;
  readonly hasClientSecret: boolean;
  readonly enabled: boolean;
}

/**
 * An organisation offers SSO when the operator marked it SSO, set its issuer, client id and secret, and left
 * the settings enabled. The operator's own organisation never does: its staff sign in with a password.
 */
export const ssoAvailability = (
  organisation: SsoOrganisation | undefined,
  settings: SsoSettingsState | undefined,
): Verdict<null> => {
  if (!organisation) return refuse("organizationNotFound");
  if (organisation.type === "NOTISPHERE") return refuse("operatorNotSupported");
  if (!organisation.isSso) return refuse("notSso");
  if (!settings || settings.issuer === "" || settings.clientId === "" || !settings.hasClientSecret)
    return refuse("notConfigured");
  if (!settings.enabled) return refuse("disabled");
  return accept(null);
};

/** The operator permission that manages an organisation of this type's settings. */
export const settingsPermissionOf = (type: OrganizationType): Permission | undefined =>
  type === "SUPPLIER"
    ? "Notisphere_ManageSuppliers"
    : type === "PROVIDER"
      ? "Notisphere_ManageProviders"
      : undefined;

/**
 * The e-mail an ID token vouches for: present, and marked verified by the issuer (`email_verified` exactly
 * true; a string "true" or a missing claim is not a promise). Lower-cased, as accounts are stored.
 */
export const verifiedEmailOf = (claims: Readonly<Record<string, unknown>>): Verdict<string> => {
  const email = claims["email"];
  if (typeof email !== "string" || email.trim() === "" || !email.includes("@")) return refuse("emailMissing");
  if (claims["email_verified"] !== true) return refuse("emailNotVerified");
  return accept(email.trim().toLowerCase());
};

/** Whether two e-mail addresses name the same account (accounts are matched case-insensitively). */
export const sameEmail = (a: string, b: string): boolean => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The membership an SSO sign-in acts for: the account must exist, not be deactivated, and hold an ACTIVE
 * membership of the organisation that started the flow (`activeOrganisationIds`: its live memberships).
 * Nobody is created: an unknown person is refused and asked to contact an administrator.
 */
export const ssoMember = (
  user: { readonly status: UserStatus } | undefined,
  activeOrganisationIds: readonly string[],
  organizationId: string,
): Verdict<null> => {
  if (!user) return refuse("unknownUser");
  if (user.status === "DEACTIVATED") return refuse("deactivated");
  if (!activeOrganisationIds.includes(organizationId)) return refuse("unknownUser");
  return accept(null);
};

/** A started flow as the callback finds it. */
export interface FlowRecord {
  readonly expiresAt: Date;
  readonly usedAt: Date | null;
  readonly bindingHash: string;
}

/**
 * Whether the callback may spend a flow: unused (a replayed callback is refused), not expired, and coming back
 * to the browser that started it (its binding cookie), so nobody can sign a victim into the attacker's account.
 */
export const flowUsable = (
  flow: FlowRecord | undefined,
  presentedBindingHash: string | undefined,
  now: Date,
): Verdict<null> => {
  if (!flow) return refuse("unknownState");
  if (flow.usedAt !== null) return refuse("usedState");
  if (now.getTime() >= flow.expiresAt.getTime()) return refuse("expiredState");
  if (presentedBindingHash === undefined || presentedBindingHash !== flow.bindingHash)
    return refuse("otherBrowser");
  return accept(null);
};

/** When a flow started now stops being usable. */
export const flowExpiry = (now: Date, ttlSeconds: number): Date =>
  new Date(now.getTime() + ttlSeconds * 1000);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a path's organisation id can name an organisation at all (anything else is simply not found). */
export const isOrganisationId = (text: string): boolean => UUID.test(text);

const LOOPBACK_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

/**
 * An issuer is an absolute https URL without query or fragment; plain http only on this computer, for a
 * development or test provider. Returns the normalised issuer (no trailing slash) or undefined.
 */
export const normaliseIssuer = (text: string): string | undefined => {
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    return undefined;
  }
  if (url.search !== "" || url.hash !== "" || url.username !== "" || url.password !== "") return undefined;
  const secure = url.protocol === "https:";
  const localHttp = url.protocol === "http:" && LOOPBACK_HOSTS.has(url.hostname);
  if (!secure && !localHttp) return undefined;
  return url.href.replace(/\/+$/, "");
};

/** Whether the library may speak plain http to this issuer (only a loopback development provider). */
export const isLoopbackHttpIssuer = (issuer: string): boolean => {
  try {
    const url = new URL(issuer);
    return url.protocol === "http:" && LOOPBACK_HOSTS.has(url.hostname);
  } catch {
    return false;
  }
};
