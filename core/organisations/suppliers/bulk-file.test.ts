import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { BULK_TEMPLATE_HEADER, readBulkSupplierFile, type FileRecord } from "./bulk-file.ts";
import { organisationNameKey } from "./organisation-name.ts";

const file = (...rows: string[][]): FileRecord[] =>
  [BULK_TEMPLATE_HEADER, ...rows].map((values, index) => ({ row: index + 1, values }));
const row = (
  name: string,
  overrides: Partial<Record<"type" | "zip" | "state" | "sso" | "status", string>> = {},
) => [
  name,
  overrides.type ?? "SUPPLIER",
  "1 Main Street",
  "",
  "Boston",
  overrides.state ?? "MA",
  overrides.zip ?? "02115",
  overrides.sso ?? "No",
  overrides.status ?? "",
];
const problemsOf = (records: FileRecord[], existing: string[] = []) => {
  const result = readBulkSupplierFile(records, new Set(existing.map(organisationNameKey)));
  return result.kind === "rows"
    ? result.problems.map((p) => `${p.row}.${p.field}: ${p.problem.message}`)
    : result;
};

describe("bulk supplier file", () => {
  it("reads a good file into suppliers with defaults", () => {
    const result = readBulkSupplierFile(
      file(
        row("Boston Scientific"),
        row("Owens  & Minor", { type: "distributor", sso: "yes", status: "pending" }),
      ),
      new Set(),
    );
    expect(result).toEqual({
      kind: "valid",
      suppliers: [
        {
          row: 2,
          name: "Boston Scientific",
          supplierType: "SUPPLIER",
          address1: "1 Main Street",
          address2: null,
          city: "Boston",
          state: "MA",
          zip: "02115",
          isSso: false,
          status: "ACTIVE",
        },
        {
          row: 3,
          name: "Owens & Minor",
          supplierType: "DISTRIBUTOR",
          address1: "1 Main Street",
          address2: null,
          city: "Boston",
          state: "MA",
          zip: "02115",
          isSso: true,
          status: "PENDING",
        },
      ],
    });
  });

  it("reports every problem of every row with the row number, duplicates in the file and against storage", () => {
    expect(
      problemsOf(
        file(
          row("Acme Medical"),
          row("Stryker", { zip: "9021" }),
          row("stryker"),
          row("", { type: "MAKER", sso: "maybe", status: "GONE" }),
          row("Baxter", { state: "MA", zip: "90210" }),
        ),
        ["ACME MEDICAL"],
      ),
    ).toEqual([
      "2.name: An organisation with this name already exists",
      "3.zip: Enter a 5-digit ZIP code, or ZIP+4 such as 55401-1234",
      "4.name: The same name as row 3",
      "5.name: Field required",
      "5.supplierType: Type must be SUPPLIER or DISTRIBUTOR",
      "5.sso: SSO must be Yes or No",
      "5.status: Status must be ACTIVE, DEACTIVATED or PENDING",
      "6.zip: ZIP code 90210 is not in MA",
    ]);
  });

  it("reads headers in any case, with underscores or a byte-order mark", () => {
    const header = ["\uFEFFsupplier_name", "TYPE", "address1", "City", "state", "Zip Code"];
    const result = readBulkSupplierFile(
      [
        { row: 1, values: header },
        { row: 2, values: ["Acme", "SUPPLIER", "1 Main", "Boston", "MA", "02115"] },
      ],
      new Set(),
    );
    expect(result).toMatchObject({ kind: "valid", suppliers: [{ name: "Acme", zip: "02115" }] });
  });

  it("refuses a file without the required columns or without rows", () => {
    expect(readBulkSupplierFile([{ row: 1, values: ["Name", "City"] }], new Set())).toMatchObject({
      kind: "file",
      problem: {
        message:
          "The file has no Type, Address 1, State, ZIP column. Download the template to see the expected header",
      },
    });
    expect(readBulkSupplierFile(file(), new Set())).toMatchObject({
      kind: "file",
      problem: { code: "suppliers.bulkNoRows" },
    });
    expect(readBulkSupplierFile([], new Set())).toMatchObject({ kind: "file" });
  });

  it("property: all or nothing — a file is valid exactly when no row has a problem, and no valid name repeats", () => {
    const names = fc.constantFrom("Acme", "ACME", "Baxter", "Medline", "", "Stryker");
    const zips = fc.constantFrom("02115", "90210", "0211", "02115-1234");
    fc.assert(
      fc.property(
        fc.array(fc.tuple(names, zips), { minLength: 1, maxLength: 12 }),
        fc.subarray(["Medline", "stryker"]),
        (rows, existing) => {
          const result = readBulkSupplierFile(
            file(...rows.map(([name, zip]) => row(name, { zip }))),
            new Set(existing.map(organisationNameKey)),
          );
          if (result.kind === "valid") {
            const keys = result.suppliers.map((s) => organisationNameKey(s.name));
            expect(new Set(keys).size).toBe(keys.length);
            expect(result.suppliers).toHaveLength(rows.length);
            for (const key of keys) expect(existing.map(organisationNameKey)).not.toContain(key);
          } else {
            expect(result.kind).toBe("rows");
            if (result.kind === "rows")
              for (const p of result.problems) expect(p.row).toBeGreaterThanOrEqual(2);
          }
        },
      ),
    );
  });
});
