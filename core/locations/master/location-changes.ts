import type { ChangeType, KnownLocationStatus } from "./known-location.ts";

/**
 * A location as its history shows it: the provider and site by name (ids mean nothing to a reader), the
 * rest as stored.
 */
export interface LocationSnapshot {
  readonly knownProvider: string | null;
  readonly site: string | null;
  readonly name: string;
  readonly address1: string;
  readonly address2: string | null;
  readonly city: string;
  readonly state: string;
  readonly zip: string;
  readonly phone: string | null;
  readonly hin: string | null;
  readonly gln: string | null;
  readonly type: string;
  readonly status: KnownLocationStatus;
}

export const SNAPSHOT_FIELDS = [
  "knownProvider",
  "site",
  "name",
  "address1",
  "address2",
  "city",
  "state",
  "zip",
  "phone",
  "hin",
  "gln",
  "type",
  "status",
] as const satisfies readonly (keyof LocationSnapshot)[];

export type FieldChanges = Readonly<
  Record<string, { readonly from: string | null; readonly to: string | null }>
>;

/** The fields whose value differs, each with what it was and what it became. */
export const changesBetween = (before: LocationSnapshot, after: LocationSnapshot): FieldChanges => {
  const changes: Record<string, { from: string | null; to: string | null }> = {};
  for (const field of SNAPSHOT_FIELDS)
    if (before[field] !== after[field]) changes[field] = { from: before[field], to: after[field] };
  return changes;
};

/** What kind of edit it was: closing and reopening are named, so the history reads at a glance. */
export const changeTypeOf = (from: KnownLocationStatus, to: KnownLocationStatus): ChangeType =>
  from === "ACTIVE" && to === "CLOSED"
    ? "CLOSED"
    : from === "CLOSED" && to === "ACTIVE"
      ? "REOPENED"
      : "UPDATED";

/** Everything a new location was created with, as changes from nothing. */
export const creationChanges = (created: LocationSnapshot): FieldChanges => {
  const changes: Record<string, { from: null; to: string | null }> = {};
  for (const field of SNAPSHOT_FIELDS)
    if (created[field] !== null && created[field] !== "") changes[field] = { from: null, to: created[field] };
  return changes;
};
