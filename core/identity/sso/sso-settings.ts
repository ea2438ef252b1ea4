import type { Actor } from "../../access/actor.ts";
import { allows } from "../../access/rule.ts";
import { COMMON_MESSAGES } from "../../shared/messages/common-messages.ts";
import { Forbidden, NotFound, ValidationFailed, type FieldError } from "../../shared/errors.ts";
import type { MembershipDirectory } from "../../organisations/memberships/ports.ts";
import type { Clock } from "../../shared/ports.ts";
import { AUTH } from "../auth/policy.ts";
import { SSO } from "./messages.ts";
import { SSO_POLICY } from "./policy.ts";
import type { SsoSettingsStore } from "./ports.ts";
import { isOrganisationId, normaliseIssuer, settingsPermissionOf } from "./rules.ts";
import { callbackUrlOf } from "./sso-sign-in.ts";

export interface SsoSettingsView {
  readonly organizationId: string;
  readonly organizationName: string;
  readonly isSso: boolean;
  readonly issuer: string;
  readonly clientId: string;
  /** Whether a client secret is stored; the secret itself is never returned. */
  readonly hasClientSecret: boolean;
  readonly enabled: boolean;
  /** The address to register at the issuer as the client's redirect URI. */
  readonly redirectUri: string;
}

export interface SsoSettingsDeps {
  readonly ssoSettings: SsoSettingsStore;
  readonly memberships: MembershipDirectory;
  readonly clock: Clock;
  readonly publicUrl: string;
}

/** The organisation, when the operator may manage its type's SSO settings; refuses another's otherwise. */
const managedOrganisation = async (deps: SsoSettingsDeps, actor: Actor, organizationId: string) => {
  if (!allows(actor, SSO_POLICY.viewSettings)) throw new Forbidden(COMMON_MESSAGES.say("noPermission"));
  const organisation = isOrganisationId(organizationId)
    ? await deps.memberships.findOrganization(organizationId)
    : undefined;
  if (!organisation) throw new NotFound(AUTH.say("organizationNotFound"));
  const permission = settingsPermissionOf(organisation.type);
  if (!permission) throw new Forbidden(SSO.say("operatorNotSupported"));
  if (!actor.permissions.includes(permission)) throw new Forbidden(COMMON_MESSAGES.say("noPermission"));
  return organisation;
};

export const viewSsoSettings = async (
  deps: SsoSettingsDeps,
  actor: Actor,
  organizationId: string,
): Promise<SsoSettingsView> => {
  const organisation = await managedOrganisation(deps, actor, organizationId);
  const settings = await deps.ssoSettings.find(organizationId);
  return {
    organizationId,
    organizationName: organisation.name,
    isSso: organisation.isSso,
    issuer: settings?.issuer ?? "",
    clientId: settings?.clientId ?? "",
    hasClientSecret: settings?.hasClientSecret ?? false,
    enabled: settings?.enabled ?? false,
    redirectUri: callbackUrlOf(deps.publicUrl),
  };
};

export interface SsoSettingsInput {
  readonly issuer: string;
  readonly clientId: string;
  /** Empty or absent keeps the stored secret. */
  readonly clientSecret?: string | undefined;
  readonly enabled: boolean;
}

/** Saves the settings; the secret is write-only and required until one is stored. Nothing changes on error. */
export const saveSsoSettings = async (
  deps: SsoSettingsDeps,
  actor: Actor,
  organizationId: string,
  input: SsoSettingsInput,
): Promise<SsoSettingsView> => {
  await managedOrganisation(deps, actor, organizationId);
  const stored = await deps.ssoSettings.find(organizationId);
  const fields: FieldError[] = [];
  const issuer = normaliseIssuer(input.issuer);
  if (!issuer) fields.push({ field: "issuer", ...SSO.say("issuerInvalid") });
  const clientId = input.clientId.trim();
  if (clientId === "") fields.push({ field: "clientId", ...SSO.say("clientIdRequired") });
  const clientSecret = input.clientSecret?.trim() ? input.clientSecret.trim() : undefined;
  if (!clientSecret && !stored?.hasClientSecret)
    fields.push({ field: "clientSecret", ...SSO.say("clientSecretRequired") });
  const [first] = fields;
  if (first) throw new ValidationFailed({ message: first.message, code: first.code, fields });
  await deps.ssoSettings.save(
    organizationId,
    { issuer: issuer!, clientId, clientSecret, enabled: input.enabled },
    deps.clock.now(),
  );
  return viewSsoSettings(deps, actor, organizationId);
};
