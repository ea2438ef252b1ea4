import { describe, expect, it } from "vitest";
import { TYPE_FILTER_DEFAULT, typeFilterOptions } from "./type-filter.ts";

describe("typeFilterOptions", () => {
  it("shows both types to notisphereadmin in any case", () => {
    expect(typeFilterOptions({ roleName: "NotisphereAdmin", permissions: [] })).toEqual([
      "PROVIDER",
      "SUPPLIER",
    ]);
  });
  it("shows only Provider to a read-only operator", () => {
    expect(
      typeFilterOptions({ roleName: "Provider Read Only", permissions: ["Notisphere_ProviderReadOnly"] }),
    ).toEqual(["PROVIDER"]);
    expect(typeFilterOptions({ permissions: [] })).toEqual(["PROVIDER"]);
  });
  it("shows both to an operator who manages recalls, defaulting to Provider", () => {
    expect(typeFilterOptions({ roleName: null, permissions: ["Notisphere_ManageRecalls"] })).toEqual([
      "PROVIDER",
      "SUPPLIER",
    ]);
    expect(TYPE_FILTER_DEFAULT).toBe("PROVIDER");
  });
});
