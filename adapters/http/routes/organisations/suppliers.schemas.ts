import { Schema } from "effect";
import { pageOf } from "../../page-schema.ts";
import { enumParam, listQuery } from "../../list-query.ts";
import {
  OrganisationStatus,
  SUPPLIER_FILTER_FIELDS,
  SUPPLIER_SORT_FIELDS,
  SupplierAction,
  SupplierType,
} from "#core/organisations/suppliers/supplier.ts";

export const Supplier = Schema.Struct({
  id: Schema.String,
  name: Schema.String,
  supplierType: SupplierType,
  add1: Schema.String,
  add2: Schema.NullOr(Schema.String),
  city: Schema.String,
  state: Schema.String,
  zip: Schema.String,
  sso: Schema.Boolean,
  status: OrganisationStatus,
  logo: Schema.NullOr(Schema.String).annotate({ description: "Address of the logo image, or null" }),
  createdAt: Schema.String,
  updatedAt: Schema.String,
  allowedActions: Schema.Array(SupplierAction),
}).annotate({ identifier: "Supplier" });

export const SupplierPage = pageOf(Supplier, "SupplierPage");

export const SupplierListQuery = listQuery({
  identifier: "SupplierListQuery",
  sort: {
    fields: SUPPLIER_SORT_FIELDS,
    default: "name",
    description: "name, supplierType, add1, city, state, zip, sso, status or createdAt",
  },
  searchDescription: "Finds the text in name, street, city, state or ZIP",
  params: {
    supplierType: enumParam(SupplierType.literals, "SUPPLIER or DISTRIBUTOR"),
    status: enumParam(OrganisationStatus.literals, "ACTIVE, DEACTIVATED or PENDING"),
    sso: enumParam(["true", "false"] as const, "true: SSO organisations only; false: the others", "lower"),
  },
  filters: {
    fields: SUPPLIER_FILTER_FIELDS,
    description:
      'Grid header filters as JSON, e.g. {"city":{"filterType":"text","type":"contains","filter":"minn"}}',
  },
});

export const SupplierIdParams = Schema.Struct({ id: Schema.String });

export const LogoUploadFields = Schema.Struct({
  Id: Schema.optional(Schema.String).annotate({
    description:
      "The supplier to set the logo on at once (the edit form); absent for a supplier not yet created",
  }),
  CreatedBy: Schema.optional(Schema.String).annotate({
    description: "Accepted for the original form's sake and ignored: the uploader is the signed-in user",
  }),
  Name: Schema.optional(Schema.String).annotate({
    description: "Accepted and ignored (the original form sends it)",
  }),
}).annotate({ identifier: "SupplierLogoUploadFields" });

export const UploadedLogo = Schema.Struct({
  id: Schema.String.annotate({ description: "Send as `logo` with POST or PUT suppliers" }),
  url: Schema.String,
  contentType: Schema.String,
  size: Schema.Number,
}).annotate({ identifier: "UploadedSupplierLogo" });

export const BulkUploadFields = Schema.Struct({}).annotate({ identifier: "SupplierBulkUploadFields" });

export const BulkCreated = Schema.Struct({
  created: Schema.Number,
  names: Schema.Array(Schema.String),
}).annotate({ identifier: "SuppliersBulkCreated" });
