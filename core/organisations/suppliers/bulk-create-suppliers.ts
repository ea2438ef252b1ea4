import type { Actor } from "../../access/actor.ts";
import { ValidationFailed } from "../../shared/errors.ts";
import type { IdGenerator } from "../../shared/ports.ts";
import type { UnitOfWork } from "../../shared/unit-of-work.ts";
import { assertOrganisationsAccess } from "../authorize.ts";
import { bulkFileNames, readBulkSupplierFile, type FileRecord } from "./bulk-file.ts";
import { builtInRoles } from "./built-in-roles.ts";
import { SUPPLIER_MESSAGES } from "./messages.ts";
import type { SupplierRepository } from "./ports.ts";

/** The field of a row problem in the error envelope: `rows.<row>.<column>`, the row as the spreadsheet numbers it. */
export const rowField = (row: number, column: string): string => `rows.${row}.${column}`;

/**
 * Creates every supplier of a CSV or XLSX file, or none. The file is checked whole first (every row, duplicates
 * within it and against existing organisations) and, when any row has a problem, refused with one field error
 * per problem (`rows.<row>.<column>`) and nothing created. All-or-nothing because a half-imported file leaves
 * the operator working out which rows to remove before uploading again; with nothing created, they fix the
 * rows named and upload the same file. The names are checked again under the organisation-name lock inside
 * the transaction, so a concurrent creation cannot slip a duplicate in between.
 */
export const bulkCreateSuppliers = async (
  deps: { unitOfWork: UnitOfWork<{ readonly suppliers: SupplierRepository }>; ids: IdGenerator },
  actor: Actor,
  records: readonly FileRecord[],
): Promise<{ readonly created: number; readonly names: readonly string[] }> => {
  assertOrganisationsAccess(actor, "suppliersBulkCreate");
  return deps.unitOfWork.run(async ({ suppliers }) => {
    await suppliers.lockOrganisationNames();
    const taken = await suppliers.takenNameKeys(bulkFileNames(records));
    const result = readBulkSupplierFile(records, taken);
    if (result.kind === "file")
      throw new ValidationFailed({ ...result.problem, fields: [{ field: "file", ...result.problem }] });
    if (result.kind === "rows") {
      const rowsWithProblems = new Set(result.problems.map((problem) => problem.row)).size;
      throw new ValidationFailed({
        ...SUPPLIER_MESSAGES.say("bulkRefused", { count: rowsWithProblems }),
        fields: result.problems.map(({ row, field, problem }) => ({
          field: rowField(row, field),
          ...problem,
        })),
      });
    }
    const created = await suppliers.insert(
      result.suppliers.map(({ row: _row, ...fields }) => ({
        id: deps.ids.next(),
        ...fields,
        logo: null,
        roles: builtInRoles("SUPPLIER", deps.ids),
      })),
    );
    return { created: created.length, names: created.map((supplier) => supplier.name) };
  });
};
