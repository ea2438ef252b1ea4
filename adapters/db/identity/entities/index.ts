import {
  RefreshToken,
  UserSession,
  RateLimitCounter,
  CountGeneration,
  OneTimeSecret,
  GridState,
  AppSetting,
} from "./session.ts";

export { RefreshToken, UserSession, RateLimitCounter, CountGeneration, OneTimeSecret, GridState, AppSetting };

/** The identity context's tables, in the order the ORM registers them. */
export const IDENTITY_ENTITIES = [
  RefreshToken,
  UserSession,
  RateLimitCounter,
  CountGeneration,
  OneTimeSecret,
  GridState,
  AppSetting,
];
