import { Schema } from "effect";
import { pageOf } from "../../page-schema.ts";
import { enumParam, listQuery } from "../../list-query.ts";
import {
  SUPPLIER_MASTER_FILTER_FIELDS,
  SUPPLIER_MASTER_SORT_FIELDS,
  SUPPLIER_MASTER_STATUSES,
  SupplierMasterStatus,
} from "#core/organisations/supplier-master/supplier-master.ts";

const SupplierMasterAction = Schema.String.annotate({
  description: 'edit, link, or set:<STATUS> (the statuses the entry may move to, e.g. "set:INACTIVE")',
});

const entryFields = {
  id: Schema.String,
  name: Schema.String,
  normalizedName: Schema.String,
  city: Schema.NullOr(Schema.String),
  state: Schema.NullOr(Schema.String),
  source: Schema.NullOr(Schema.String),
  status: SupplierMasterStatus,
  linkedOrganizationId: Schema.NullOr(Schema.String),
  linkedOrganizationName: Schema.NullOr(Schema.String),
  linkedAt: Schema.NullOr(Schema.String),
  createdAt: Schema.String,
  updatedAt: Schema.String,
  allowedActions: Schema.Array(SupplierMasterAction),
};

export const SupplierMasterEntry = Schema.Struct(entryFields).annotate({ identifier: "SupplierMasterEntry" });

export const SupplierMasterPage = pageOf(SupplierMasterEntry, "SupplierMasterPage");

export const KnownSupplier = Schema.Struct({
  ...entryFields,
  score: Schema.Finite.annotate({ description: "1 when linked to this account, else name similarity 0..1" }),
  linkedToThis: Schema.Boolean,
}).annotate({ identifier: "KnownSupplier" });

export const SupplierMasterListQuery = listQuery({
  identifier: "SupplierMasterListQuery",
  sort: {
    fields: SUPPLIER_MASTER_SORT_FIELDS,
    default: "name",
    description: "name, city, state, status, source or updatedAt",
  },
  searchDescription: "Finds the text in the name, the city or the linked account's name",
  params: {
    status: enumParam(SUPPLIER_MASTER_STATUSES, "ACTIVE, INACTIVE, DELETED, PENDING or LINKED"),
  },
  filters: {
    fields: SUPPLIER_MASTER_FILTER_FIELDS,
    description:
      'Grid header filters as JSON, e.g. {"name":{"filterType":"text","type":"contains","filter":"abbott"}}',
  },
});

export const UpdateSupplierMasterQuery = Schema.Struct({
  id: Schema.String.annotate({ description: "The master entry's id" }),
  status: SupplierMasterStatus.annotate({
    description: "The new status: ACTIVE, INACTIVE, DELETED or PENDING",
  }),
}).annotate({ identifier: "UpdateSupplierMasterQuery" });

export const IdParams = Schema.Struct({ id: Schema.String });
export const LinkParams = Schema.Struct({
  a: Schema.String.annotate({ description: "The supplier account (organisation id)" }),
  b: Schema.String.annotate({ description: "The master entry id" }),
});

export const SupplierAccountOption = Schema.Struct({
  id: Schema.String,
  name: Schema.String,
  supplierType: Schema.NullOr(Schema.String),
  status: Schema.String,
  score: Schema.Finite.annotate({ description: "Name similarity to the entry, 0..1" }),
}).annotate({ identifier: "SupplierAccountOption" });

export const AccountOptionsQuery = Schema.Struct({
  search: Schema.optional(Schema.String.annotate({ description: "Accounts whose name contains this text" })),
}).annotate({ identifier: "AccountOptionsQuery" });
