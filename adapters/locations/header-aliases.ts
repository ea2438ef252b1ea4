/**
 * Column names as suppliers and regulators spell them. Headers are compared case- and punctuation-
 * insensitively ("Zip Code", "ZIP_CODE", "zipcode" are one name), and a "Ship To " prefix is ignored.
 */
export type LocationFileKind = "known" | "shipto";

export type LocationField =
  "id" | "name" | "address1" | "address2" | "city" | "state" | "zip" | "phone" | "hin" | "gln";

const COMMON: Record<Exclude<LocationField, "id">, readonly string[]> = {
  name: [
    "name",
    "facility name",
    "hospital name",
    "site name",
    "location name",
    "customer name",
    "account name",
    "organization name",
    "provider name",
  ],
  address1: [
    "address1",
    "address 1",
    "address",
    "address line 1",
    "addr1",
    "street",
    "street address",
    "street 1",
    "line 1",
  ],
  address2: ["address2", "address 2", "address line 2", "addr2", "street 2", "line 2"],
  city: ["city", "city/town", "town", "city town"],
  state: ["state", "st", "state code", "province", "region"],
  zip: ["zip", "zip code", "zipcode", "zip5", "postal code", "postcode", "postal", "zip+4", "zip 4"],
  phone: ["phone", "phone number", "telephone", "telephone number", "tel", "phone no"],
  hin: ["hin", "hin number", "hibcc hin", "health industry number"],
  gln: ["gln", "global location number"],
};

const ID_ALIASES: Record<LocationFileKind, readonly string[]> = {
  known: [
    "site_id",
    "site id",
    "siteid",
    "facility id",
    "provider id",
    "ccn",
    "cms certification number",
    "notisphere id",
    "id",
  ],
  shipto: [
    "location_id",
    "location id",
    "locationid",
    "ship to id",
    "ship to number",
    "ship to",
    "ship to account",
    "account",
    "account number",
    "account id",
    "customer id",
    "customer number",
    "location number",
    "id",
  ],
};

/** The id column's name as the result file and messages call it. */
export const ID_COLUMN: Record<LocationFileKind, string> = { known: "site_id", shipto: "location_id" };

export const REQUIRED_FIELDS: readonly LocationField[] = ["id", "name", "address1", "city", "state", "zip"];

const compact = (header: string): string => header.toLowerCase().replace(/[^a-z0-9+]/g, "");

const aliasTable = (kind: LocationFileKind): Map<string, LocationField> => {
  const table = new Map<string, LocationField>();
  for (const alias of ID_ALIASES[kind]) table.set(compact(alias), "id");
  for (const [field, aliases] of Object.entries(COMMON)) {
    for (const alias of aliases)
      if (!table.has(compact(alias))) table.set(compact(alias), field as LocationField);
  }
  return table;
};

const TABLES: Record<LocationFileKind, Map<string, LocationField>> = {
  known: aliasTable("known"),
  shipto: aliasTable("shipto"),
};

export const fieldOfHeader = (header: string, kind: LocationFileKind): LocationField | undefined => {
  const key = compact(header.replace(/^\uFEFF/, ""));
  const table = TABLES[kind];
  return table.get(key) ?? (key.startsWith("shipto") ? table.get(key.slice("shipto".length)) : undefined);
};

/** Column position of each field; the first column wins when two headers mean the same field. */
export const mapHeaders = (
  headers: readonly string[],
  kind: LocationFileKind,
): Map<LocationField, number> => {
  const positions = new Map<LocationField, number>();
  headers.forEach((header, i) => {
    const field = fieldOfHeader(header, kind);
    if (field !== undefined && !positions.has(field)) positions.set(field, i);
  });
  return positions;
};

export const columnName = (field: LocationField, kind: LocationFileKind): string =>
  field === "id" ? ID_COLUMN[kind] : field;
