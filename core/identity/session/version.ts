import { APP_VERSION } from "./constants.ts";

/** Public pages where the new-version prompt never interrupts an outsider filling in a form. */
export const VERSION_PROMPT_EXEMPT_PATHS = [
  "/provider/recall-notice-webform",
  "/provider/disruption-notice-webform",
  "/supplier-delegate-webform",
  "/delegate-webform",
  "/reset-password",
  "/verify-email",
  "/registration",
  "/success-signup",
  "/forgot-password",
  "/success",
  "/not-found",
  "/forbidden",
] as const;

/**
 * Matches whole segments, so /registration/acme and the webform confirmation pages are exempt but
 * /successor would not be.
 */
export const isVersionPromptExempt = (pathname: string): boolean => {
  const path = pathname.split(/[?#]/, 1)[0]!.replace(/\/+$/, "");
  return VERSION_PROMPT_EXEMPT_PATHS.some((exempt) => path === exempt || path.startsWith(`${exempt}/`));
};

export interface VersionCheckInput {
  readonly method: string;
  readonly pathname: string;
  /** The app-version response header, when present. */
  readonly serverVersion: string | null | undefined;
  readonly builtVersion?: string;
}

/** A differing app-version header on a GET outside the exempt pages raises the new-version prompt. */
export const shouldPromptNewVersion = (input: VersionCheckInput): boolean =>
  input.method.toUpperCase() === "GET" &&
  input.serverVersion != null &&
  input.serverVersion !== "" &&
  input.serverVersion !== (input.builtVersion ?? APP_VERSION) &&
  !isVersionPromptExempt(input.pathname);
