import { Schema } from "effect";
import { VALIDATION_MESSAGES } from "../../shared/validation/messages.ts";
import { optionalPhone, optionalState, optionalText, optionalZip, requiredText } from "../profile/address.ts";
import type { OrganisationUserStatus } from "../users/organisation-user-status.ts";

/**
 * What a site is: a hospital or a non-acute location (clinic, surgery centre, long-term care), or a department
 * with its own coordinators (Pharmacy, Biomedical Engineering). The default Corporate site is kind CORPORATE
 * and is made by the portal, never through the form.
 */
export const SiteKind = Schema.Literals(["HOSPITAL", "NON_ACUTE", "DEPARTMENT"]);
export type SiteKind = typeof SiteKind.Type;
export type StoredSiteKind = SiteKind | "CORPORATE";

/** Physical locations need a full address; a department may share its hospital's and leave it empty. */
export const needsAddress = (kind: StoredSiteKind): boolean => kind === "HOSPITAL" || kind === "NON_ACUTE";

export const SITE_SORT_FIELDS = [
  "name",
  "kind",
  "address1",
  "city",
  "state",
  "zip",
  "memberCount",
  "verifiedCount",
] as const;
export type SiteSortField = (typeof SITE_SORT_FIELDS)[number];
export const SITE_FILTER_FIELDS = ["name", "kind", "address1", "city", "state", "zip"] as const;
export type SiteFilterField = (typeof SITE_FILTER_FIELDS)[number];

export const SiteAction = Schema.Literals(["edit", "members", "delete"]);
export type SiteAction = typeof SiteAction.Type;

const siteFields = {
  name: requiredText(200),
  kind: SiteKind,
  address1: optionalText(200),
  address2: optionalText(200),
  city: optionalText(100),
  state: optionalState,
  zip: optionalZip,
  phone: optionalPhone,
};

/** PUT /provider/sites/{id}: the site's own fields. */
export const SiteUpdateInput = Schema.Struct(siteFields).annotate({ identifier: "SiteUpdateInput" });
export type SiteUpdateInput = typeof SiteUpdateInput.Type;

const looseText = Schema.optional(Schema.NullOr(Schema.String));

/**
 * The shape of PUT /provider/sites/{id} as the route decodes it. The field rules (SiteUpdateInput) are checked
 * only once the site is known to be the caller's, so another organisation's site answers 404 whatever the body.
 */
export const SiteUpdateBody = Schema.Struct({
  name: Schema.String,
  kind: SiteKind,
  address1: looseText,
  address2: looseText,
  city: looseText,
  state: looseText,
  zip: looseText,
  phone: looseText,
}).annotate({
  identifier: "SiteUpdateBody",
  description:
    "Checked as SiteUpdateInput: name required and unique, ZIP 12345 or 12345-6789, US state code, phone",
});

/**
 * POST /provider/sites: the fields and the members who start in it. A new site must start with a verified
 * member (the rule of site-membership.ts): one of `memberIds`, or a member who already sees every site.
 */
export const SiteCreateInput = Schema.Struct({
  ...siteFields,
  memberIds: Schema.Array(Schema.String),
}).annotate({ identifier: "SiteCreateInput" });
export type SiteCreateInput = typeof SiteCreateInput.Type;

/** PUT /provider/sites/{id}/members: the members assigned to the site (all-sites members always belong). */
export const SiteMembersInput = Schema.Struct({
  memberIds: Schema.Array(Schema.String),
}).annotate({ identifier: "SiteMembersInput" });
export type SiteMembersInput = typeof SiteMembersInput.Type;

/** The address fields a physical site may not leave empty, with the form's "Field required". */
export const missingAddressFields = (
  input: Pick<SiteUpdateInput, "kind" | "address1" | "city" | "state" | "zip">,
): { field: string; message: string }[] =>
  needsAddress(input.kind)
    ? (["address1", "city", "state", "zip"] as const)
        .filter((field) => (input[field] ?? "").trim() === "")
        .map((field) => ({ field, message: VALIDATION_MESSAGES.required }))
    : [];

export interface SiteRecord {
  readonly id: string;
  readonly organizationId: string;
  readonly name: string;
  readonly kind: StoredSiteKind;
  readonly isCorporate: boolean;
  readonly address1: string | null;
  readonly address2: string | null;
  readonly city: string | null;
  readonly state: string | null;
  readonly zip: string | null;
  readonly phone: string | null;
}

/** A site in the list, with how many members belong to it and how many of them are verified. */
export interface SiteListRecord extends SiteRecord {
  readonly memberCount: number;
  readonly verifiedCount: number;
}

/** One member of the organisation as the members editor shows it. */
export interface SiteMemberRecord {
  readonly membershipId: string;
  readonly userId: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
  readonly roleName: string;
  readonly siteIds: readonly string[] | null;
  readonly status: OrganisationUserStatus;
}

/** Row actions: Corporate is edited (not renamed to a duplicate) but never deleted. */
export const siteActions = (site: Pick<SiteRecord, "isCorporate">): readonly SiteAction[] =>
  site.isCorporate ? ["edit", "members"] : ["edit", "members", "delete"];
