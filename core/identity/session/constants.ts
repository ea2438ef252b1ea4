/** Session-check and version-prompt constants. */
export const APP_VERSION = "3.15.2";
export const SESSION_CHECK_INTERVAL_MS = 10_000;
/** The user counts as active if it did something within this long before the token expires. */
export const ACTIVITY_WINDOW_MS = 15 * 60_000;
/** The token is refreshed only once it expires within this long. */
export const REFRESH_WINDOW_MS = 5 * 60_000;
export const APP_VERSION_HEADER = "app-version";
