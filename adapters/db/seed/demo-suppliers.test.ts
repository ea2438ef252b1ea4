import { describe, expect, it } from "vitest";
import { addressProblems } from "#core/organisations/address.ts";
import { repeatedNames } from "#core/organisations/suppliers/organisation-name.ts";
import { sniffLogoFormat } from "#core/organisations/suppliers/logo.ts";
import { DEMO_SUPPLIERS } from "./demo-suppliers.ts";
import { badgePng } from "./small-png.ts";

describe("demo suppliers", () => {
  it("pass the rules the screen enforces: valid addresses, distinct names, every status and SSO value", () => {
    for (const supplier of DEMO_SUPPLIERS) expect(addressProblems(supplier), supplier.name).toEqual([]);
    expect(repeatedNames(DEMO_SUPPLIERS.map((supplier) => supplier.name))).toEqual([]);
    expect(new Set(DEMO_SUPPLIERS.map((s) => s.status ?? "ACTIVE"))).toEqual(
      new Set(["ACTIVE", "PENDING", "DEACTIVATED"]),
    );
    expect(new Set(DEMO_SUPPLIERS.map((s) => s.supplierType))).toEqual(new Set(["SUPPLIER", "DISTRIBUTOR"]));
    expect(new Set(DEMO_SUPPLIERS.map((s) => s.isSso ?? false))).toEqual(new Set([true, false]));
  });

  it("have logos that are real PNGs under the upload limit", () => {
    const png = badgePng("#0b5394", "#f1c232");
    expect(sniffLogoFormat(png)).toBe("png");
    expect(png.length).toBeLessThan(4096);
  });
});
