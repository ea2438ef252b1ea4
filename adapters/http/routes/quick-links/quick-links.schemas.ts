import { Schema } from "effect";
import { pageOf } from "../../page-schema.ts";
import { QuickLinkAction, QuickLinkStatus } from "../../../../core/quick-links/quick-link.ts";

export const QuickLink = Schema.Struct({
  id: Schema.String,
  name: Schema.String,
  url: Schema.String,
  description: Schema.NullOr(Schema.String),
  status: QuickLinkStatus,
  path: Schema.NullOr(Schema.String),
  createdAt: Schema.String,
  updatedAt: Schema.String,
  allowedActions: Schema.Array(QuickLinkAction),
}).annotate({ identifier: "QuickLink" });

export const QuickLinkPage = pageOf(QuickLink, "QuickLinkPage");

export const QuickLinkListQuery = Schema.Struct({
  pageNumber: Schema.optional(Schema.String),
  pageSize: Schema.optional(Schema.String),
  sortField: Schema.optional(Schema.String).annotate({
    description: "name, url, status, createdAt or updatedAt",
  }),
  sortDirection: Schema.optional(Schema.String).annotate({ description: "asc or desc" }),
  search: Schema.optional(Schema.String).annotate({
    description: "Finds the text in name, url or description",
  }),
  status: Schema.optional(Schema.String).annotate({ description: "ACTIVE or INACTIVE" }),
  url: Schema.optional(Schema.String).annotate({ description: "Only links whose url contains this text" }),
  filterModel: Schema.optional(Schema.String).annotate({
    description:
      'Grid header filters as JSON, e.g. {"name":{"filterType":"text","type":"contains","filter":"fda"}}',
  }),
}).annotate({ identifier: "QuickLinkListQuery" });

export const QuickLinkMeta = Schema.Struct({
  statuses: Schema.Array(Schema.Struct({ value: QuickLinkStatus, label: Schema.String })),
  sortFields: Schema.Array(Schema.String),
}).annotate({ identifier: "QuickLinkMeta" });

export const AccountLink = Schema.Struct({
  id: Schema.String,
  name: Schema.String,
  url: Schema.String,
  path: Schema.NullOr(Schema.String),
}).annotate({ identifier: "AccountLink" });

export const IdParams = Schema.Struct({ id: Schema.String });
