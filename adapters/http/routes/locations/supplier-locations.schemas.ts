import { Schema } from "effect";
import { JobStatus } from "#core/locations/catalogues/job-statuses.ts";
import { JOB_SORT_FIELDS } from "#core/locations/preprocessor/preprocessor-job.ts";
import {
  SUPPLIER_LOCATION_SORT_FIELDS,
  SUPPLIER_PROVIDER_SORT_FIELDS,
} from "#core/locations/supplier/ports.ts";
import {
  MAPPING_STATUSES,
  SUPPLIER_ROW_STATUSES,
  VERIFICATION_STATUSES,
} from "#core/locations/supplier/supplier-location-status.ts";
import { enumParam, instantParam, listQuery, textParam } from "../../list-query.ts";
import { pageOf } from "../../page-schema.ts";
import { ReportEntrySchema } from "./location-preprocessor.schemas.ts";

const Provider = Schema.Struct({
  id: Schema.String,
  name: Schema.String,
  idn: Schema.NullOr(Schema.String),
  onPlatform: Schema.Boolean.annotate({
    description: "The provider has an account and verifies rows itself",
  }),
}).annotate({ identifier: "SupplierLocationProvider" });

export const SupplierLocation = Schema.Struct({
  id: Schema.String,
  locationId: Schema.String.annotate({ description: "The supplier's own ship-to id" }),
  name: Schema.String,
  address1: Schema.String,
  address2: Schema.NullOr(Schema.String),
  city: Schema.String,
  state: Schema.String,
  zip: Schema.String,
  phone: Schema.NullOr(Schema.String),
  hin: Schema.NullOr(Schema.String),
  gln: Schema.NullOr(Schema.String),
  mapping: Schema.Literals(MAPPING_STATUSES).annotate({
    description: "matched, confirmed (by the operator), review, unmatched or rejected",
  }),
  verification: Schema.Literals(VERIFICATION_STATUSES).annotate({
    description: "The provider's mark: unverified, covered, notcovered, invalid or emailed",
  }),
  status: Schema.Literals(SUPPLIER_ROW_STATUSES).annotate({
    description: "One status per row: the provider's mark when there is one, else where the mapping stands",
  }),
  verifiedAt: Schema.NullOr(Schema.String),
  knownLocation: Schema.NullOr(
    Schema.Struct({ id: Schema.String, notisphereId: Schema.String, name: Schema.String }).annotate({
      identifier: "SupplierMappedLocation",
    }),
  ),
  provider: Schema.NullOr(Provider),
  updatedAt: Schema.String,
}).annotate({ identifier: "SupplierLocation" });

export const SupplierLocationPage = pageOf(SupplierLocation, "SupplierLocationPage");

const FILTER_PARAMS = {
  mapping: enumParam(MAPPING_STATUSES, "matched, confirmed, review, unmatched or rejected", "lower"),
  verification: enumParam(
    VERIFICATION_STATUSES,
    "unverified, covered, notcovered, invalid or emailed",
    "lower",
  ),
  status: enumParam(
    SUPPLIER_ROW_STATUSES,
    "unverified, covered, notcovered, invalid, emailed, review, unmatched or rejected",
    "lower",
  ),
  providerId: textParam("Only rows mapped to this known provider"),
};

export const SupplierLocationQuery = listQuery({
  identifier: "SupplierLocationQuery",
  sort: {
    fields: SUPPLIER_LOCATION_SORT_FIELDS,
    default: "locationId",
    description: "locationId (default), name, city, state, decision, verificationStatus or updatedAt",
  },
  searchDescription: "Finds the text in ship-to id, name, street or city",
  params: FILTER_PARAMS,
});

/** The downloads take the list's filters; paging parameters are accepted and ignored (the file has every row). */
export const SupplierLocationDownloadQuery = listQuery({
  identifier: "SupplierLocationDownloadQuery",
  sort: { fields: ["locationId"] as const, default: "locationId" },
  searchDescription: "Finds the text in ship-to id, name, street or city",
  params: FILTER_PARAMS,
});

export const DownloadFormatParams = Schema.Struct({ format: Schema.Literals(["csv", "xlsx"]) });

export const SupplierProviderProgress = Schema.Struct({
  id: Schema.String,
  name: Schema.String,
  idn: Schema.NullOr(Schema.String),
  onPlatform: Schema.Boolean,
  mapped: Schema.Int,
  covered: Schema.Int,
  notCovered: Schema.Int,
  invalid: Schema.Int,
  emailed: Schema.Int,
  unverified: Schema.Int,
  verified: Schema.Int,
  percent: Schema.Int.annotate({ description: "Whole percent verified, rounded down" }),
}).annotate({ identifier: "SupplierProviderProgress" });

export const SupplierProviderPage = pageOf(SupplierProviderProgress, "SupplierProviderPage");

export const SupplierProviderQuery = listQuery({
  identifier: "SupplierProviderQuery",
  sort: {
    fields: SUPPLIER_PROVIDER_SORT_FIELDS,
    default: "name",
    description: "name (default), mapped or unverified",
  },
  searchDescription: "Finds the text in the provider's name",
});

const Counts = Schema.Struct({
  matched: Schema.Int,
  review: Schema.Int,
  unmatched: Schema.Int,
  confirmed: Schema.Int,
  rejected: Schema.Int,
}).annotate({ identifier: "SupplierLocationFileCounts" });

export const SupplierLocationFile = Schema.Struct({
  id: Schema.String,
  fileName: Schema.String,
  fileSize: Schema.Int,
  format: Schema.Literals(["csv", "xlsx"]),
  status: JobStatus.schema,
  totalRows: Schema.Int,
  counts: Counts,
  errorMessage: Schema.NullOr(Schema.String),
  errorReport: Schema.Array(ReportEntrySchema),
  createdByName: Schema.NullOr(Schema.String),
  createdAt: Schema.String,
  finishedAt: Schema.NullOr(Schema.String),
}).annotate({ identifier: "SupplierLocationFile" });

export const SupplierLocationFilePage = pageOf(SupplierLocationFile, "SupplierLocationFilePage");

const LISTED_STATUSES = JobStatus.values.filter((status) => status !== "DEACTIVATED");

export const SupplierLocationFileQuery = listQuery({
  identifier: "SupplierLocationFileQuery",
  sort: {
    fields: JOB_SORT_FIELDS.filter((field) => field !== "supplierName"),
    default: "createdAt",
    defaultDirection: "desc",
    description: "createdAt (default, newest first), fileName, status or finishedAt",
  },
  searchDescription: "Finds the text in the file name",
  params: {
    status: enumParam(LISTED_STATUSES, "PENDING, IN PROGRESS, COMPLETED or ERROR"),
    createdFrom: instantParam("Only files uploaded at or after this instant (ISO 8601)"),
    createdTo: instantParam("Only files uploaded before this instant (ISO 8601; exclusive)"),
  },
});

export const FileIdParams = Schema.Struct({ id: Schema.String });
export const NoFields = Schema.Struct({}).annotate({ identifier: "SupplierLocationFileUploadFields" });
