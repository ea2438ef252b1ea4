import { Schema } from "effect";
import { MatchReason } from "./match-reasons.ts";

/**
 * Data of the location matcher. Rows are decoded at the edge (CSV/XLSX adapter) so the core sees
 * plain trimmed strings; optional fields are absent rather than empty.
 */
export const KnownSite = Schema.Struct({
  siteId: Schema.NonEmptyString,
  name: Schema.String,
  address1: Schema.String,
  address2: Schema.optional(Schema.String),
  city: Schema.String,
  state: Schema.String,
  zip: Schema.String,
  phone: Schema.optional(Schema.String),
  hin: Schema.optional(Schema.String),
  gln: Schema.optional(Schema.String),
});
export type KnownSite = typeof KnownSite.Type;

export const ShipToRow = Schema.Struct({
  locationId: Schema.NonEmptyString,
  name: Schema.String,
  address1: Schema.String,
  address2: Schema.optional(Schema.String),
  city: Schema.String,
  state: Schema.String,
  zip: Schema.String,
  phone: Schema.optional(Schema.String),
  hin: Schema.optional(Schema.String),
  gln: Schema.optional(Schema.String),
});
export type ShipToRow = typeof ShipToRow.Type;

export const MatchStatus = Schema.Literals(["matched", "review", "unmatched"]);
export type MatchStatus = typeof MatchStatus.Type;

/** One decision per ship-to row. `siteId` is set only when matched; review rows carry `candidateSiteId`. */
export const MatchResult = Schema.Struct({
  locationId: Schema.String,
  siteId: Schema.optional(Schema.String),
  candidateSiteId: Schema.optional(Schema.String),
  score: Schema.Number,
  status: MatchStatus,
  reason: Schema.String,
  /** The reason as evidence for people (match-reasons.ts); `reason` is the matcher's own short form. */
  reasons: Schema.Array(MatchReason),
});
export type MatchResult = typeof MatchResult.Type;

/** A mapping the supplier already has (confirmed earlier): its location id points at a known site. */
export const ExistingMapping = Schema.Struct({
  locationId: Schema.NonEmptyString,
  siteId: Schema.NonEmptyString,
});
export type ExistingMapping = typeof ExistingMapping.Type;
