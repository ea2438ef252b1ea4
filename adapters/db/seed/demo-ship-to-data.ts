/**
 * The demo suppliers' ship-to lists, written the way their ERPs export them (own ship-to numbers, docks and
 * ATTN lines in address 2, abbreviations), and the state people have brought each row to since. The matcher
 * decides every row when the seed runs; `intent` is only what happened afterwards (a provider's mark, an
 * operator's confirmation), applied where it fits the matcher's decision.
 */
export type ShipToIntent =
  /** Matched and left alone: unverified (Emailed or paper at event time, by the routing rule). */
  | "unverified"
  | "Covered"
  | "NotCovered"
  | "Invalid"
  /** Marked Emailed by the operator: the provider is not on the platform but has a recall mailbox. */
  | "Emailed"
  /** The matcher was not sure; the operator confirmed its candidate. */
  | "confirmed"
  /** The matcher was not sure; waiting in the operator's queue. */
  | "review"
  | "unmatched";

export interface DemoShipTo {
  readonly locationId: string;
  readonly name: string;
  readonly address1: string;
  readonly address2?: string;
  readonly city: string;
  readonly state: string;
  readonly zip: string;
  readonly phone?: string;
  readonly intent: ShipToIntent;
}

/** Real hospitals of the CMS list (Facility ID in `cmsId`) whose organisations have no account here. */
export const OFF_PLATFORM_PROVIDERS: ReadonlyArray<{
  readonly name: string;
  readonly idn: string | null;
  /** Recall notices go here by e-mail while nobody at the provider has an account (example.org: no one real). */
  readonly recallEmail: string | null;
  readonly phone: string;
  readonly city: string;
  readonly state: string;
  readonly locations: ReadonlyArray<{
    readonly cmsId: string;
    readonly name: string;
    readonly address1: string;
    readonly city: string;
    readonly zip: string;
    readonly phone: string;
    readonly type: "HOSPITAL" | "NON_ACUTE";
    /** A hospital that left the CMS list after 2017 (../shared/data/hospitals): closed here. */
    readonly closed?: true;
    /** The phone the location had when it was created, corrected since (an UPDATED history entry). */
    readonly formerPhone?: string;
  }>;
}> = [
  {
    name: "Thibodaux Regional Health System",
    idn: "Thibodaux Regional",
    recallEmail: "recalls@thibodaux-regional.example.org",
    phone: "(985) 447-5500",
    city: "THIBODAUX",
    state: "LA",
    locations: [
      {
        cmsId: "190004",
        name: "THIBODAUX REGIONAL MEDICAL CENTER",
        address1: "602 N ACADIA ROAD",
        city: "THIBODAUX",
        zip: "70301",
        phone: "(985) 447-5500",
        type: "HOSPITAL",
        formerPhone: "(985) 447-5000",
      },
    ],
  },
  {
    name: "Terrebonne General Health System",
    idn: null,
    recallEmail: null,
    phone: "(985) 873-4141",
    city: "HOUMA",
    state: "LA",
    locations: [
      {
        cmsId: "190008",
        name: "TERREBONNE GENERAL MEDICAL CENTER",
        address1: "8166 MAIN STREET",
        city: "HOUMA",
        zip: "70360",
        phone: "(985) 873-4141",
        type: "HOSPITAL",
      },
      {
        // A rural emergency hospital: no inpatient beds, so non-acute for recall routing.
        cmsId: "190779",
        name: "ASSUMPTION COMMUNITY HOSPITAL",
        address1: "135 HIGHWAY 402",
        city: "NAPOLEONVILLE",
        zip: "70390",
        phone: "(985) 369-3600",
        type: "NON_ACUTE",
      },
    ],
  },
  {
    name: "Dauterive Hospital",
    idn: null,
    recallEmail: null,
    phone: "(337) 365-7311",
    city: "NEW IBERIA",
    state: "LA",
    locations: [
      {
        cmsId: "190003",
        name: "DAUTERIVE HOSPITAL",
        address1: "600 NORTH LEWIS STREET",
        city: "NEW IBERIA",
        zip: "70563",
        phone: "(337) 365-7311",
        type: "HOSPITAL",
        closed: true,
      },
    ],
  },
];

