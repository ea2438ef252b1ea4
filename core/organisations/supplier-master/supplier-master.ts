import { Schema } from "effect";
import { AccountStatusAlt } from "../catalogues/account-statuses.ts";
import { VALIDATION_MESSAGES } from "../../shared/validation/messages.ts";

/** A master entry's status: the alternative account statuses of spec 2 §4. */
export const SupplierMasterStatus = AccountStatusAlt.schema;
export type SupplierMasterStatus = (typeof AccountStatusAlt.values)[number];
export const SUPPLIER_MASTER_STATUSES = AccountStatusAlt.values;

export const SUPPLIER_MASTER_SORT_FIELDS = [
  "name",
  "city",
  "state",
  "status",
  "source",
  "updatedAt",
] as const;
export type SupplierMasterSortField = (typeof SUPPLIER_MASTER_SORT_FIELDS)[number];
export const SUPPLIER_MASTER_FILTER_FIELDS = [
  "name",
  "city",
  "state",
  "source",
  "linkedOrganizationName",
] as const;
export type SupplierMasterFilterField = (typeof SUPPLIER_MASTER_FILTER_FIELDS)[number];

/** One entry of the curated list of supplier and manufacturer names (e.g. openFDA recalling firms). */
export interface SupplierMasterRecord {
  readonly id: string;
  readonly name: string;
  readonly normalizedName: string;
  readonly city: string | null;
  readonly state: string | null;
  /** Where the name came from ("openFDA device recalls", "Operator"). */
  readonly source: string | null;
  readonly status: SupplierMasterStatus;
  readonly linkedOrganizationId: string | null;
  readonly linkedOrganizationName: string | null;
  readonly linkedAt: Date | null;
  readonly createdAt: Date;
  readonly updatedAt: Date;
}

const requiredText = (max: number) =>
  Schema.String.pipe(
    Schema.check(
      Schema.makeFilter((s: string) => (s.trim() === "" ? VALIDATION_MESSAGES.required : true)),
      Schema.makeFilter((s: string) => (s.length > max ? `Maximum ${max} characters` : true)),
    ),
  );

const optionalText = (max: number) =>
  Schema.optional(
    Schema.NullOr(
      Schema.String.pipe(
        Schema.check(Schema.makeFilter((s: string) => (s.length > max ? `Maximum ${max} characters` : true))),
      ),
    ),
  );

/** A US state as two capital letters, or nothing. */
const stateCode = Schema.optional(
  Schema.NullOr(
    Schema.String.pipe(
      Schema.check(
        Schema.makeFilter((s: string) =>
          s.trim() === "" || /^[A-Za-z]{2}$/.test(s.trim()) ? true : "Enter the two-letter state code",
        ),
      ),
    ),
  ),
);

/** The operator's form: a new entry (no id) or a correction of one (with id). Status changes go separately. */
export const SupplierMasterInput = Schema.Struct({
  id: Schema.optional(Schema.String),
  name: requiredText(300),
  city: optionalText(100),
  state: stateCode,
}).annotate({ identifier: "SupplierMasterInput" });
export type SupplierMasterInput = typeof SupplierMasterInput.Type;
