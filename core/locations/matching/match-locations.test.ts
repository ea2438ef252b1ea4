import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { KnownSite, ShipToRow } from "./location-schemas.ts";
import {
  createLocationMatcher,
  createLocationMatcherBuilder,
  matchLocations,
  openLocationMatcher,
} from "./match-locations.ts";

const KNOWN: KnownSite[] = [
  {
    siteId: "010001",
    name: "SOUTHEAST HEALTH MEDICAL CENTER",
    address1: "1108 ROSS CLARK CIRCLE",
    city: "DOTHAN",
    state: "AL",
    zip: "36301",
    phone: "(334) 793-8701",
  },
  {
    siteId: "010006",
    name: "NORTH ALABAMA MEDICAL CENTER",
    address1: "1701 VETERANS DRIVE",
    city: "FLORENCE",
    state: "AL",
    zip: "35630",
    phone: "(256) 768-8400",
  },
  {
    siteId: "030037",
    name: "HONORHEALTH TEMPE MEDICAL CENTER",
    address1: "1800 EAST VAN BUREN STREET",
    city: "PHOENIX",
    state: "AZ",
    zip: "85006",
    phone: "(602) 251-8156",
  },
  {
    siteId: "034013",
    name: "ST. LUKE'S BEHAVIORAL HOSPITAL, LP",
    address1: "1800 EAST VAN BUREN",
    city: "PHOENIX",
    state: "AZ",
    zip: "85006",
    phone: "(602) 251-8535",
  },
  {
    siteId: "201302",
    name: "LINCOLNHEALTH",
    address1: "35 MILES STREET",
    city: "DAMARISCOTTA",
    state: "ME",
    zip: "04543",
    phone: "(207) 563-1234",
  },
  {
    siteId: "170137",
    name: "LMH",
    address1: "325 MAINE STREET",
    city: "LAWRENCE",
    state: "KS",
    zip: "66044",
  },
];

const row = (over: Partial<ShipToRow> & { locationId: string }): ShipToRow => ({
  name: "",
  address1: "",
  city: "",
  state: "",
  zip: "",
  ...over,
});

const asRow = (site: KnownSite, locationId = `L-${site.siteId}`): ShipToRow => ({ ...site, locationId });

describe("matchLocations", () => {
  it("matches a supplier row with noise to its site and says why", () => {
    const [result] = matchLocations(KNOWN, [
      row({
        locationId: "A",
        name: "Southeast Health Med Ctr - PHARMACY",
        address1: "1108 Ross Clark Cir",
        address2: "ATTN: RECEIVING",
        city: "Dothan",
        state: "AL",
        zip: "36301-1234",
        phone: "3347938701",
      }),
    ]);
    expect(result).toMatchObject({ locationId: "A", siteId: "010001", status: "matched" });
    expect(result?.reason).toContain("same phone");
  });

  it("matches a renamed hospital in the same building and an acronym", () => {
    const results = matchLocations(KNOWN, [
      row({
        locationId: "R",
        name: "ST ANDREWS HOSPITAL",
        address1: "35 Miles Street",
        city: "DAMARISCOTTA",
        state: "ME",
        zip: "4543",
      }),
      row({
        locationId: "M",
        name: "LAWRENCE MEMORIAL HOSPITAL",
        address1: "325 MAINE ST",
        city: "LAWRENCE",
        state: "KS",
        zip: "66044",
      }),
    ]);
    expect(results.map((r) => [r.siteId, r.status])).toEqual([
      ["201302", "matched"],
      ["170137", "matched"],
    ]);
  });

  it("sends a campus row that fits two sites in one building to review", () => {
    const [result] = matchLocations(KNOWN, [
      row({
        locationId: "C",
        name: "ST LUKE'S MEDICAL CENTER",
        address1: "1800 EAST VAN BUREN STREET",
        city: "Phoenix",
        state: "AZ",
        zip: "85006",
      }),
    ]);
    expect(result?.status).toBe("review");
    expect(result?.siteId).toBeUndefined();
  });

  it("leaves a row with nothing in common unmatched", () => {
    const [result] = matchLocations(KNOWN, [
      row({
        locationId: "U",
        name: "MERCY HOSPITAL",
        address1: "12 ELM ST",
        city: "SPRINGFIELD",
        state: "IL",
        zip: "62701",
      }),
    ]);
    expect(result).toMatchObject({ status: "unmatched", score: 0 });
  });

  it("reuses an existing mapping and trusts an identical HIN", () => {
    const known: KnownSite[] = [
      ...KNOWN,
      {
        siteId: "H1",
        name: "X CLINIC",
        address1: "1 A ST",
        city: "Y",
        state: "TX",
        zip: "75001",
        hin: "ABC123456",
      },
    ];
    const matcher = createLocationMatcher(known, [{ locationId: "OLD", siteId: "010006" }]);
    expect(matcher.match(row({ locationId: "OLD", name: "whatever" }))).toMatchObject({
      siteId: "010006",
      status: "matched",
    });
    expect(
      matcher.match(
        row({
          locationId: "N",
          name: "other name",
          address1: "9 B ST",
          city: "Y",
          state: "TX",
          zip: "75001",
          hin: "abc-123456",
        }),
      ),
    ).toMatchObject({ siteId: "H1", reason: "same HIN" });
  });
});

