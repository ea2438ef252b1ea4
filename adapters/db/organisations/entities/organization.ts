import { defineEntity, p } from "@mikro-orm/core";

/**
 * An organisation of any type: the operator (NOTISPHERE), a supplier or distributor (SUPPLIER), or a provider
 * health system (PROVIDER, optionally under a parent organisation and with an IDN label).
 */
export const Organization = defineEntity({
  name: "Organization",
  tableName: "organization",
  // The providers grid's search box reads name, IDN, city and the short NotiSphere id at once
  // (provider-repository.ts writes the same expression), so 20,000 organisations are searched by index.
  indexes: [
    {
      name: "organization_search_trgm",
      expression: `create index "organization_search_trgm" on "organization" using gin ((lower("name" || ' ' || coalesce("idn", '') || ' ' || coalesce("city", '') || ' ' || right("id"::text, 8))) gin_trgm_ops)`,
    },
  ],
  properties: {
    id: p.uuid().primary(),
    name: p.string().length(200),
    type: p.string().length(20).index(),
    supplierType: p.string().length(20).nullable(),
    parentId: p.uuid().nullable().index(),
    idn: p.string().length(200).nullable(),
    status: p.string().length(20).default("ACTIVE"),
    isSso: p.boolean().default(false),
    profilePhoto: p.text().nullable(),
    address1: p.string().length(200).nullable(),
    address2: p.string().length(200).nullable(),
    city: p.string().length(100).nullable(),
    state: p.string().length(2).nullable(),
    zip: p.string().length(10).nullable(),
    phone: p.string().length(40).nullable(),
    /** Provider setting: recalls handled centrally. Unset counts as true for the Covered mark. */
    centralized: p.boolean().nullable(),
    /** The person to talk to at this organisation (its profile screen). */
    contactName: p.string().length(200).nullable(),
    contactEmail: p.string().length(254).nullable(),
    contactPhone: p.string().length(40).nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
});

/** A provider site: a hospital, clinic or department with its own coordinator. */
export const ProviderSite = defineEntity({
  name: "ProviderSite",
  tableName: "provider_site",
  properties: {
    id: p.uuid().primary(),
    organizationId: p.uuid().index(),
    name: p.string().length(200),
    address1: p.string().length(200).nullable(),
    address2: p.string().length(200).nullable(),
    city: p.string().length(100).nullable(),
    state: p.string().length(2).nullable(),
    zip: p.string().length(10).nullable(),
    phone: p.string().length(40).nullable(),
    /** The CMS facility id when the site came from the public hospital list. */
    externalId: p.string().length(20).nullable(),
    isCorporate: p.boolean().default(false),
    /** HOSPITAL, NON_ACUTE, DEPARTMENT, or CORPORATE for the default Corporate site (core/organisations/sites/site.ts). */
    kind: p.string().length(20).default("HOSPITAL"),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});
