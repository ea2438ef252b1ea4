import type { Actor } from "../../access/actor.ts";
import { fieldFailure, ValidationFailed } from "../../shared/errors.ts";
import type { IdGenerator } from "../../shared/ports.ts";
import type { UnitOfWork } from "../../shared/unit-of-work.ts";
import { VALIDATION_MESSAGES } from "../../shared/validation/messages.ts";
import { cleanAddress } from "../profile/address.ts";
import { assertCanManageSites } from "./authorize.ts";
import { findVisibleSite, type SiteDetail } from "./get-site.ts";
import { SITE_MESSAGES } from "./messages.ts";
import type { SiteFields, SiteStores } from "./ports.ts";
import { applySiteChange, verifiedMembersOf } from "./site-membership.ts";
import {
  missingAddressFields,
  siteActions,
  type SiteCreateInput,
  type SiteMemberRecord,
  type SiteUpdateInput,
} from "./site.ts";

type Deps = { unitOfWork: UnitOfWork<SiteStores> };

const fieldsOf = (input: SiteUpdateInput, kind: SiteFields["kind"]): SiteFields => ({
  name: input.name.trim(),
  kind,
  ...cleanAddress(input),
});

/** Physical sites need their address; the form hears each missing field by name. */
const assertAddressComplete = (input: SiteUpdateInput, kind: SiteFields["kind"]): void => {
  const missing = missingAddressFields({ ...input, kind: kind === "CORPORATE" ? "DEPARTMENT" : kind });
  if (missing.length > 0)
    throw new ValidationFailed({ message: VALIDATION_MESSAGES.required, fields: missing });
};

const assertNameFree = async (
  stores: SiteStores,
  organizationId: string,
  name: string,
  exceptId?: string,
) => {
  if (await stores.sites.nameTaken(organizationId, name, exceptId))
    throw fieldFailure("name", SITE_MESSAGES.say("nameTaken", { name }));
};

/** The chosen ids as members of the organisation; an id of anyone else is refused, not ignored. */
export const chosenMembers = (
  members: readonly SiteMemberRecord[],
  memberIds: readonly string[],
): SiteMemberRecord[] => {
  const byId = new Map(members.map((member) => [member.membershipId, member]));
  const chosen = [...new Set(memberIds)].map((id) => byId.get(id));
  if (chosen.some((member) => member === undefined))
    throw fieldFailure("memberIds", SITE_MESSAGES.say("unknownMember"));
  return chosen as SiteMemberRecord[];
};

/**
 * POST /provider/sites. The new site starts with the chosen members, and must start with a verified one
 * (one of them, or a verified member who sees every site): a site nobody verified belongs to is refused.
 */
export const createSite = async (
  deps: Deps & { ids: IdGenerator },
  actor: Actor,
  input: SiteCreateInput,
): Promise<SiteDetail> => {
  assertCanManageSites(actor, "create");
  assertAddressComplete(input, input.kind);
  const fields = fieldsOf(input, input.kind);
  return deps.unitOfWork.run(async (stores) => {
    await stores.sites.lockOrganisation(actor.organizationId);
    await assertNameFree(stores, actor.organizationId, fields.name);
    const members = await stores.siteMembers.listMembers(actor.organizationId);
    const chosen = chosenMembers(members, input.memberIds);
    const id = deps.ids.next();
    const after = applySiteChange([], members, {
      type: "setSiteMembers",
      siteId: id,
      membershipIds: chosen.map((member) => member.membershipId),
    });
    if (verifiedMembersOf(id, after.members).length === 0)
      throw fieldFailure("memberIds", SITE_MESSAGES.say("newSiteNeedsVerified"));
    const site = await stores.sites.insert({
      ...fields,
      id,
      organizationId: actor.organizationId,
      isCorporate: false,
    });
    await stores.siteMembers.setSiteIds(
      actor.organizationId,
      after.members
        .filter((member) => member.siteIds !== null && member.siteIds.includes(id))
        .map(({ membershipId, siteIds }) => ({ membershipId, siteIds })),
    );
    return { ...site, allowedActions: siteActions(site) };
  });
};

/** PUT /provider/sites/{id}. Corporate keeps its kind; every site keeps a name unique in the organisation. */
export const updateSite = async (
  deps: Deps,
  actor: Actor,
  id: string,
  input: SiteUpdateInput,
): Promise<SiteDetail> => {
  assertCanManageSites(actor, "update");
  return deps.unitOfWork.run(async (stores) => {
    const current = await findVisibleSite(stores, actor, id);
    const kind = current.isCorporate ? "CORPORATE" : input.kind;
    assertAddressComplete(input, kind);
    const fields = fieldsOf(input, kind);
    await assertNameFree(stores, actor.organizationId, fields.name, id);
    const site = await stores.sites.update(actor.organizationId, id, fields);
    if (!site) throw new Error("site vanished inside its own transaction");
    return { ...site, allowedActions: siteActions(site) };
  });
};