describe("matcher properties", () => {
  const siteArb = fc.record({
    number: fc.integer({ min: 1, max: 99999 }),
    street: fc.constantFrom("MAIN ST", "OAK AVE", "N HARRISON RD", "HOSPITAL DR", "US HIGHWAY 431"),
    word: fc.constantFrom(
      "MERCY",
      "ELIZA",
      "BAPTIST",
      "PROVIDENCE",
      "GRANDVIEW",
      "SHELBY",
      "TRINITY",
      "WALDO",
    ),
    kind: fc.constantFrom("HOSPITAL", "MEDICAL CENTER", "REGIONAL HEALTH"),
    city: fc.constantFrom("DOTHAN", "FLORENCE", "PHOENIX", "AURORA"),
    zip: fc.integer({ min: 1000, max: 99999 }),
    phone: fc.integer({ min: 2002000000, max: 9899999999 }),
  });
  const sitesArb = fc.array(siteArb, { minLength: 1, maxLength: 12 }).map((list) =>
    list.map((s, i): KnownSite => ({
      siteId: `S${i}`,
      name: `${s.word} ${s.kind}`,
      address1: `${s.number} ${s.street}`,
      city: s.city,
      state: "AL",
      zip: String(s.zip).padStart(5, "0"),
      phone: String(s.phone),
    })),
  );

  it("matches a row identical to a known site to that site unless a twin exists", () => {
    fc.assert(
      fc.property(sitesArb, (sites) => {
        const results = matchLocations(
          sites,
          sites.map((s) => asRow(s)),
        );
        return results.every((r, i) => {
          const site = sites[i] as KnownSite;
          const twins = sites.filter(
            (s) => s.name === site.name && s.address1 === site.address1 && s.zip === site.zip,
          );
          return r.status === "matched"
            ? r.siteId === site.siteId || twins.length > 1
            : twins.length > 1 || sites.some((s) => s !== site && s.phone === site.phone);
        });
      }),
      { numRuns: 60 },
    );
  });

  it("never returns a site outside the known list, and site_id only when matched", () => {
    fc.assert(
      fc.property(sitesArb, sitesArb, (known, others) => {
        const ids = new Set(known.map((s) => s.siteId));
        return matchLocations(
          known,
          others.map((s) => asRow(s)),
        ).every(
          (r) =>
            (r.siteId === undefined || ids.has(r.siteId)) &&
            (r.status === "matched") === (r.siteId !== undefined),
        );
      }),
      { numRuns: 60 },
    );
  });

  it("gives the same decisions whatever the order of the known list", () => {
    fc.assert(
      fc.property(
        sitesArb.chain((sites) =>
          fc.tuple(fc.constant(sites), fc.shuffledSubarray(sites, { minLength: sites.length })),
        ),
        ([sites, shuffled]) => {
          const rows = sites.map((s) => asRow(s));
          const a = matchLocations(sites, rows).map((r) => [r.status, r.siteId ?? r.candidateSiteId]);
          const b = matchLocations(shuffled, rows).map((r) => [r.status, r.siteId ?? r.candidateSiteId]);
          return a.every((x, i) => x[0] === b[i]?.[0] && (x[0] !== "matched" || x[1] === b[i]?.[1]));
        },
      ),
      { numRuns: 60 },
    );
  });

  it("decides alike when the known list was loaded in parts and the matcher opened from its snapshot", () => {
    fc.assert(
      fc.property(sitesArb, sitesArb, fc.nat(12), (known, others, cut) => {
        const rows = [...known, ...others].map((s, i) => asRow(s, `R${i}`));
        const mappings = known.slice(0, 1).map((s) => ({ locationId: "R1", siteId: s.siteId }));
        const whole = createLocationMatcher(known, mappings);
        // Two "threads" each load a part; the first builder appends the second's after its own.
        const first = createLocationMatcherBuilder();
        const second = createLocationMatcherBuilder();
        known.slice(0, cut).forEach((site) => first.add(site));
        known.slice(cut).forEach((site) => second.add(site));
        const merged = createLocationMatcherBuilder();
        merged.addLoaded(first.loaded());
        merged.addLoaded(second.loaded());
        const built = merged.build(mappings);
        const opened = openLocationMatcher(built.snapshot);
        expect(built.siteCount).toBe(known.length);
        expect(opened.siteCount).toBe(known.length);
        for (const row of rows) {
          const expected = whole.match(row);
          expect(built.match(row)).toEqual(expected);
          expect(opened.match(row)).toEqual(expected);
        }
      }),
      { numRuns: 40 },
    );
  });
});
