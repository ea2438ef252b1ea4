import { Schema } from "effect";

/** The marks a provider gives a ship-to row mapped to it (the spec's location verification catalogue). */
export const PROVIDER_MARKS = ["Covered", "NotCovered", "Invalid", "Emailed"] as const;
export const ProviderMark = Schema.Literals(PROVIDER_MARKS);
export type ProviderMark = typeof ProviderMark.Type;

/** A mark that can be proposed from another supplier's row: Invalid is not (it sends rows to review instead). */
export type ProposableMark = Exclude<ProviderMark, "Invalid">;

/**
 * The list's status filter (lower case, as query catalogues are): unverified rows, unverified rows with a
 * proposal, and the marks a provider still sees.
 */
export const PROVIDER_STATUS_FILTERS = [
  "unverified",
  "proposed",
  "covered",
  "notcovered",
  "emailed",
] as const;
export type ProviderStatusFilter = (typeof PROVIDER_STATUS_FILTERS)[number];

/** The mark each marked-status filter selects. */
export const MARK_OF_FILTER = {
  covered: "Covered",
  notcovered: "NotCovered",
  emailed: "Emailed",
} as const satisfies Partial<Record<ProviderStatusFilter, ProposableMark>>;

export const PROVIDER_VERIFICATION_SORT_FIELDS = [
  "name",
  "locationId",
  "supplierName",
  "address1",
  "city",
  "state",
  "zip",
  "notisphereId",
  "status",
  "siteName",
  "verifiedAt",
] as const;
export type ProviderVerificationSortField = (typeof PROVIDER_VERIFICATION_SORT_FIELDS)[number];

export const PROVIDER_VERIFICATION_FILTER_FIELDS = [
  "name",
  "locationId",
  "supplierName",
  "address1",
  "city",
  "state",
  "zip",
  "notisphereId",
  "siteName",
] as const;
export type ProviderVerificationFilterField = (typeof PROVIDER_VERIFICATION_FILTER_FIELDS)[number];

/** "Verify once, reuse everywhere": what another supplier's verified row at the same known location says. */
export interface VerificationProposal {
  readonly status: ProposableMark;
  readonly siteId: string | null;
  readonly siteName: string | null;
  /** The supplier whose row was verified, for "Covered at <site>, as for <supplier>". */
  readonly supplierName: string;
}

/** A ship-to row as the provider's verification list shows it. */
export interface ProviderVerificationRecord {
  readonly id: string;
  readonly supplierOrganizationId: string;
  readonly supplierName: string;
  readonly locationId: string;
  readonly name: string;
  readonly address1: string;
  readonly address2: string | null;
  readonly city: string;
  readonly state: string;
  readonly zip: string;
  readonly knownLocationId: string;
  readonly notisphereId: string;
  readonly knownLocationName: string;
  /** The provider site the known location was made from: the site proposed when marking Covered. */
  readonly knownLocationSiteId: string | null;
  /** null = not verified yet. */
  readonly status: ProposableMark | null;
  readonly siteId: string | null;
  readonly siteName: string | null;
  readonly verifiedAt: Date | null;
  readonly proposal: VerificationProposal | null;
}

/** One supplier's rows in the provider's list, for the supplier select. */
export interface SupplierVerificationCount {
  readonly supplierOrganizationId: string;
  readonly supplierName: string;
  readonly total: number;
  readonly unverified: number;
  readonly proposed: number;
}

/** The most rows one bulk action may name: a grid selection, not a whole table. */
export const MAX_MARKED_ROWS = 500;

const RowIds = Schema.Array(Schema.String).pipe(
  Schema.check(Schema.isMinLength(1), Schema.isMaxLength(MAX_MARKED_ROWS)),
);

/** PUT /provider/locations-verification/mark. */
export const MarkLocationsInput = Schema.Struct({
  ids: RowIds.annotate({ description: `The rows to mark, 1 to ${MAX_MARKED_ROWS}; all or none are marked` }),
  status: ProviderMark,
  siteId: Schema.optional(Schema.NullOr(Schema.String)).annotate({
    description: "The site that handles the rows' recalls; required for Covered, refused otherwise",
  }),
}).annotate({ identifier: "MarkLocationsInput" });
export type MarkLocationsInput = typeof MarkLocationsInput.Type;

/** POST /provider/locations-verification/accept-proposals. */
export const AcceptProposalsInput = Schema.Struct({
  ids: RowIds.annotate({
    description: `Unverified rows with a proposal, 1 to ${MAX_MARKED_ROWS}; all or none are marked`,
  }),
}).annotate({ identifier: "AcceptProposalsInput" });
export type AcceptProposalsInput = typeof AcceptProposalsInput.Type;

/** What a mark or an acceptance did. */
export interface MarkOutcome {
  readonly marked: number;
  /** Other suppliers' rows at the same building sent to the operator's review by an Invalid mark. */
  readonly sentToReview: number;
}
