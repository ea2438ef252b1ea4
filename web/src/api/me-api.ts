import { changeMyPassword, getMe, updateMe as updateMeCall } from "./generated/profile/profile.ts";
import type { Profile } from "./generated/model/profile.ts";
import type { ProfileMembershipsItem } from "./generated/model/profileMembershipsItem.ts";

/** GET /me (spec doc 1 §3 user and organisation; memberships and canSwitchAccounts drive Switch Accounts). */
export type Me = Profile;
export type Membership = ProfileMembershipsItem;

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

export const fetchMe = async (): Promise<Me> => (await getMe()).d;

/** Resolves with the server's message for the success toast. */
export const updateMe = async (update: ProfileUpdate): Promise<string> =>
  (await updateMeCall({ ...update })).m;

export const changePassword = async (change: PasswordChange): Promise<string> =>
  (await changeMyPassword({ ...change })).m;
