import type { Supplier } from "../../api/generated/model/supplier.ts";
import type { SupplierInput } from "../../api/generated/model/supplierInput.ts";

/** The supplier form's values, all text as the form fields hold them. */
export interface SupplierFormValues extends Record<string, string> {
  name: string;
  supplierType: string;
  add1: string;
  add2: string;
  city: string;
  state: string;
  zip: string;
  sso: string;
  status: string;
}

export const supplierFormValues = (supplier: Supplier | null): SupplierFormValues => ({
  name: supplier?.name ?? "",
  supplierType: supplier?.supplierType ?? "SUPPLIER",
  add1: supplier?.add1 ?? "",
  add2: supplier?.add2 ?? "",
  city: supplier?.city ?? "",
  state: supplier?.state ?? "",
  zip: supplier?.zip ?? "",
  sso: supplier?.sso ? "true" : "false",
  status: supplier?.status ?? "ACTIVE",
});

/**
 * What POST or PUT suppliers gets. `logo` is the uploaded logo's id, null to remove it, or undefined to keep
 * the stored one (an edit that did not touch the logo).
 */
export const supplierInput = (
  values: SupplierFormValues,
  logo: string | null | undefined,
): SupplierInput => ({
  name: values.name.trim(),
  supplierType: values.supplierType as SupplierInput["supplierType"],
  add1: values.add1.trim(),
  add2: values.add2.trim() === "" ? null : values.add2.trim(),
  city: values.city.trim(),
  state: values.state.trim(),
  zip: values.zip.trim(),
  sso: values.sso === "true",
  status: values.status as SupplierInput["status"],
  ...(logo === undefined ? {} : { logo }),
});

/** The grid's status toggle: the supplier as it is, with the other status. */
export const toggledSupplier = (supplier: Supplier): SupplierInput => ({
  ...supplierInput(supplierFormValues(supplier), undefined),
  status: supplier.status === "ACTIVE" ? "DEACTIVATED" : "ACTIVE",
});

export interface RowProblem {
  readonly row: number;
  readonly column: string;
  readonly message: string;
}

/** The bulk upload's refusal, one line per problem: field errors named rows.<row>.<column>, by row. */
export const rowProblems = (fields: Readonly<Record<string, string>> | undefined): RowProblem[] =>
  Object.entries(fields ?? {})
    .flatMap(([field, message]) => {
      const match = /^rows\.(\d+)\.(\w+)$/.exec(field);
      return match ? [{ row: Number(match[1]), column: match[2]!, message }] : [];
    })
    .sort((a, b) => a.row - b.row);
