/**
 * Every entity, assembled from the contexts (docs/architecture.md): the ORM configuration and the migration
 * generator read ENTITIES; tests and the CLI import entities from here. A new context adds one line to each list.
 */
import { ORGANISATIONS_ENTITIES } from "./organisations/entities/index.ts";
import { IDENTITY_ENTITIES } from "./identity/entities/index.ts";
import { PLATFORM_ENTITIES } from "./platform/entities/index.ts";
import { CONTENT_ENTITIES } from "./content/entities/index.ts";
import { LOCATIONS_ENTITIES } from "./locations/entities/index.ts";
import { COMMUNICATIONS_ENTITIES } from "./communications/entities/index.ts";
import { PROVIDER_CONTACT_ENTITIES } from "./organisations/entities/provider-contact.ts";

export * from "./organisations/entities/index.ts";
export * from "./identity/entities/index.ts";
export * from "./platform/entities/index.ts";
export * from "./content/entities/index.ts";
export * from "./locations/entities/index.ts";
export * from "./communications/entities/index.ts";
export * from "./organisations/entities/provider-contact.ts";

export const ENTITIES = [
  ...ORGANISATIONS_ENTITIES,
  ...IDENTITY_ENTITIES,
  ...PLATFORM_ENTITIES,
  ...CONTENT_ENTITIES,
  ...LOCATIONS_ENTITIES,
  ...COMMUNICATIONS_ENTITIES,
  ...PROVIDER_CONTACT_ENTITIES,
];
