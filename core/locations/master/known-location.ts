import { Schema } from "effect";

export const KnownLocationType = Schema.Literals(["HOSPITAL", "NON_ACUTE"]);
export type KnownLocationType = typeof KnownLocationType.Type;
/** MERGED is set only by a merge; the form chooses between ACTIVE and CLOSED. */
export const KnownLocationStatus = Schema.Literals(["ACTIVE", "CLOSED", "MERGED"]);
export type KnownLocationStatus = typeof KnownLocationStatus.Type;
export const EditableLocationStatus = Schema.Literals(["ACTIVE", "CLOSED"]);

export const KNOWN_LOCATION_SORT_FIELDS = [
  "notisphere_id",
  "name",
  "provider",
  "idn",
  "address1",
  "city",
  "state",
  "zip",
  "type",
  "status",
  "updated_at",
] as const;
export type KnownLocationSortField = (typeof KNOWN_LOCATION_SORT_FIELDS)[number];
export const KNOWN_LOCATION_FILTER_FIELDS = [
  "notisphere_id",
  "name",
  "provider",
  "idn",
  "site",
  "address1",
  "city",
  "state",
  "zip",
  "phone",
  "hin",
  "gln",
  "type",
  "status",
] as const;
export type KnownLocationFilterField = (typeof KNOWN_LOCATION_FILTER_FIELDS)[number];

/** What the create and edit forms send; the rules (location-rules.ts) check it field by field. */
export const KnownLocationInput = Schema.Struct({
  knownProviderId: Schema.String,
  providerSiteId: Schema.optional(Schema.NullOr(Schema.String)),
  name: Schema.String,
  address1: Schema.String,
  address2: Schema.optional(Schema.NullOr(Schema.String)),
  city: Schema.String,
  state: Schema.String,
  zip: Schema.String,
  phone: Schema.optional(Schema.NullOr(Schema.String)),
  hin: Schema.optional(Schema.NullOr(Schema.String)),
  gln: Schema.optional(Schema.NullOr(Schema.String)),
  type: KnownLocationType,
  status: Schema.optional(EditableLocationStatus),
}).annotate({ identifier: "MasterLocationInput" });
export type KnownLocationInput = typeof KnownLocationInput.Type;

/** An edit carries the version the form was loaded with: a colleague's change meanwhile makes it stale. */
export const KnownLocationUpdate = Schema.Struct({
  ...KnownLocationInput.fields,
  version: Schema.Int,
}).annotate({ identifier: "MasterLocationUpdate" });
export type KnownLocationUpdate = typeof KnownLocationUpdate.Type;

export const MergeRequest = Schema.Struct({
  targetId: Schema.String,
  version: Schema.Int,
}).annotate({ identifier: "MasterLocationMerge" });
export type MergeRequest = typeof MergeRequest.Type;

/** The stored fields of a location, normalised (location-rules.ts knownLocationFields). */
export interface KnownLocationFields {
  readonly knownProviderId: string;
  readonly providerSiteId: string | null;
  readonly name: string;
  readonly address1: string;
  readonly address2: string | null;
  readonly city: string;
  readonly state: string;
  readonly zip: string;
  readonly phone: string | null;
  readonly hin: string | null;
  readonly gln: string | null;
  readonly type: KnownLocationType;
  readonly status: KnownLocationStatus;
}

/** A known location as the grid, the view and the form read it. */
export interface KnownLocationRecord extends KnownLocationFields {
  readonly id: string;
  readonly notisphereId: string;
  readonly knownProviderName: string | null;
  readonly idn: string | null;
  /** The known provider's organisation when it is on the platform. */
  readonly providerOrganizationId: string | null;
  readonly siteName: string | null;
  readonly mergedIntoId: string | null;
  readonly mergedIntoNotisphereId: string | null;
  readonly version: number;
  readonly createdAt: Date;
  readonly updatedAt: Date;
}

export const ChangeType = Schema.Literals([
  "CREATED",
  "UPDATED",
  "CLOSED",
  "REOPENED",
  "MERGED_INTO",
  "MERGED_FROM",
]);
export type ChangeType = typeof ChangeType.Type;

/** One entry of a location's history: field → {from, to}, or for merges the other location. */
export interface KnownLocationChange {
  readonly id: string;
  readonly at: Date;
  readonly byUserId: string | null;
  readonly byName: string;
  readonly changeType: ChangeType;
  readonly changes: Readonly<Record<string, unknown>>;
}
