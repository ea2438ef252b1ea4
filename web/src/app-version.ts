/** The version this build answers to; the API sends its own in the app-version header (spec doc 1 §4, §9). */
export const APP_VERSION = "3.15.2";
