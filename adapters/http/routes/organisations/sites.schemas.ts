import { Schema } from "effect";
import { SITE_FILTER_FIELDS, SITE_SORT_FIELDS, SiteAction } from "#core/organisations/sites/site.ts";
import { listQuery } from "../../list-query.ts";
import { pageOf } from "../../page-schema.ts";

const SiteKindOut = Schema.Literals(["HOSPITAL", "NON_ACUTE", "DEPARTMENT", "CORPORATE"]);

const siteFields = {
  id: Schema.String,
  name: Schema.String,
  kind: SiteKindOut,
  isCorporate: Schema.Boolean,
  address1: Schema.NullOr(Schema.String),
  address2: Schema.NullOr(Schema.String),
  city: Schema.NullOr(Schema.String),
  state: Schema.NullOr(Schema.String),
  zip: Schema.NullOr(Schema.String),
  phone: Schema.NullOr(Schema.String),
  allowedActions: Schema.Array(SiteAction),
};

export const Site = Schema.Struct(siteFields).annotate({ identifier: "Site" });

export const SiteListItem = Schema.Struct({
  ...siteFields,
  memberCount: Schema.Number.annotate({
    description: "Members who belong (all-sites members included), not deactivated",
  }),
  verifiedCount: Schema.Number.annotate({
    description: "Of them, those whose organisation-user status is VERIFIED",
  }),
}).annotate({ identifier: "SiteListItem" });

export const SitePage = pageOf(SiteListItem, "SitePage");

export const SiteListQuery = listQuery({
  identifier: "SiteListQuery",
  sort: {
    fields: SITE_SORT_FIELDS,
    default: "name",
    description:
      "name, kind, address1, city, state, zip, memberCount or verifiedCount (Corporate always first)",
  },
  searchDescription: "Finds the text in name, address, city, state or ZIP",
  params: {},
  filters: {
    fields: SITE_FILTER_FIELDS,
    description:
      'Grid header filters as JSON, e.g. {"city":{"filterType":"text","type":"contains","filter":"aus"}}',
  },
});

export const SiteMember = Schema.Struct({
  membershipId: Schema.String,
  userId: Schema.String,
  firstName: Schema.String,
  lastName: Schema.String,
  email: Schema.String,
  roleName: Schema.String,
  status: Schema.String.annotate({ description: "Organisation-user status (spec 2 §4)" }),
  belongs: Schema.Boolean,
  allSites: Schema.Boolean.annotate({
    description: "Sees every site, so belongs to this one whatever is chosen",
  }),
  verified: Schema.Boolean,
}).annotate({ identifier: "SiteMember" });

export const SiteIdParams = Schema.Struct({ id: Schema.String });
