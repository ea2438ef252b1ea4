import { Schema } from "effect";
import { OrganizationType } from "#core/access/permissions.ts";

const option = <S extends Schema.Top>(value: S, identifier: string) =>
  Schema.Array(Schema.Struct({ value, label: Schema.String })).annotate({ identifier });

export const BooleanOptions = option(Schema.Boolean, "BooleanFilterOptions");
export const StatusOptions = option(
  Schema.Literals(["ACTIVE", "DEACTIVATED", "PENDING"]),
  "StatusFilterOptions",
);

export const OrganisationOption = Schema.Struct({
  id: Schema.String,
  name: Schema.String,
  type: OrganizationType,
  supplierType: Schema.NullOr(Schema.String),
  status: Schema.String,
}).annotate({ identifier: "OrganisationOption" });

export const SupplierName = Schema.Struct({ id: Schema.String, name: Schema.String }).annotate({
  identifier: "SupplierName",
});

export const OrganisationMetaQuery = Schema.Struct({
  orgType: Schema.optional(Schema.String).annotate({
    description: "NOTISPHERE, SUPPLIER or PROVIDER (any case)",
  }),
}).annotate({ identifier: "OrganisationMetaQuery" });

export const OrganisationTypeParams = Schema.Struct({
  type: Schema.String.annotate({ description: "NOTISPHERE, SUPPLIER or PROVIDER (any case)" }),
});
export const OrganisationIdParams = Schema.Struct({ id: Schema.String });
export const LogoParams = Schema.Struct({ logoId: Schema.String });

export const OrganisationKpi = Schema.Struct({
  id: Schema.String,
  name: Schema.String,
  type: OrganizationType,
  status: Schema.String,
  users: Schema.Number,
  activeUsers: Schema.Number,
  roles: Schema.Number,
  sites: Schema.Number,
  recallsSent: Schema.Number,
  recallsReceived: Schema.Number,
  openRecallsReceived: Schema.Number,
}).annotate({ identifier: "OrganisationKpi" });
