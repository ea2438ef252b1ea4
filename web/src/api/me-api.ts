import { apiFetch, jsonBody } from "./fetcher.ts";
import type { LoginUserType } from "./auth-api.ts";

/** GET /me (spec doc 1 §3 user, organisation; the memberships drive Switch Accounts). */
export interface Membership {
  readonly userType: LoginUserType;
  readonly organizationId: string;
  readonly organizationName: string;
  readonly roleName: string;
}

export interface Me {
  readonly id: string;
  readonly email: string;
  readonly full_name: string;
  readonly first_name: string;
  readonly last_name: string;
  readonly phone: string | null;
  readonly photo: string | null;
  readonly userType: LoginUserType;
  readonly roleName: string;
  readonly permissions: readonly string[];
  readonly organization: {
    readonly id: string;
    readonly name: string;
    readonly type: string;
    readonly profile_photo: string | null;
    readonly isSSO: boolean;
  };
  readonly memberships: readonly Membership[];
}

export interface ProfileUpdate {
  readonly first_name: string;
  readonly last_name: string;
  readonly phone: string;
}

export interface PasswordChange {
  readonly old_password: string;
  readonly password: string;
  readonly confirm_password: string;
}

export const fetchMe = (): Promise<Me> => apiFetch("/me", { method: "GET" });

export const updateMe = (update: ProfileUpdate): Promise<unknown> =>
  apiFetch("/me", { method: "PUT", ...jsonBody(update) });

export const changePassword = (change: PasswordChange): Promise<unknown> =>
  apiFetch("/me/change-password", { method: "PUT", ...jsonBody(change) });
