/** The version this build answers to; the API sends its own in the app-version header. */
export const APP_VERSION = "3.15.2";
