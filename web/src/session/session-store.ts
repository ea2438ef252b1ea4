import { useSyncExternalStore } from "react";
import { normalizeUserType, type UserType } from "#core/access/permissions.ts";
import { isTokenValid } from "#core/identity/session/token.ts";
import type { Profile } from "../api/generated/model/profile.ts";

/** GET /me (user and organisation; memberships and canSwitchAccounts drive Switch Accounts). */
export type Me = Profile;
import { accessClaims, getTokens, subscribeTokens } from "./token-store.ts";

/**
 * The signed-in session as the shell sees it: who, as which type, with which
 * permissions (from the access token, so guards decide without waiting for /me), the /me profile once loaded,
 * and the permission-denied state raised by the guard.
 */
export interface DeniedState {
  readonly id?: string;
  readonly providerCommunicationId?: string;
}

export interface Session {
  readonly signedIn: boolean;
  readonly userType: UserType | undefined;
  readonly permissions: readonly string[];
  readonly roleName: string | undefined;
  readonly me: Me | null;
  readonly denied: DeniedState | null;
}

const USER_KEY = "user";

const readUser = (): Me | null => {
  try {
    const raw = localStorage.getItem(USER_KEY);
    return raw === null ? null : (JSON.parse(raw) as Me);
  } catch {
    return null;
  }
};

let me: Me | null = readUser();
let denied: DeniedState | null = null;
const listeners = new Set<() => void>();

const compute = (): Session => {
  const claims = accessClaims();
  const signedIn = getTokens() !== null && isTokenValid(claims?.exp, Date.now() / 1000);
  return {
    signedIn,
    userType: signedIn ? normalizeUserType(claims?.user_type ?? me?.userType) : undefined,
    permissions: signedIn ? (claims?.permission ?? me?.permissions ?? []) : [],
    roleName: signedIn ? (claims?.role_name ?? me?.roleName) : undefined,
    me: signedIn ? me : null,
    denied,
  };
};

let snapshot = compute();

const emit = (): void => {
  snapshot = compute();
  for (const listener of listeners) listener();
};

subscribeTokens(emit);

export const setMe = (next: Me | null): void => {
  me = next;
  if (next === null) localStorage.removeItem(USER_KEY);
  else localStorage.setItem(USER_KEY, JSON.stringify(next));
  emit();
};

export const raiseDenied = (state: DeniedState): void => {
  denied = state;
  emit();
};

export const clearDenied = (): void => {
  denied = null;
  emit();
};

/** Re-reads the clock-dependent part (token expiry); the session check calls it every tick. */
export const refreshSnapshot = (): void => {
  if (compute().signedIn !== snapshot.signedIn) emit();
};

export const getSession = (): Session => snapshot;

const subscribe = (listener: () => void): (() => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const useSession = (): Session => useSyncExternalStore(subscribe, getSession);
