import type { Actor } from "../../access/actor.ts";
import { allows } from "../../access/rule.ts";
import { fieldFailure, Forbidden, NotFound, PayloadTooLarge } from "../../shared/errors.ts";
import { COMMON_MESSAGES } from "../../shared/messages/common-messages.ts";
import { clean, cleanAddress } from "./address.ts";
import { checkLogo, LOGO_MESSAGES } from "./logo-check.ts";
import { PROFILE_MESSAGES } from "./messages.ts";
import { PROFILE_POLICY, type ProfileSide } from "./policy.ts";
import type { ProfileStores } from "./ports.ts";
import type { OrganisationProfile, OrganisationProfileInput } from "./profile.ts";

export const assertCanManageProfile = (actor: Actor, side: ProfileSide): void => {
  if (!allows(actor, PROFILE_POLICY[side])) throw new Forbidden(COMMON_MESSAGES.say("noPermission"));
};

const found = (profile: OrganisationProfile | undefined): OrganisationProfile => {
  if (!profile) throw new NotFound(PROFILE_MESSAGES.say("notFound"));
  return profile;
};

/** GET /{side}/organization: the caller's own organisation, never another. */
export const getOrganisationProfile = async (
  deps: ProfileStores,
  actor: Actor,
  side: ProfileSide,
): Promise<OrganisationProfile> => {
  assertCanManageProfile(actor, side);
  return found(await deps.organisationProfiles.find(actor.organizationId));
};

/** PUT /{side}/organization. The name stays (the operator's to change); IDN and centralized are the provider's. */
export const updateOrganisationProfile = async (
  deps: ProfileStores,
  actor: Actor,
  side: ProfileSide,
  input: OrganisationProfileInput,
): Promise<OrganisationProfile> => {
  assertCanManageProfile(actor, side);
  const current = found(await deps.organisationProfiles.find(actor.organizationId));
  const provider = side === "provider";
  return found(
    await deps.organisationProfiles.update(actor.organizationId, {
      name: current.name,
      ...cleanAddress(input),
      contactName: clean(input.contactName),
      contactEmail: clean(input.contactEmail),
      contactPhone: clean(input.contactPhone),
      idn: provider ? clean(input.idn) : current.idn,
      centralized: provider ? (input.centralized ?? current.centralized) : current.centralized,
    }),
  );
};

/** POST /{side}/organization/logo: an image by content, at most 1 MB, stored by the repository. */
export const uploadOrganisationLogo = async (
  deps: ProfileStores,
  actor: Actor,
  side: ProfileSide,
  bytes: Uint8Array,
): Promise<OrganisationProfile> => {
  assertCanManageProfile(actor, side);
  const check = checkLogo(bytes);
  if (!check.ok) {
    if (check.reason === "tooLarge") throw new PayloadTooLarge(LOGO_MESSAGES.say("tooLarge"));
    throw fieldFailure("file", LOGO_MESSAGES.say(check.reason));
  }
  return found(await deps.organisationProfiles.setLogo(actor.organizationId, { type: check.type, bytes }));
};

/** DELETE /{side}/organization/logo. */
export const removeOrganisationLogo = async (
  deps: ProfileStores,
  actor: Actor,
  side: ProfileSide,
): Promise<OrganisationProfile> => {
  assertCanManageProfile(actor, side);
  return found(await deps.organisationProfiles.setLogo(actor.organizationId, null));
};
