import { readFileSync } from "node:fs";
import type { EntityManager } from "@mikro-orm/postgresql";
import { normaliseSupplierName } from "#core/organisations/supplier-master/normalise-name.ts";
import type { SupplierMasterStatus } from "#core/organisations/supplier-master/supplier-master.ts";
import { Organization, SupplierMaster, User } from "../entities.ts";
import { newId } from "../ids.ts";

interface Firm {
  readonly name: string;
  readonly city: string | null;
  readonly state: string | null;
  readonly source: string;
}

/**
 * 523 real recalling firms as openFDA names them (device and drug recall records of ../shared/data, one entry
 * per normalised name, copied into this repository): the curated list the operator starts from.
 */
const FIRMS = JSON.parse(
  readFileSync(new URL("./supplier-master-firms.json", import.meta.url), "utf8"),
) as Firm[];

/**
 * The demo accounts' own entries. Acme Medical sent the two demo recalls, which the FDA records under Pall
 * Corporation and Circulatory Technology Inc, so those entries are linked to it; the two accounts' names as
 * they registered are linked too, and two look-alike names wait as PENDING candidates for the link dialog.
 */
const LINKS: ReadonlyArray<{ name: string; account: string; city?: string; state?: string }> = [
  { name: "Pall Corporation", account: "Acme Medical" },
  { name: "Circulatory Technology Inc", account: "Acme Medical" },
  { name: "Acme Medical, Inc.", account: "Acme Medical", city: "Minneapolis", state: "MN" },
  { name: "Northwind Distribution LLC", account: "Northwind Distribution", city: "Memphis", state: "TN" },
];
const CANDIDATES: readonly Firm[] = [
  { name: "ACME MEDICAL DEVICES", city: "Saint Paul", state: "MN", source: "Supplier registration" },
  { name: "Northwind Medical Distribution", city: "Memphis", state: "TN", source: "Supplier registration" },
];

/** A spread of statuses over the list, the same on every seed, so each status filter shows entries. */
const statusOf = (index: number): SupplierMasterStatus =>
  index % 29 === 7 ? "DELETED" : index % 13 === 5 ? "INACTIVE" : index % 11 === 3 ? "PENDING" : "ACTIVE";

/**
 * Fills the supplier master list of a demo database (its marker user present) once: nothing when any entry
 * exists, so an operator's changes are never overwritten.
 */
export const ensureDemoSupplierMaster = async (em: EntityManager, markerEmail: string): Promise<number> => {
  if (!(await em.findOne(User, { email: markerEmail }))) return 0;
  if ((await em.count(SupplierMaster, {})) > 0) return 0;
  const accounts = new Map(
    (await em.find(Organization, { type: "SUPPLIER" }, { disableIdentityMap: true })).map((o) => [
      o.name,
      o.id,
    ]),
  );
  const linkOf = new Map(LINKS.map((link) => [normaliseSupplierName(link.name), link]));
  const seen = new Set<string>();
  const now = new Date();
  const entries = [
    ...FIRMS,
    ...CANDIDATES,
    ...LINKS.filter((l) => l.city).map((l) => ({
      name: l.name,
      city: l.city!,
      state: l.state!,
      source: "Supplier registration",
    })),
  ];
  entries.forEach((firm, index) => {
    const normalizedName = normaliseSupplierName(firm.name);
    if (seen.has(normalizedName)) return;
    seen.add(normalizedName);
    const link = linkOf.get(normalizedName);
    const linkedOrganizationId = link ? (accounts.get(link.account) ?? null) : null;
    const status: SupplierMasterStatus =
      linkedOrganizationId !== null ? "LINKED" : CANDIDATES.includes(firm) ? "PENDING" : statusOf(index);
    em.create(SupplierMaster, {
      id: newId(),
      name: firm.name,
      normalizedName,
      city: firm.city,
      state: firm.state,
      source: firm.source,
      status,
      linkedOrganizationId,
      linkedAt: linkedOrganizationId === null ? null : now,
      createdAt: now,
      updatedAt: now,
    });
  });
  await em.flush();
  return seen.size;
};
