/** The demo logins the README and `npm start` print. Every one uses DEMO_PASSWORD. */
export const DEMO_PASSWORD = "Demo!2026pass";

export type DemoOrg = "operator" | "acme" | "northwind" | "provider1";

export const DEMO_USERS: ReadonlyArray<{
  email: string;
  firstName: string;
  lastName: string;
  memberships: ReadonlyArray<{ org: DemoOrg; role: string; siteCount?: number }>;
  note: string;
}> = [
  {
    email: "operator.admin@example.org",
    firstName: "Olivia",
    lastName: "Operator",
    memberships: [{ org: "operator", role: "notisphereadmin" }],
    note: "operator, all operator permissions",
  },
  {
    email: "operator.readonly@example.org",
    firstName: "Oscar",
    lastName: "Reader",
    memberships: [{ org: "operator", role: "Provider Read Only" }],
    note: "operator, read-only (Notisphere_ProviderReadOnly)",
  },
  {
    email: "supplier.admin@example.org",
    firstName: "Sam",
    lastName: "Supplier",
    memberships: [{ org: "acme", role: "Administrator" }],
    note: "Acme Medical administrator",
  },
  {
    email: "supplier.recalls@example.org",
    firstName: "Sara",
    lastName: "Recalls",
    memberships: [{ org: "acme", role: "Recall Coordinator" }],
    note: "Acme Medical recall coordinator",
  },
  {
    email: "distributor.admin@example.org",
    firstName: "Dan",
    lastName: "Distributor",
    memberships: [{ org: "northwind", role: "Administrator" }],
    note: "Northwind Distribution administrator",
  },
  {
    email: "provider.admin@example.org",
    firstName: "Priya",
    lastName: "Provider",
    memberships: [{ org: "provider1", role: "Administrator" }],
    note: "first provider administrator (all sites)",
  },
  {
    email: "provider.recalls@example.org",
    firstName: "Paul",
    lastName: "Recalls",
    memberships: [{ org: "provider1", role: "Recall Coordinator", siteCount: 3 }],
    note: "first provider recall coordinator (3 sites)",
  },
  {
    email: "provider.sourcing@example.org",
    firstName: "Sofia",
    lastName: "Sourcing",
    memberships: [{ org: "provider1", role: "Sourcing Coordinator", siteCount: 3 }],
    note: "first provider sourcing coordinator (3 sites)",
  },
  {
    email: "provider.responder@example.org",
    firstName: "Rita",
    lastName: "Responder",
    memberships: [{ org: "provider1", role: "Responder", siteCount: 1 }],
    note: "first provider responder (1 site)",
  },
  {
    email: "multi@example.org",
    firstName: "Morgan",
    lastName: "Multi",
    memberships: [
      { org: "provider1", role: "Administrator" },
      { org: "acme", role: "Administrator" },
    ],
    note: "administrator of the first provider and of Acme Medical",
  },
];

