import { NotFound } from "../../shared/errors.ts";
import { isUuid } from "../../shared/ids.ts";
import type { Clock } from "../../shared/ports.ts";
import { isWellFormedLinkToken, linkIsLive, type LinkRefusal } from "./link-token.ts";
import { AUTH } from "../auth/policy.ts";
import { REGISTRATION } from "./policy.ts";
import type { RegistrationOrganization, RegistrationStore } from "./ports.ts";
import { offersRegistration } from "./transitions.ts";

export type LinkCheck =
  | { readonly ok: true; readonly organization: RegistrationOrganization }
  | { readonly ok: false; readonly reason: LinkRefusal };

/**
 * The organisation a presented token opens: the token must be well formed, be the organisation's current one,
 * not have expired, and the organisation must be an ACTIVE supplier or provider.
 */
export const checkLink = async (
  deps: { readonly registrations: RegistrationStore; readonly clock: Clock },
  token: string,
): Promise<LinkCheck> => {
  const trimmed = token.trim();
  if (!isWellFormedLinkToken(trimmed)) return { ok: false, reason: "malformed" };
  const link = await deps.registrations.findLinkByToken(trimmed);
  if (!link) return { ok: false, reason: "unknown" };
  if (!linkIsLive(link, deps.clock.now())) return { ok: false, reason: "expired" };
  const organization = await deps.registrations.findOrganization(link.organizationId);
  if (!organization || organization.status !== "ACTIVE" || !offersRegistration(organization.type))
    return { ok: false, reason: "organisationInactive" };
  return { ok: true, organization };
};

/** The link's organisation, or NotFound with the one message for every refused link. */
export const organizationOfLink = async (
  deps: Parameters<typeof checkLink>[0],
  token: string,
): Promise<RegistrationOrganization> => {
  const check = await checkLink(deps, token);
  if (!check.ok) throw new NotFound(REGISTRATION.say("invalidLink"));
  return check.organization;
};

/**
 * GET /auth/organization-byId: what the public pages show of an organisation (name, type, logo), only for
 * an ACTIVE supplier or provider. It reveals nothing a registration link does not.
 */
export const publicOrganization = async (
  deps: { readonly registrations: RegistrationStore },
  organizationId: string,
): Promise<RegistrationOrganization> => {
  const organization = isUuid(organizationId)
    ? await deps.registrations.findOrganization(organizationId)
    : undefined;
  if (!organization || organization.status !== "ACTIVE" || !offersRegistration(organization.type))
    throw new NotFound(AUTH.say("organizationNotFound"));
  return organization;
};