const row = (
  locationId: string,
  name: string,
  address1: string,
  address2: string | undefined,
  city: string,
  zip: string,
  phone: string | undefined,
  intent: ShipToIntent,
  state = "LA",
): DemoShipTo => ({ locationId, name, address1, address2, city, state, zip, phone, intent });

/**
 * Acme Medical, a manufacturer: its Ochsner Health ship-tos were verified long ago (mostly Covered), so its
 * marks are what "verify once, reuse everywhere" proposes for Northwind's rows at the same buildings.
 */
// prettier-ignore
export const ACME_SHIP_TOS: readonly DemoShipTo[] = [
  row("ACM-SH-40011", "OCHSNER LAFAYETTE GENERAL - CENTRAL RECEIVING", "1214 COOLIDGE AVE", "DOCK 2", "LAFAYETTE", "70503-2621", "337-289-7991", "Covered"),
  row("ACM-SH-40012", "OCHSNER UNIV HOSP & CLINICS", "2390 W CONGRESS ST", "ATTN: MATERIALS MGMT", "LAFAYETTE", "70506", "337-261-6000", "Covered"),
  row("ACM-SH-40013", "OCHSNER ST MARY HOSPITAL", "1125 MARGUERITE ST", undefined, "MORGAN CITY", "70380", "985-384-2200", "Covered"),
  row("ACM-SH-40014", "OCHSNER MEDICAL CENTER - JEFFERSON HWY", "1516 JEFFERSON HWY", "RECEIVING DOCK B", "NEW ORLEANS", "70121-2429", "504-842-3000", "Covered"),
  row("ACM-SH-40015", "OCHSNER MED CTR BATON ROUGE", "17000 MEDICAL CENTER DRIVE", "ATTN: SURGICAL SERVICES", "BATON ROUGE", "70816", "225-752-2470", "Covered"),
  row("ACM-SH-40016", "OCHSNER AMERICAN LEGION HOSP", "1634 ELTON RD", undefined, "JENNINGS", "70546", "337-616-7000", "NotCovered"),
  row("ACM-SH-40021", "MAYO CLINIC HOSPITAL - ST MARYS CAMPUS", "1216 2ND ST SW", "ATTN: CENTRAL SUPPLY", "ROCHESTER", "55902", undefined, "unverified", "MN"),
  row("ACM-SH-40022", "PLATTE VALLEY HOSPITAL", "1600 PRAIRIE CENTER PKWY", undefined, "BRIGHTON", "80601", "303-498-1600", "unverified", "CO"),
  row("ACM-SH-40031", "THIBODAUX REGIONAL MEDICAL CTR", "602 N ACADIA RD", "ATTN: PHARMACY", "THIBODAUX", "70301", "985-447-5500", "unverified"),
  row("ACM-SH-40032", "TERREBONNE GENERAL MED CTR", "8166 MAIN ST", "PURCHASING", "HOUMA", "70360", "985-873-4141", "unverified"),
  row("ACM-SH-40033", "DAUTERIVE HOSPITAL", "600 N LEWIS ST", undefined, "NEW IBERIA", "70563", "337-365-7311", "unverified"),
  row("ACM-SH-40041", "MAYO CLINIC RED WING - SURGERY", "700 HEWITT BLVD", undefined, "RED WING", "55066", undefined, "review", "MN"),
  row("ACM-SH-40099", "ACME MEDICAL - DEMO LAB", "100 INNOVATION WAY", undefined, "MINNEAPOLIS", "55401", "612-555-0144", "unmatched", "MN"),
];

/**
 * Northwind Distribution, the second supplier: the same Ochsner buildings as Acme, mostly not yet verified
 * (proposals), and a row in every other state.
 */
