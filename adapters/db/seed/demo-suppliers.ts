import type { EntityManager } from "@mikro-orm/postgresql";
import { DEFAULT_ROLES } from "#core/permissions-catalogue.ts";
import { organisationNameKey } from "#core/organisations/suppliers/organisation-name.ts";
import { Organization, Role } from "../entities.ts";
import { newId } from "../ids.ts";
import { badgePng } from "./small-png.ts";

interface DemoSupplier {
  readonly name: string;
  readonly supplierType: "SUPPLIER" | "DISTRIBUTOR";
  readonly address1: string;
  readonly address2?: string;
  readonly city: string;
  readonly state: string;
  readonly zip: string;
  readonly isSso?: boolean;
  readonly status?: "ACTIVE" | "DEACTIVATED" | "PENDING";
  /** Background and accent of the demo badge logo; none: the supplier has no logo yet. */
  readonly logo?: readonly [string, string];
}

/**
 * Medical device manufacturers as they appear as recalling firms in openFDA's device recall data
 * (../shared/data/openfda-device, copied here: names and head-office addresses), plus five well-known US
 * medical distributors. A mix of statuses and SSO so every filter of /notisphere/suppliers has rows.
 */
export const DEMO_SUPPLIERS: readonly DemoSupplier[] = [
  {
    name: "Penumbra Inc.",
    supplierType: "SUPPLIER",
    address1: "1351 Harbor Bay Pkwy",
    city: "Alameda",
    state: "CA",
    zip: "94502-6541",
    logo: ["#1c4587", "#6fa8dc"],
  },
  {
    name: "Medtronic Navigation, Inc.",
    supplierType: "SUPPLIER",
    address1: "826 Coal Creek Cir",
    city: "Louisville",
    state: "CO",
    zip: "80027-9710",
    isSso: true,
    logo: ["#0b5394", "#f1c232"],
  },
  {
    name: "Synthes USA Products LLC",
    supplierType: "SUPPLIER",
    address1: "1301 Goshen Pkwy",
    city: "West Chester",
    state: "PA",
    zip: "19380-5986",
    logo: ["#274e13", "#b6d7a8"],
  },
  {
    name: "Beckman Coulter Inc.",
    supplierType: "SUPPLIER",
    address1: "250 S Kraemer Blvd",
    address2: "M/S A2.SW.01",
    city: "Brea",
    state: "CA",
    zip: "92821-6232",
    isSso: true,
    logo: ["#20124d", "#b4a7d6"],
  },
  {
    name: "GE Medical Systems, LLC",
    supplierType: "SUPPLIER",
    address1: "3000 N Grandview Blvd",
    city: "Waukesha",
    state: "WI",
    zip: "53188-1615",
    isSso: true,
    logo: ["#073763", "#cfe2f3"],
  },
  {
    name: "Siemens Medical Solutions USA, Inc.",
    supplierType: "SUPPLIER",
    address1: "51 Valley Stream Pkwy",
    city: "Malvern",
    state: "PA",
    zip: "19355",
    logo: ["#134f5c", "#76a5af"],
  },
  {
    name: "Biosense Webster, Inc.",
    supplierType: "SUPPLIER",
    address1: "15715 Arrow Hwy",
    city: "Irwindale",
    state: "CA",
    zip: "91706-2006",
  },
  {
    name: "Merit Medical Systems, Inc.",
    supplierType: "SUPPLIER",
    address1: "1600 W Merit Pkwy",
    city: "South Jordan",
    state: "UT",
    zip: "84095-2416",
    logo: ["#660000", "#ea9999"],
  },
  {
    name: "Fresenius Kabi USA, LLC",
    supplierType: "SUPPLIER",
    address1: "50 High St",
    address2: "Ste 50",
    city: "North Andover",
    state: "MA",
    zip: "01845-2620",
    status: "PENDING",
  },
  {
    name: "Verathon, Inc.",
    supplierType: "SUPPLIER",
    address1: "20001 N Creek Pkwy",
    city: "Bothell",
    state: "WA",
    zip: "98011-8218",
    logo: ["#38761d", "#d9ead3"],
  },
  {
    name: "Cochlear Americas Inc.",
    supplierType: "SUPPLIER",
    address1: "13059 E Peakview Ave",
    city: "Englewood",
    state: "CO",
    zip: "80111-6511",
  },
  {
    name: "Varian Medical Systems",
    supplierType: "SUPPLIER",
    address1: "3100 Hansen Way",
    city: "Palo Alto",
    state: "CA",
    zip: "94304-1030",
    status: "DEACTIVATED",
  },
  {
    name: "B. Braun Medical, Inc.",
    supplierType: "SUPPLIER",
    address1: "1601 Wallace Dr",
    address2: "Ste 150",
    city: "Carrollton",
    state: "TX",
    zip: "75006-6690",
    logo: ["#0c343d", "#a2c4c9"],
  },
  {
    name: "LeMaitre Vascular, Inc.",
    supplierType: "SUPPLIER",
    address1: "63 Second Avenue",
    city: "Burlington",
    state: "MA",
    zip: "01803-4413",
  },
  {
    name: "Draeger Medical, Inc.",
    supplierType: "SUPPLIER",
    address1: "3135 Quarry Rd",
    city: "Telford",
    state: "PA",
    zip: "18969-1042",
    status: "PENDING",
    logo: ["#1155cc", "#ffffff"],
  },
  {
    name: "Hospira Inc.",
    supplierType: "SUPPLIER",
    address1: "275 N Field Dr",
    city: "Lake Forest",
    state: "IL",
    zip: "60045-2579",
    status: "DEACTIVATED",
  },
  {
    name: "Elekta, Inc.",
    supplierType: "SUPPLIER",
    address1: "4775 Peachtree Industrial Blvd",
    address2: "Bldg 300",
    city: "Norcross",
    state: "GA",
    zip: "30092-3011",
  },
  {
    name: "Stryker Instruments",
    supplierType: "SUPPLIER",
    address1: "4100 E Milham Ave",
    city: "Portage",
    state: "MI",
    zip: "49002-9704",
    isSso: true,
    logo: ["#b45f06", "#fce5cd"],
  },
  {
    name: "Boston Scientific CRM Corp",
    supplierType: "SUPPLIER",
    address1: "4100 Hamline Ave N",
    city: "Saint Paul",
    state: "MN",
    zip: "55112-5700",
    logo: ["#0b5394", "#ffffff"],
  },
  {
    name: "Integra LifeSciences Corp.",
    supplierType: "SUPPLIER",
    address1: "311 Enterprise Dr",
    city: "Plainsboro",
    state: "NJ",
    zip: "08536-3344",
  },
  {
    name: "CooperSurgical, Inc.",
    supplierType: "SUPPLIER",
    address1: "95 Corporate Dr",
    city: "Trumbull",
    state: "CT",
    zip: "06611-1350",
    status: "DEACTIVATED",
  },
  {
    name: "Owens & Minor Distribution",
    supplierType: "DISTRIBUTOR",
    address1: "9120 Lockwood Blvd",
    city: "Mechanicsville",
    state: "VA",
    zip: "23116",
    isSso: true,
    logo: ["#cc0000", "#ffffff"],
  },
  {
    name: "Cardinal Health Medical Distribution",
    supplierType: "DISTRIBUTOR",
    address1: "7000 Cardinal Pl",
    city: "Dublin",
    state: "OH",
    zip: "43017",
    logo: ["#990000", "#f4cccc"],
  },
  {
    name: "McKesson Medical-Surgical",
    supplierType: "DISTRIBUTOR",
    address1: "6555 State Hwy 161",
    city: "Irving",
    state: "TX",
    zip: "75039",
  },
  {
    name: "Medline Industries, LP",
    supplierType: "DISTRIBUTOR",
    address1: "Three Lakes Drive",
    city: "Northfield",
    state: "IL",
    zip: "60093",
    status: "PENDING",
  },
  {
    name: "Henry Schein Medical",
    supplierType: "DISTRIBUTOR",
    address1: "135 Duryea Rd",
    city: "Melville",
    state: "NY",
    zip: "11747",
    logo: ["#0b5394", "#93c47d"],
  },
];

