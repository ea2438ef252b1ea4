import type { Actor } from "../access/actor.ts";
import { can } from "../access/can.ts";
import type { AccessAction, CommunicationType } from "../access/resources.ts";
import {
  type CommunicationContext,
  type CommunicationEvent,
  communicationMachine,
  type CommunicationState,
  type SendType,
} from "./communication.ts";
import {
  type ProviderCopyContext,
  type ProviderCopyEvent,
  providerCopyMachine,
  type ProviderCopyState,
} from "./provider-copy.ts";
import {
  type ResponderResponseEvent,
  responderResponseMachine,
  responderRoleOf,
  type ResponderResponseState,
} from "./responder-response.ts";

/**
 * What the API returns as `allowedActions` with each record: the lifecycle's events for the record's state,
 * kept only where `can` lets this actor do that kind of thing to this record. One answer for server and web.
 */

const COMMUNICATION_ACCESS: Record<CommunicationEvent, AccessAction> = {
  edit: "edit",
  approve: "approve",
  send: "send",
  close: "closeOpen",
  reopen: "closeOpen",
  delete: "delete",
  postUpdate: "postUpdate",
  changeLocationStatus: "changeLocationStatus",
};

export interface CommunicationRecord {
  readonly state: CommunicationState;
  readonly supplierOrganizationId: string;
  readonly communicationType: CommunicationType;
  readonly recipientCount: number;
  readonly newRecipientCount: number;
}

export const communicationActions = (
  actor: Actor,
  record: CommunicationRecord,
): readonly CommunicationEvent[] => {
  if (actor.userType === "PROV") return [];
  const role = actor.userType === "SUPP" ? "supplier" : "operator";
  // Send is offered when an All Providers round is possible; sendTypesOf says whether New Providers is too.
  const context: CommunicationContext = { ...record, sendType: "ALL" };
  const resource = {
    kind: "communication",
    supplierOrganizationId: record.supplierOrganizationId,
    communicationType: record.communicationType,
  } as const;
  return communicationMachine
    .allowedActions(record.state, role, context)
    .filter((event) => can(actor, COMMUNICATION_ACCESS[event], resource));
};

/** The send choices: the first send goes to everyone; later rounds may also target only never-notified recipients. */
export const sendTypesOf = (
  record: Pick<CommunicationRecord, "state" | "newRecipientCount">,
): readonly SendType[] =>
  record.state === "OPEN" && record.newRecipientCount > 0 ? ["ALL", "NEW"] : ["ALL"];

export interface ProviderCopyRecord {
  readonly state: ProviderCopyState;
  readonly providerOrganizationId: string;
  readonly supplierOrganizationId?: string | undefined;
  readonly communicationType: CommunicationType;
  readonly siteIds: readonly string[];
}

export const providerCopyActions = (
  actor: Actor,
  record: ProviderCopyRecord,
  facts: ProviderCopyContext,
): readonly ProviderCopyEvent[] => {
  if (actor.userType !== "PROV") return [];
  const resource = {
    kind: "providerCommunication",
    providerOrganizationId: record.providerOrganizationId,
    supplierOrganizationId: record.supplierOrganizationId,
    communicationType: record.communicationType,
    siteIds: record.siteIds,
  } as const;
  // Every copy event has an access action of the same name.
  return providerCopyMachine
    .allowedActions(record.state, "provider", facts)
    .filter((event) => can(actor, event, resource));
};

export interface ResponderResponseRecord {
  readonly state: ResponderResponseState;
  readonly providerOrganizationId: string;
  readonly ownerUserId: string;
}

export const responderResponseActions = (
  actor: Actor,
  record: ResponderResponseRecord,
): readonly Exclude<ResponderResponseEvent, "sendFailed">[] => {
  const resource = {
    kind: "responderResponse",
    providerOrganizationId: record.providerOrganizationId,
    ownerUserId: record.ownerUserId,
  } as const;
  return responderResponseMachine
    .allowedActions(record.state, responderRoleOf(actor.userId, record.ownerUserId), undefined)
    .filter((event): event is Exclude<ResponderResponseEvent, "sendFailed"> => event !== "sendFailed")
    .filter((event) => can(actor, event, resource));
};
