import type { Route } from "../../contract.ts";
import type { SsoContextDeps } from "./sso.deps.ts";
import { ssoFlowRoutes, ssoSettingsRoutes } from "./sso.routes.ts";

export type { SsoContextDeps } from "./sso.deps.ts";

/** Single sign-on: the OpenID Connect flow, the issuer's sign-out address, and the operator's settings. */
export const ssoRoutes: readonly Route<SsoContextDeps>[] = [...ssoFlowRoutes, ...ssoSettingsRoutes];
