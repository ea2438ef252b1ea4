// Extracts the demo health systems' sites from the CMS hospital list in ../shared/data/hospitals into
// adapters/db/seed/hospitals.json, so the seed runs from a clone without the shared folder.
// `node scripts/build-seed-hospitals.ts`
import { readFileSync, writeFileSync } from "node:fs";
import { parse } from "csv-parse/sync";

const SYSTEMS = [
  { name: "Ochsner Health", idn: "Ochsner Health", match: /^OCHSNER/, state: "LA", take: 8 },
  { name: "Mayo Clinic Health System", idn: "Mayo Clinic", match: /^MAYO CLINIC/, state: "MN", take: 6 },
  {
    name: "Intermountain Health",
    idn: "Intermountain Health",
    match: /INTERMOUNTAIN/,
    state: undefined,
    take: 4,
  },
];

const rows = parse(
  readFileSync(new URL("../../shared/data/hospitals/cms_hospital_general_information.csv", import.meta.url)),
  {
    columns: true,
    skip_empty_lines: true,
  },
) as Array<Record<string, string>>;

const systems = SYSTEMS.map((system) => ({
  name: system.name,
  idn: system.idn,
  sites: rows
    .filter((r) => system.match.test(r["Facility Name"] ?? "") && (!system.state || r.State === system.state))
    .slice(0, system.take)
    .map((r) => ({
      facilityId: r["Facility ID"],
      name: r["Facility Name"],
      address1: r.Address,
      city: r["City/Town"],
      state: r.State,
      zip: r["ZIP Code"],
      phone: r["Telephone Number"],
    })),
}));
for (const s of systems)
  if (s.sites.length < 3) throw new Error(`${s.name} has only ${s.sites.length} sites`);
writeFileSync(
  new URL("../adapters/db/seed/hospitals.json", import.meta.url),
  JSON.stringify(systems, null, 2) + "\n",
);
console.log(systems.map((s) => `${s.name}: ${s.sites.length} sites`).join("\n"));