// prettier-ignore
export const NORTHWIND_SHIP_TOS: readonly DemoShipTo[] = [
  row("NW-10001", "OCHSNER LAFAYETTE GENERAL MED CTR", "1214 COOLIDGE AVENUE", "ATTN: OR", "LAFAYETTE", "70503", undefined, "unverified"),
  row("NW-10002", "OCHSNER UNIVERSITY HOSPITAL", "2390 WEST CONGRESS STREET", "CENTRAL STERILE", "LAFAYETTE", "70506", undefined, "unverified"),
  row("NW-10003", "OCHSNER MEDICAL CENTER", "1516 JEFFERSON HIGHWAY", "DOCK 4 / ATTN: CATH LAB", "NEW ORLEANS", "70121", undefined, "unverified"),
  row("NW-10004", "OCHSNER BATON ROUGE", "17000 MEDICAL CENTER DR", undefined, "BATON ROUGE", "70816", "225-752-2470", "unverified"),
  row("NW-10005", "OCHSNER ST MARY", "1125 MARGUERITE STREET", "ATTN: PHARMACY", "MORGAN CITY", "70380", undefined, "Covered"),
  row("NW-10006", "OCHSNER AMERICAN LEGION", "1634 ELTON ROAD", undefined, "JENNINGS", "70546", undefined, "NotCovered"),
  // The university's own pharmacy in the building: Ochsner says it is not theirs.
  row("NW-10007", "LSU HEALTH MONROE OUTPATIENT PHARMACY", "4864 JACKSON ST", undefined, "MONROE", "71202", undefined, "Invalid"),
  row("NW-10008", "OCHSNER LSU HEALTH SHREVEPORT", "1541 KINGS HWY", "RECEIVING", "SHREVEPORT", "71130", "318-675-5058", "Covered"),
  row("NW-10011", "THIBODAUX REGIONAL HEALTH SYSTEM", "602 NORTH ACADIA ROAD", "ATTN: MATERIALS MANAGEMENT", "THIBODAUX", "70301", undefined, "Emailed"),
  row("NW-10012", "THIBODAUX REGIONAL - CANCER CENTER", "602 N ACADIA RD", "BLDG C", "THIBODAUX", "70301", undefined, "unverified"),
  row("NW-10013", "ASSUMPTION COMMUNITY HOSP", "135 HWY 402", undefined, "NAPOLEONVILLE", "70390", undefined, "unverified"),
  row("NW-10014", "TERREBONNE GENERAL MEDICAL CTR", "8166 MAIN ST", "ATTN: RECEIVING", "HOUMA", "70364", undefined, "unverified"),
  row("NW-10021", "MAYO CLINIC HOSPITAL ROCHESTER", "1216 SECOND ST SW", "DOCK 4", "ROCHESTER", "55902", undefined, "unverified", "MN"),
  row("NW-10022", "ST MARYS REGIONAL HOSPITAL", "2635 N 7TH STREET", undefined, "GRAND JUNCTION", "81501", undefined, "unverified", "CO"),
  row("NW-10023", "MAYO CLINIC RED WING", "700 HEWITT BLVD", "ATTN: RECEIVING", "RED WING", "55066", undefined, "confirmed", "MN"),
  row("NW-10024", "OCHSNER UNIVERSITY HOSPITAL - NICU", "2390 W CONGRESS ST", undefined, "LAFAYETTE", "70505", undefined, "review"),
  row("NW-10031", "NORTHWIND DISTRIBUTION - RETURNS CAGE", "2500 LOGISTICS PKWY", undefined, "MEMPHIS", "38118", "901-555-0100", "unmatched", "TN"),
  row("NW-10032", "OCHSNER MEDICAL COMPLEX - THE GROVE", "10310 THE GROVE BLVD", undefined, "BATON ROUGE", "70836", undefined, "unmatched"),
];

const csvCell = (value: string | undefined): string =>
  value === undefined ? "" : /[",\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;

/** The file as the supplier's ERP exported it: the demo job's document. */
export const csvOf = (rows: readonly DemoShipTo[]): string =>
  [
    "Ship To Number,Ship To Name,Address 1,Address 2,City,State,Zip Code,Phone",
    ...rows.map((r) =>
      [r.locationId, r.name, r.address1, r.address2, r.city, r.state, r.zip, r.phone].map(csvCell).join(","),
    ),
  ].join("\r\n");
