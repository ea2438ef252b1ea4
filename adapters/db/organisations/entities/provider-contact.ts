import { defineEntity, p } from "@mikro-orm/core";

/** A person a health system names for onboarding (contact info, step 0); position 0 is the primary contact. */
export const ProviderContact = defineEntity({
  name: "ProviderContact",
  tableName: "provider_contact",
  uniques: [{ properties: ["organizationId", "email"] }],
  properties: {
    id: p.uuid().primary(),
    organizationId: p.uuid().index(),
    position: p.integer(),
    firstName: p.string().length(100),
    lastName: p.string().length(100),
    email: p.string().length(254),
    phone: p.string().length(40).nullable(),
    title: p.string().length(100).nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});

/**
 * One verification e-mail the operator sent for a health system (to a contact or to a member), kept as the
 * "who was e-mailed" list. `requestId` is the Send click's id: a repeat of it writes nothing.
 */
export const ProviderVerificationMail = defineEntity({
  name: "ProviderVerificationMail",
  tableName: "provider_verification_mail",
  uniques: [{ properties: ["requestId", "email"] }],
  properties: {
    id: p.uuid().primary(),
    organizationId: p.uuid().index(),
    requestId: p.uuid().index(),
    kind: p.string().length(10),
    contactId: p.uuid().nullable(),
    userId: p.uuid().index(),
    email: p.string().length(254),
    fullName: p.string().length(200),
    roleName: p.string().length(100).nullable(),
    sentBy: p.uuid().nullable(),
    sentAt: p.datetime(),
    outboxId: p.uuid().nullable(),
  },
});

export const PROVIDER_CONTACT_ENTITIES = [ProviderContact, ProviderVerificationMail];
