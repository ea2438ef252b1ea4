import type { Actor } from "../../access/actor.ts";
import type { CommunicationType } from "../../access/resources.ts";
import { NotFound } from "../../shared/errors.ts";
import type { AccessRequestStore } from "./ports.ts";
import { ACCESS_REQUESTS, assertMayRequestAccess, personName } from "./request-access.ts";

/** What the permission-denied modal says about the notice a provider user may not open. */
export interface DeniedNotice {
  readonly communicationType: CommunicationType;
  /** The supplier's Recall ID. */
  readonly communicationUid: string;
  readonly name: string;
  readonly supplierName: string;
  /** The organisation's members who can grant access (never the person asking), by name. */
  readonly administrators: readonly string[];
}

/**
 * The denied notice, described to the provider user it was addressed to so the modal can say which recall from
 * which supplier they cannot open, and whom a request would reach. It tells no more than the notice's e-mail
 * already told the organisation; another organisation's copy and unknown ids are "not found", as for Request
 * Access itself.
 */
export const describeDeniedNotice = async (
  store: AccessRequestStore,
  actor: Actor,
  communicationId: string,
  providerCommunicationId: string,
): Promise<DeniedNotice> => {
  assertMayRequestAccess(actor, "describeDeniedNotice");
  const target = await store.findTarget(communicationId, providerCommunicationId);
  if (target === undefined || target.providerOrganizationId !== actor.organizationId)
    throw new NotFound(ACCESS_REQUESTS.say("notFound"));
  const administrators = (await store.listMembersHolding(actor.organizationId, "Provider_ManageUsers"))
    .filter((person) => person.userId !== actor.userId)
    .map(personName);
  return {
    communicationType: target.communicationType,
    communicationUid: target.communicationUid,
    name: target.name,
    supplierName: target.supplierName,
    administrators,
  };
};
