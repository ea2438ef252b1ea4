import { Schema } from "effect";
import { pageOf } from "../../page-schema.ts";
import { JobStatus } from "#core/locations/catalogues/job-statuses.ts";
import {
  JOB_FILTER_FIELDS,
  JOB_SORT_FIELDS,
  JobAction,
  ROW_DECISIONS,
  ROW_SORT_FIELDS,
  RowAction,
  RowDecision,
} from "#core/locations/preprocessor/preprocessor-job.ts";
import { MatchReason } from "#core/locations/matching/match-reasons.ts";
import { enumParam, instantParam, listQuery, textParam } from "../../list-query.ts";

const Counts = Schema.Struct({
  matched: Schema.Int,
  review: Schema.Int,
  unmatched: Schema.Int,
  confirmed: Schema.Int,
  rejected: Schema.Int,
}).annotate({ identifier: "PreprocessorCounts" });

export const ReportEntrySchema = Schema.Struct({
  row: Schema.optional(Schema.Int),
  column: Schema.optional(Schema.String),
  message: Schema.String,
}).annotate({ identifier: "PreprocessorReportEntry" });

export const PreprocessorJob = Schema.Struct({
  id: Schema.String,
  supplierOrganizationId: Schema.String,
  supplierName: Schema.String,
  fileName: Schema.String,
  fileSize: Schema.Int,
  contentType: Schema.String,
  format: Schema.Literals(["csv", "xlsx"]),
  status: JobStatus.schema,
  totalRows: Schema.Int,
  counts: Counts,
  errorMessage: Schema.NullOr(Schema.String),
  errorReport: Schema.Array(ReportEntrySchema),
  createdBy: Schema.NullOr(Schema.String),
  createdByName: Schema.NullOr(Schema.String),
  createdAt: Schema.String,
  startedAt: Schema.NullOr(Schema.String),
  finishedAt: Schema.NullOr(Schema.String),
  allowedActions: Schema.Array(JobAction),
}).annotate({ identifier: "PreprocessorJob" });

export const PreprocessorJobPage = pageOf(PreprocessorJob, "PreprocessorJobPage");

export const KnownLocation = Schema.Struct({
  id: Schema.String,
  notisphereId: Schema.String,
  providerOrganizationId: Schema.NullOr(Schema.String),
  providerName: Schema.String,
  idn: Schema.NullOr(Schema.String),
  name: Schema.String,
  address1: Schema.String,
  address2: Schema.NullOr(Schema.String),
  city: Schema.String,
  state: Schema.String,
  zip: Schema.String,
  phone: Schema.NullOr(Schema.String),
  hin: Schema.NullOr(Schema.String),
  gln: Schema.NullOr(Schema.String),
}).annotate({ identifier: "KnownLocation" });

export const KnownLocationPage = pageOf(KnownLocation, "KnownLocationPage");

export const PreprocessorJobRow = Schema.Struct({
  id: Schema.String,
  jobId: Schema.String,
  rowNumber: Schema.Int,
  locationId: Schema.String,
  name: Schema.String,
  address1: Schema.String,
  address2: Schema.NullOr(Schema.String),
  city: Schema.String,
  state: Schema.String,
  zip: Schema.String,
  phone: Schema.NullOr(Schema.String),
  hin: Schema.NullOr(Schema.String),
  gln: Schema.NullOr(Schema.String),
  decision: RowDecision,
  knownLocationId: Schema.NullOr(Schema.String),
  candidateKnownLocationId: Schema.NullOr(Schema.String),
  score: Schema.Number,
  reason: Schema.String.annotate({ description: "The matcher's reason in short technical form" }),
  reasons: Schema.Array(MatchReason).annotate({
    description:
      "Why the matcher decided as it did, as evidence codes the screen puts in words (empty on rows matched before evidence was kept)",
  }),
  matcherDecision: Schema.Literals(["matched", "review", "unmatched"]).annotate({
    description: "What the matcher decided; reopening an operator's decision returns the row to it",
  }),
  knownLocation: Schema.NullOr(KnownLocation),
  candidate: Schema.NullOr(KnownLocation),
  allowedActions: Schema.Array(RowAction),
}).annotate({ identifier: "PreprocessorJobRow" });

export const PreprocessorJobRowPage = pageOf(PreprocessorJobRow, "PreprocessorJobRowPage");

export const PreprocessorSupplier = Schema.Struct({
  id: Schema.String,
  name: Schema.String,
  supplierType: Schema.NullOr(Schema.String),
}).annotate({ identifier: "PreprocessorSupplier" });

export const JobListQuery = listQuery({
  identifier: "PreprocessorJobListQuery",
  sort: {
    fields: JOB_SORT_FIELDS,
    default: "createdAt",
    defaultDirection: "desc",
    description: "createdAt (default, newest first), fileName, supplierName, status or finishedAt",
  },
  searchDescription: "Finds the text in file or supplier name",
  params: {
    status: enumParam(
      JobStatus.values,
      "PENDING, IN PROGRESS, COMPLETED, ERROR or DEACTIVATED (deleted jobs show only when asked for)",
    ),
    suppliername: textParam("Only jobs whose supplier name contains this text"),
    createdFrom: instantParam(
      "Only jobs uploaded at or after this instant (ISO 8601 with a zone, or a bare date meaning midnight UTC)",
    ),
    createdTo: instantParam(
      "Only jobs uploaded before this instant (ISO 8601 as createdFrom; exclusive, so send the next day's start)",
    ),
  },
  filters: {
    fields: JOB_FILTER_FIELDS,
    description: "Grid header filters as JSON on fileName, supplierName or status",
  },
});

export const RowListQuery = listQuery({
  identifier: "PreprocessorJobRowListQuery",
  sort: {
    fields: ROW_SORT_FIELDS,
    default: "rowNumber",
    description: "rowNumber (default), locationId, name, city, decision or score",
  },
  searchDescription: "Finds the text in location id, name, street or city",
  params: {
    decision: enumParam(ROW_DECISIONS, "matched, review, unmatched, confirmed or rejected", "lower"),
  },
});

/** The confirm dialog's site picker: always by name, so it offers no sort. */
export const KnownLocationQuery = listQuery({
  identifier: "KnownLocationQuery",
  sort: { fields: ["name"] as const, default: "name" },
  searchDescription: "Finds the text in name, street, city or NotiSphere id",
});

export const UploadFields = Schema.Struct({
  supplierId: Schema.optional(Schema.String).annotate({ description: "The supplier organisation's id" }),
  supplierName: Schema.optional(Schema.String).annotate({
    description: "Or the supplier's name (any case) when the id is not known",
  }),
}).annotate({ identifier: "LocationFileUploadFields" });

export const ConfirmRowBody = Schema.Struct({
  knownLocationId: Schema.optional(Schema.String).annotate({
    description: "The known location (id or NotiSphere id) chosen; the matcher's candidate when absent",
  }),
}).annotate({ identifier: "ConfirmPreprocessorRow" });

export const DocumentPreview = Schema.Struct({
  rows: Schema.Array(Schema.Array(Schema.String)).annotate({
    description: "The file's first rows, header first, as text cells",
  }),
  columns: Schema.Int.annotate({ description: "The widest row's number of cells" }),
  truncated: Schema.Boolean.annotate({ description: "The file has more than is shown" }),
}).annotate({ identifier: "PreprocessorDocumentPreview" });

export const JobIdParams = Schema.Struct({ id: Schema.String });
export const RowIdParams = Schema.Struct({ id: Schema.String, rowId: Schema.String });
