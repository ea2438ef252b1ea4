import { describe, expect, it } from "vitest";
import { rowProblems, supplierFormValues, supplierInput, toggledSupplier } from "./supplier-input.ts";

const stored = {
  id: "s1",
  name: "Meridian Surgical",
  supplierType: "DISTRIBUTOR" as const,
  add1: "1 Main St",
  add2: null,
  city: "Boston",
  state: "MA",
  zip: "02115",
  sso: true,
  status: "ACTIVE" as const,
  logo: "/api/organizations/logos/x",
  createdAt: "",
  updatedAt: "",
  allowedActions: [],
};

describe("supplier form values", () => {
  it("round-trips a stored supplier and keeps the logo unless told", () => {
    expect(supplierInput(supplierFormValues(stored), undefined)).toEqual({
      name: "Meridian Surgical",
      supplierType: "DISTRIBUTOR",
      add1: "1 Main St",
      add2: null,
      city: "Boston",
      state: "MA",
      zip: "02115",
      sso: true,
      status: "ACTIVE",
    });
    expect(supplierInput(supplierFormValues(null), null)).toMatchObject({
      sso: false,
      status: "ACTIVE",
      logo: null,
    });
    expect(toggledSupplier(stored).status).toBe("DEACTIVATED");
  });

  it("reads the bulk report's row fields in row order and ignores other fields", () => {
    expect(rowProblems({ "rows.5.name": "dup", "rows.3.zip": "bad", file: "x" })).toEqual([
      { row: 3, column: "zip", message: "bad" },
      { row: 5, column: "name", message: "dup" },
    ]);
    expect(rowProblems(undefined)).toEqual([]);
  });
});