/**
 * The demo suppliers, each created once (by name, any case) with its built-in roles, so a database seeded
 * before they existed gets them on the next start. Logos are small PNG badges made here and kept as data
 * addresses in profile_photo, which the header and the grid show as they show an uploaded logo's address:
 * the seed runs without the file store.
 */
export const ensureDemoSuppliers = async (em: EntityManager): Promise<void> => {
  const existing = await em.find(Organization, {}, { fields: ["name"], disableIdentityMap: true });
  const taken = new Set(existing.map((organisation) => organisationNameKey(organisation.name)));
  const missing = DEMO_SUPPLIERS.filter((supplier) => !taken.has(organisationNameKey(supplier.name)));
  if (missing.length === 0) return;
  await em.transactional(async (tx) => {
    for (const supplier of missing) {
      const id = newId();
      const { logo, ...fields } = supplier;
      tx.create(Organization, {
        id,
        type: "SUPPLIER",
        ...fields,
        address2: fields.address2 ?? null,
        isSso: fields.isSso ?? false,
        status: fields.status ?? "ACTIVE",
        profilePhoto: logo
          ? `data:image/png;base64,${Buffer.from(badgePng(logo[0], logo[1])).toString("base64")}`
          : null,
      });
      for (const role of DEFAULT_ROLES.SUPPLIER)
        tx.create(Role, {
          id: newId(),
          organizationId: id,
          organizationType: "SUPPLIER",
          name: role.name,
          permissions: [...role.permissions],
        });
    }
  });
};
