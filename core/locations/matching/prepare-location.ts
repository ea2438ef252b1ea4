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

const normaliseCityUncached = (city: string): string =>
  normaliseText(city)
    .split(" ")
    .map((w) => CITY_WORDS.get(w) ?? w)
    .join(" ");

// Town names repeat across thousands of sites; a bounded cache saves most of the work on big lists.
const cityCache = new Map<string, string>();

export const normaliseCity = (city: string): string => {
  let value = cityCache.get(city);
  if (value === undefined) {
    value = normaliseCityUncached(city);
    if (cityCache.size > 100_000) cityCache.clear();
    cityCache.set(city, value);
  }
  return value;
};

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
