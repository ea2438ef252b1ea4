import { normaliseAddress, type NormalisedAddress } from "./normalise-address.ts";
import { normaliseIdentifier, normalisePhone, normaliseZip } from "./normalise-contact.ts";
import { normaliseName, type NormalisedName } from "./normalise-name.ts";
import { normaliseText } from "./normalise-text.ts";

/** A known site or a ship-to row after normalisation: everything the blocker and the scorer compare. */
export interface PreparedLocation {
  readonly name: NormalisedName;
  readonly address: NormalisedAddress;
  readonly city: string;
  readonly state: string;
  readonly zip: string;
  readonly phone: string;
  readonly hin: string;
  readonly gln: string;
}

export interface LocationFields {
  readonly name: string;
  readonly address1: string;
  readonly address2?: string | undefined;
  readonly city: string;
  readonly state: string;
  readonly zip: string;
  readonly phone?: string | undefined;
  readonly hin?: string | undefined;
  readonly gln?: string | undefined;
}

const CITY_WORDS: ReadonlyMap<string, string> = new Map([
  ["SAINT", "ST"],
  ["SAINTE", "ST"],
  ["STE", "ST"],
  ["FORT", "FT"],
  ["MOUNT", "MT"],
  ["NORTH", "N"],
  ["SOUTH", "S"],
  ["EAST", "E"],
  ["WEST", "W"],
]);

export const normaliseCity = (city: string): string =>
  normaliseText(city)
    .split(" ")
    .map((w) => CITY_WORDS.get(w) ?? w)
    .join(" ");

export const prepareLocation = (fields: LocationFields): PreparedLocation => ({
  name: normaliseName(fields.name),
  address: normaliseAddress(fields.address1, fields.address2),
  city: normaliseCity(fields.city),
  state: normaliseText(fields.state),
  zip: normaliseZip(fields.zip),
  phone: normalisePhone(fields.phone),
  hin: normaliseIdentifier(fields.hin),
  gln: normaliseIdentifier(fields.gln),
});
