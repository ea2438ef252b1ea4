import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { prepareLocation, type LocationFields } from "./prepare-location.ts";
import { buildSiteIndex, createCandidateFinder } from "./site-index.ts";
import { SiteStore, StringTable } from "./site-store.ts";

const text = fc.string({ maxLength: 30 });
const fields: fc.Arbitrary<LocationFields> = fc.record({
  name: fc.oneof(text, fc.constantFrom("ST MARY'S HOSPITAL - PHARMACY", "Mercy Medical Center-Sioux City")),
  address1: fc.oneof(text, fc.constantFrom("1108 ROSS CLARK CIRCLE", "PO BOX 99, 12 N MAIN ST STE 4")),
  address2: fc.option(text, { nil: undefined }),
  city: text,
  state: fc.constantFrom("AL", "ME", ""),
  zip: fc.constantFrom("36301", "4543", "85006-1234", ""),
  phone: fc.option(fc.constantFrom("(334) 793-8701", "2075631234", "0000000000", "x"), { nil: undefined }),
  hin: fc.option(text, { nil: undefined }),
  gln: fc.option(text, { nil: undefined }),
});

describe("StringTable", () => {
  it("numbers each distinct string once, the empty string as 0, and finds only what it numbered", () => {
    const table = new StringTable();
    expect(table.idOf("")).toBe(0);
    const a = table.idOf("MERCY");
    expect(table.idOf("MERCY")).toBe(a);
    expect(table.idOf("ELIZA")).not.toBe(a);
    expect(table.valueOf(a)).toBe("MERCY");
    expect(table.find("COFFEE")).toBe(-1);
    expect(table.size).toBe(3);
    expect(table.valueOf(0)).toBe("");
    expect(table.find("")).toBe(0);
    expect(table.values()).toEqual(["", "MERCY", "ELIZA"]);
  });
});

describe("SiteStore", () => {
  it("gives back every prepared site exactly as it was added", () => {
    fc.assert(
      fc.property(fc.array(fields, { minLength: 1, maxLength: 20 }), (sites) => {
        const prepared = sites.map(prepareLocation);
        const store = new SiteStore();
        for (const site of prepared) store.add(site);
        store.freeze();
        expect(store.count).toBe(prepared.length);
        prepared.forEach((site, i) => expect(store.site(i)).toEqual(site));
      }),
    );
  });

  it("appends another store's sites as if they had been added here, and opens from its frozen columns", () => {
    fc.assert(
      fc.property(fc.array(fields, { maxLength: 12 }), fc.array(fields, { maxLength: 12 }), (a, b) => {
        const [first, second] = [a.map(prepareLocation), b.map(prepareLocation)];
        const other = new SiteStore();
        for (const site of second) other.add(site);
        const store = new SiteStore();
        for (const site of first) store.add(site);
        store.append(other.freeze());
        const columns = store.freeze();
        expect(columns.fields.buffer).toBeInstanceOf(SharedArrayBuffer);
        const opened = SiteStore.open(columns);
        const all = [...first, ...second];
        expect(store.count).toBe(all.length);
        expect(opened.count).toBe(all.length);
        all.forEach((site, i) => {
          expect(store.site(i)).toEqual(site);
          expect(opened.site(i)).toEqual(site);
          expect(opened.phone(i)).toBe(store.phone(i));
          expect([...opened.nameWordIds(i)]).toEqual([...store.nameWordIds(i)]);
        });
      }),
    );
  });

  it("prints a stored phone with its leading zeros", () => {
    const store = new SiteStore();
    for (const phone of ["0000000000", "0000012345", "2075631234", ""])
      store.add(prepareLocation({ name: "A", address1: "", city: "", state: "", zip: "", phone }));
    expect([0, 1, 2, 3].map((i) => store.site(i).phone)).toEqual([
      "0000000000",
      "0000012345",
      "2075631234",
      "",
    ]);
  });
});

describe("site index", () => {
  const sites: LocationFields[] = [
    {
      name: "ELIZA COFFEE MEMORIAL HOSPITAL",
      address1: "205 MARENGO ST",
      city: "FLORENCE",
      state: "AL",
      zip: "35630",
      phone: "2567688400",
    },
    { name: "MERCY HOSPITAL", address1: "1 MAIN ST", city: "DOTHAN", state: "AL", zip: "36301" },
    { name: "ELIZA COFFEE CLINIC", address1: "9 OAK AVE", city: "PORTLAND", state: "ME", zip: "04101" },
  ];
  const store = new SiteStore();
  for (const site of sites) store.add(prepareLocation(site));
  store.freeze();
  const index = buildSiteIndex(store);
  const find = createCandidateFinder(index);

  it("proposes the sites that share a phone, a ZIP or a rare name word in the same state", () => {
    const byPhone = prepareLocation({
      name: "X",
      address1: "1 ELM",
      city: "",
      state: "TX",
      zip: "",
      phone: "256-768-8400",
    });
    expect(find(byPhone)).toEqual([0]);
    const byName = prepareLocation({ name: "Eliza Coffee", address1: "", city: "", state: "AL", zip: "" });
    expect(find(byName)).toEqual([0]);
    const byZip = prepareLocation({
      name: "SOMEWHERE",
      address1: "",
      city: "",
      state: "AL",
      zip: "36301-1234",
    });
    expect(find(byZip)).toEqual([1]);
    expect(find(prepareLocation({ name: "NOBODY", address1: "", city: "", state: "AL", zip: "" }))).toEqual(
      [],
    );
    // No known site has ZIP 36399, but its area (363) and the street number still find the building.
    const newZip = prepareLocation({
      name: "NOBODY",
      address1: "1 MAIN STREET",
      city: "",
      state: "AL",
      zip: "36399",
    });
    expect(find(newZip)).toEqual([1]);
  });

  it("weighs words by how few known names use them; generic and unknown words have fixed weights", () => {
    expect(index.weight("MERCY")).toBeCloseTo(Math.log(4 / 1));
    expect(index.weight("ELIZA")).toBeCloseTo(Math.log(4 / 2));
    expect(index.weight("HOSPITAL")).toBe(0.25);
    expect(index.weight("ZEBRA")).toBe(Math.max(1, Math.log(4) * 0.6));
  });
});
