/**
 * A US postal address as the provider form takes it: a known state or territory code and a 5-digit ZIP or
 * ZIP+4. Kept small on purpose: the suppliers' address rule (core/organisations/address.ts) says the same and
 * the two are to be unified.
 */
export const US_STATE_CODES = [
  "AL",
  "AK",
  "AZ",
  "AR",
  "CA",
  "CO",
  "CT",
  "DE",
  "DC",
  "FL",
  "GA",
  "HI",
  "ID",
  "IL",
  "IN",
  "IA",
  "KS",
  "KY",
  "LA",
  "ME",
  "MD",
  "MA",
  "MI",
  "MN",
  "MS",
  "MO",
  "MT",
  "NE",
  "NV",
  "NH",
  "NJ",
  "NM",
  "NY",
  "NC",
  "ND",
  "OH",
  "OK",
  "OR",
  "PA",
  "RI",
  "SC",
  "SD",
  "TN",
  "TX",
  "UT",
  "VT",
  "VA",
  "WA",
  "WV",
  "WI",
  "WY",
  "PR",
  "GU",
  "VI",
  "AS",
  "MP",
] as const;

const STATES: ReadonlySet<string> = new Set(US_STATE_CODES);
const ZIP = /^\d{5}(-\d{4})?$/;

export const ADDRESS_MESSAGES = {
  state: "Choose a US state",
  zip: "Enter a 5-digit ZIP code, like 70503 or 70503-1234",
} as const;

export const isUsState = (value: string): boolean => STATES.has(value.trim().toUpperCase());
export const isZipCode = (value: string): boolean => ZIP.test(value.trim());
