import { normaliseAddress } from "../matching/normalise-address.ts";
import { normaliseZip } from "../matching/normalise-contact.ts";

export interface BuildingAddress {
  readonly address1: string;
  readonly address2?: string | null;
  readonly zip: string;
}

/**
 * What names one building across suppliers' files: house number, street core (no suffix or directionals) and
 * ZIP5. "1108 Ross Clark Cir, Dock 4" and "1108 ROSS CLARK CIRCLE" are the same building; a provider's Invalid
 * mark on one supplier's row is about that building, so it blocks the same mapping for every supplier's row
 * with this key. Without a house number the street alone is too vague: the key is then the whole street.
 * normaliseZip already gives ZIP5 (or "" when the ZIP is unreadable); the key is cut to its column's 200.
 */
export const buildingKeyOf = (address: BuildingAddress): string => {
  const street = normaliseAddress(address.address1, address.address2 ?? undefined);
  const zip5 = normaliseZip(address.zip);
  const where = street.number === "" ? street.street : `${street.number} ${street.core}`;
  return `${zip5}|${where}`.slice(0, 200);
};
