import { Schema } from "effect";
import { pageOf } from "../../page-schema.ts";
import { enumParam, listQuery, textParam } from "../../list-query.ts";
import {
  QUICK_LINK_FILTER_FIELDS,
  QUICK_LINK_SORT_FIELDS,
  QuickLinkAction,
  QuickLinkStatus,
} from "../../../../core/quick-links/quick-link.ts";

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

export const QuickLinkListQuery = listQuery({
  identifier: "QuickLinkListQuery",
  sort: {
    fields: QUICK_LINK_SORT_FIELDS,
    default: "name",
    description: "name, url, status, createdAt or updatedAt",
  },
  searchDescription: "Finds the text in name, url or description",
  params: {
    status: enumParam(QuickLinkStatus.literals, "ACTIVE or INACTIVE"),
    url: textParam("Only links whose url contains this text"),
  },
  filters: {
    fields: QUICK_LINK_FILTER_FIELDS,
    description:
      'Grid header filters as JSON, e.g. {"name":{"filterType":"text","type":"contains","filter":"fda"}}',
  },
});

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
