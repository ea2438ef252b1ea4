// Extracts the demo health systems' sites from the CMS Hospital General Information list into
// adapters/db/seed/hospitals.json, so the seed runs from a clone without the source data. Only needed to
// refresh that file: `npm run build-seed-hospitals -- [path/to/cms_hospital_general_information.csv]`
// (default: the team's data folder beside the repository, ../shared/data/hospitals).
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
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

const source =
  process.argv[2] ??
  fileURLToPath(new URL("../../shared/data/hospitals/cms_hospital_general_information.csv", import.meta.url));
if (!existsSync(source)) {
  console.error(`No hospital list at ${source}: pass the CMS CSV's path after --`);
  process.exit(1);
}
const rows = parse(readFileSync(source), { columns: true, skip_empty_lines: true }) as Array<
  Record<string, string>
>;

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
