import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { csvField, csvLine, downloadFileName, PROVIDER_ACCOUNTS, SUPPLIER_ACCOUNTS } from "./sheets.ts";

/** A minimal RFC 4180 reader for one line, written independently of csvField. */
const parseLine = (line: string): string[] => {
  const cells: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const c = line[i]!;
    if (quoted) {
      if (c === '"' && line[i + 1] === '"') {
        cell += '"';
        i++;
      }
      else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ",") {
      cells.push(cell);
      cell = "";
    }
    else cell += c;
  }
  cells.push(cell);
  return cells;
};

describe("account download sheets", () => {
  it("name files after the title and the day, month first", () => {
    expect(downloadFileName("Provider Accounts", new Date("2026-03-07T23:59:00Z"), "csv")).toBe("Provider Accounts 03-07-2026.csv");
    expect(downloadFileName("Supplier Accounts", new Date("2026-11-23T00:00:00Z"), "xlsx")).toBe("Supplier Accounts 11-23-2026.xlsx");
  });

  it("write CSV fields that read back as written, formulas defused", () => {
    expect(csvLine(["Acme, Inc.", 3, null, 'say "hi"'])).toBe('"Acme, Inc.",3,,"say ""hi"""\r\n');
    expect(csvField("=HYPERLINK(1)")).toBe("'=HYPERLINK(1)");
    expect(csvField("+1")).toBe("'+1");
    expect(csvField("@SUM")).toBe("'@SUM");
    expect(csvField("Plain")).toBe("Plain");
    fc.assert(
      fc.property(fc.array(fc.string().filter((s) => !/[\r\n]/.test(s)), { minLength: 1, maxLength: 6 }), (cells) => {
        const back = parseLine(csvLine(cells).slice(0, -2));
        expect(back).toEqual(cells.map((c) => (/^[=+\-@\t\r]/.test(c) ? `'${c}` : c)));
      }),
    );
  });

  it("fill the provider and supplier columns the brief names", () => {
    const provider = {
      id: "p",
      name: "Ochsner",
      idn: "Ochsner Health",
      address1: "1 Main",
      address2: null,
      city: "Lafayette",
      state: "LA",
      zip: "70503",
      status: "DEACTIVATED",
      sites: 5,
      hospitals: 4,
      nonAcute: 1,
      users: 7,
      createdAt: new Date(),
    };
    expect(PROVIDER_ACCOUNTS.columns.map((c) => [c.header, c.value(provider)])).toEqual([
      ["Health System", "Ochsner"],
      ["IDN", "Ochsner Health"],
      ["Address", "1 Main"],
      ["City", "Lafayette"],
      ["State", "LA"],
      ["ZIP", "70503"],
      ["Sites", 5],
      ["Hospitals", 4],
      ["Non-Acute", 1],
      ["Users", 7],
      ["Status", "Deactivated"],
    ]);
    const supplier = { ...provider, supplierType: "DISTRIBUTOR", isSso: true, address2: "Suite 2" };
    expect(SUPPLIER_ACCOUNTS.columns.map((c) => c.value(supplier))).toEqual([
      "Ochsner",
      "Distributor",
      "1 Main, Suite 2",
      "Lafayette",
      "LA",
      "70503",
      "Yes",
      7,
      "Deactivated",
    ]);
  });
});
