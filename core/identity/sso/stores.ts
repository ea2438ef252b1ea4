import type { SsoFlowStore, SsoSettingsStore } from "./ports.ts";

/** Storage single sign-on uses, bound to one request's unit of work. */
export interface SsoStores {
  readonly ssoSettings: SsoSettingsStore;
  readonly ssoFlows: SsoFlowStore;
}
