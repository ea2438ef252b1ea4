import { Schema } from "effect";

export const KnownProviderStatus = Schema.Literals(["ACTIVE", "INACTIVE"]);
export type KnownProviderStatus = typeof KnownProviderStatus.Type;

export const KNOWN_PROVIDER_SORT_FIELDS = ["name", "idn", "city", "state", "status", "locations"] as const;
export type KnownProviderSortField = (typeof KNOWN_PROVIDER_SORT_FIELDS)[number];
export const KNOWN_PROVIDER_FILTER_FIELDS = [
  "name",
  "idn",
  "city",
  "state",
  "recallEmail",
  "organizationName",
] as const;
export type KnownProviderFilterField = (typeof KNOWN_PROVIDER_FILTER_FIELDS)[number];

/** What the known-provider modal sends; `organizationId` links it to a provider organisation on the platform. */
export const KnownProviderInput = Schema.Struct({
  name: Schema.String,
  idn: Schema.optional(Schema.NullOr(Schema.String)),
  organizationId: Schema.optional(Schema.NullOr(Schema.String)),
  recallEmail: Schema.optional(Schema.NullOr(Schema.String)),
  phone: Schema.optional(Schema.NullOr(Schema.String)),
  city: Schema.optional(Schema.NullOr(Schema.String)),
  state: Schema.optional(Schema.NullOr(Schema.String)),
  status: Schema.optional(KnownProviderStatus),
}).annotate({ identifier: "KnownProviderInput" });
export type KnownProviderInput = typeof KnownProviderInput.Type;

export const KnownProviderUpdate = Schema.Struct({
  ...KnownProviderInput.fields,
  version: Schema.Int,
}).annotate({ identifier: "KnownProviderUpdate" });
export type KnownProviderUpdate = typeof KnownProviderUpdate.Type;

export interface KnownProviderFields {
  readonly name: string;
  readonly idn: string | null;
  readonly organizationId: string | null;
  readonly recallEmail: string | null;
  readonly phone: string | null;
  readonly city: string | null;
  readonly state: string | null;
  readonly status: KnownProviderStatus;
}

/** A known provider as the grid and the modal read it. */
export interface KnownProviderRecord extends KnownProviderFields {
  readonly id: string;
  /** The linked provider organisation's name; null while the provider is not on the platform. */
  readonly organizationName: string | null;
  readonly locations: number;
  readonly version: number;
  readonly createdAt: Date;
  readonly updatedAt: Date;
}

export interface KnownProviderOption {
  readonly id: string;
  readonly name: string;
  readonly idn: string | null;
  readonly organizationId: string | null;
  readonly status: KnownProviderStatus;
}

/** A provider organisation a known provider may be linked to, and the known provider that has it already. */
export interface ProviderOrganisationOption {
  readonly id: string;
  readonly name: string;
  readonly idn: string | null;
  readonly knownProviderId: string | null;
}

/** A site of a known provider's organisation, for the location form's site picker. */
export interface KnownProviderSite {
  readonly id: string;
  readonly name: string;
  readonly city: string | null;
  readonly state: string | null;
  readonly knownLocationId: string | null;
}