/** Public-health references an operator would pin for its users. */
export const DEMO_QUICK_LINKS: ReadonlyArray<{ name: string; url: string; description: string }> = [
  {
    name: "FDA Medical Device Recalls",
    url: "https://www.fda.gov/medical-devices/medical-device-safety/medical-device-recalls",
    description: "FDA list of the most serious device recalls",
  },
  {
    name: "FDA Drug Recalls",
    url: "https://www.fda.gov/drugs/drug-safety-and-availability/drug-recalls",
    description: "Drug recalls posted by FDA",
  },
  {
    name: "FDA Enforcement Report",
    url: "https://www.accessdata.fda.gov/scripts/ires/index.cfm",
    description: "Weekly enforcement report of all classified recalls",
  },
  {
    name: "openFDA Device Recall API",
    url: "https://open.fda.gov/apis/device/recall/",
    description: "Public device recall data",
  },
  {
    name: "openFDA Drug Enforcement API",
    url: "https://open.fda.gov/apis/drug/enforcement/",
    description: "Public drug enforcement data",
  },
  {
    name: "FDA Drug Shortages",
    url: "https://www.accessdata.fda.gov/scripts/drugshortages/",
    description: "Current and resolved drug shortages",
  },
  {
    name: "FDA Device Shortage List",
    url: "https://www.fda.gov/medical-devices/medical-device-supply-chain-and-shortages/medical-device-shortages-list",
    description: "Devices in shortage",
  },
  {
    name: "MedWatch",
    url: "https://www.fda.gov/safety/medwatch-fda-safety-information-and-adverse-event-reporting-program",
    description: "Report adverse events",
  },
  {
    name: "MAUDE Database",
    url: "https://www.accessdata.fda.gov/scripts/cdrh/cfdocs/cfmaude/search.cfm",
    description: "Device adverse event reports",
  },
  {
    name: "21 CFR Part 7 Subpart C",
    url: "https://www.ecfr.gov/current/title-21/chapter-I/subchapter-A/part-7/subpart-C",
    description: "Recall regulations",
  },
  {
    name: "21 CFR Part 806",
    url: "https://www.ecfr.gov/current/title-21/chapter-I/subchapter-H/part-806",
    description: "Device corrections and removals",
  },
  {
    name: "21 CFR Part 810",
    url: "https://www.ecfr.gov/current/title-21/chapter-I/subchapter-H/part-810",
    description: "Mandatory device recall authority",
  },
  {
    name: "FDA Recall Guidance",
    url: "https://www.fda.gov/safety/industry-guidance-recalls",
    description: "Industry guidance on recalls",
  },
  {
    name: "GUDID",
    url: "https://accessgudid.nlm.nih.gov/",
    description: "Global Unique Device Identification Database",
  },
  {
    name: "CMS Care Compare",
    url: "https://www.medicare.gov/care-compare/",
    description: "Hospital information",
  },
  {
    name: "CMS Provider Data Catalog",
    url: "https://data.cms.gov/provider-data/",
    description: "Hospital General Information dataset",
  },
  {
    name: "CDC Health Alert Network",
    url: "https://emergency.cdc.gov/han/",
    description: "Health advisories",
  },
  {
    name: "ASHP Drug Shortages",
    url: "https://www.ashp.org/drug-shortages/current-shortages",
    description: "Pharmacist-curated shortage list",
  },
  {
    name: "HIDA Supply Chain",
    url: "https://www.hida.org/",
    description: "Healthcare distribution association",
  },
  {
    name: "GS1 US Healthcare",
    url: "https://www.gs1us.org/industries-and-insights/by-industry/healthcare",
    description: "GTIN and GLN standards",
  },
  {
    name: "HIBCC HIN System",
    url: "https://www.hibcc.org/hin-system/",
    description: "Health Industry Number",
  },
  {
    name: "ECRI Alerts",
    url: "https://www.ecri.org/solutions/alerts-workflow",
    description: "Hazard and recall alerts",
  },
  {
    name: "FDA Safety Communications",
    url: "https://www.fda.gov/medical-devices/medical-device-safety/safety-communications",
    description: "Device safety communications",
  },
  {
    name: "FDA Warning Letters",
    url: "https://www.fda.gov/inspections-compliance-enforcement-and-criminal-investigations/compliance-actions-and-activities/warning-letters",
    description: "Warning letters",
  },
  { name: "USP Compounding", url: "https://www.usp.org/compounding", description: "Compounding standards" },
  {
    name: "The Joint Commission",
    url: "https://www.jointcommission.org/",
    description: "Accreditation standards",
  },
  { name: "AHRQ Patient Safety", url: "https://psnet.ahrq.gov/", description: "Patient safety network" },
  { name: "NotiSphere Knowledge Base", url: "https://notisphere.com/", description: "Product help" },
  {
    name: "Health Canada Recalls",
    url: "https://recalls-rappels.canada.ca/en",
    description: "Canadian recalls and safety alerts",
  },
  {
    name: "TGA Recalls",
    url: "https://www.tga.gov.au/safety/recalls-and-other-market-actions",
    description: "Australian recall actions",
  },
];
