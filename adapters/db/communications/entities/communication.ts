import { defineEntity, p } from "@mikro-orm/core";

/**
 * A recall or supply advisory as its supplier authored it (the supplier's view of a recall). Only the fields
 * the provider side and the access request need so far; the authoring wizard adds the rest.
 */
export const Communication = defineEntity({
  name: "Communication",
  tableName: "communication",
  indexes: [{ properties: ["organizationId", "type", "status"] }],
  properties: {
    id: p.uuid().primary(),
    /** The supplier (or distributor) that sends it. */
    organizationId: p.uuid(),
    /** RECALL or PRODUCT DISRUPTION. */
    type: p.string().length(30),
    /** The supplier's Recall ID (communicationUID), e.g. the FDA recall number. */
    communicationUid: p.string().length(100),
    name: p.string().length(500),
    classification: p.string().length(30).nullable(),
    description: p.text().nullable(),
    /** CommunicationState of core/communications/lifecycles/communication.ts. */
    status: p.string().length(20).default("DRAFT"),
    communicationDate: p.datetime().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
});

/** One provider organisation's copy of a communication (providerCommunicationId); status is ProviderCopyState. */
export const ProviderCommunication = defineEntity({
  name: "ProviderCommunication",
  tableName: "provider_communication",
  uniques: [{ properties: ["communicationId", "providerOrganizationId"] }],
  properties: {
    id: p.uuid().primary(),
    communicationId: p.uuid(),
    providerOrganizationId: p.uuid().index(),
    status: p.string().length(20).default("OPEN"),
    notifiedAt: p.datetime().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});

/** The provider's sites a copy affects; they decide which of its users see it. */
export const ProviderCommunicationSite = defineEntity({
  name: "ProviderCommunicationSite",
  tableName: "provider_communication_site",
  properties: {
    providerCommunicationId: p.uuid().primary(),
    siteId: p.uuid().primary().index(),
  },
});

/** A provider user's Request Access from the permission-denied modal, kept as the record of who asked when. */
export const AccessRequest = defineEntity({
  name: "AccessRequest",
  tableName: "access_request",
  indexes: [{ properties: ["userId", "providerCommunicationId", "requestedAt"] }],
  properties: {
    id: p.uuid().primary(),
    userId: p.uuid(),
    providerCommunicationId: p.uuid(),
    requestedAt: p.datetime(),
    /** How many administrators were e-mailed. */
    notified: p.integer(),
  },
});
