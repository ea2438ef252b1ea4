import type { SsoStores } from "#core/identity/sso/stores.ts";
import type { SecretBox } from "#core/identity/sso/ports.ts";
import type { LazyEntityManager } from "../store-deps.ts";
import { createSsoFlowRepository, createSsoSettingsRepository } from "./sso-repository.ts";

/** Single sign-on's stores on PostgreSQL; each is built on first use in the request. */
export const createSsoStores = (em: LazyEntityManager, secretBox: SecretBox): SsoStores => ({
  get ssoSettings() {
    return createSsoSettingsRepository(em(), secretBox);
  },
  get ssoFlows() {
    return createSsoFlowRepository(em());
  },
});
