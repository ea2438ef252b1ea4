import type { FieldError } from "../shared/errors.ts";
import { messageSet } from "../shared/messages/message.ts";
import { VALIDATION } from "../shared/validation/messages.ts";

/**
 * A US postal address as organisations and sites carry it. Shared by every organisation form (suppliers,
 * providers, sites): the state must be a USPS state code and the ZIP must be a real ZIP form (12345 or
 * 12345-6789) whose first three digits belong to that state.
 */
export const ADDRESS_MESSAGES = messageSet("address", {
  stateUnknown: "Choose a US state (two-letter code such as MN)",
  zipFormat: "Enter a 5-digit ZIP code, or ZIP+4 such as 55401-1234",
  zipNotInState: "ZIP code {zip} is not in {state}",
  tooLong: "Maximum {max} characters",
});

/**
 * The first three ZIP digits each state uses, as inclusive ranges. Built from the Census 2000 ZIP-to-state
 * list (../shared/data/zip, copied here as ranges), plus the USPS prefixes it has no households for (IRS and
 * military-free unique ZIPs such as 005 Holtsville NY and 885 El Paso TX) and the territories.
 */
const ZIP_PREFIXES: Readonly<Record<string, ReadonlyArray<readonly [number, number]>>> = {
  AK: [[995, 999]],
  AL: [
    [350, 352],
    [354, 369],
    [388, 388],
  ],
  AR: [
    [380, 380],
    [657, 657],
    [716, 729],
  ],
  AZ: [
    [845, 845],
    [850, 850],
    [852, 853],
    [855, 857],
    [859, 860],
    [863, 865],
    [873, 873],
    [890, 890],
  ],
  CA: [
    [894, 894],
    [900, 908],
    [910, 928],
    [930, 961],
    [976, 976],
  ],
  CO: [
    [800, 816],
    [820, 820],
  ],
  CT: [[60, 69]],
  DC: [
    [200, 200],
    [202, 205],
    [569, 569],
  ],
  DE: [[197, 199]],
  FL: [
    [320, 339],
    [341, 342],
    [344, 344],
    [346, 347],
    [349, 349],
  ],
  GA: [
    [300, 319],
    [398, 399],
  ],
  HI: [[967, 968]],
  IA: [
    [500, 516],
    [520, 528],
    [559, 561],
  ],
  ID: [
    [831, 838],
    [979, 979],
    [991, 991],
  ],
  IL: [
    [527, 527],
    [600, 629],
  ],
  IN: [[460, 479]],
  KS: [
    [660, 662],
    [664, 679],
  ],
  KY: [
    [380, 380],
    [400, 427],
  ],
  LA: [
    [700, 701],
    [703, 708],
    [710, 714],
    [717, 717],
  ],
  MA: [
    [10, 27],
    [55, 55],
  ],
  MD: [
    [206, 212],
    [214, 219],
  ],
  ME: [[39, 49]],
  MI: [[480, 499]],
  MN: [
    [550, 551],
    [553, 567],
    [582, 582],
  ],
  MO: [
    [516, 516],
    [526, 526],
    [630, 631],
    [633, 641],
    [644, 658],
    [726, 726],
  ],
  MS: [[386, 397]],
  MT: [[590, 599]],
  NC: [[270, 289]],
  ND: [
    [576, 576],
    [580, 588],
    [592, 592],
  ],
  NE: [
    [680, 681],
    [683, 693],
    [820, 820],
  ],
  NH: [[30, 38]],
  NJ: [
    [70, 89],
    [100, 100],
  ],
  NM: [
    [799, 799],
    [855, 855],
    [865, 865],
    [870, 871],
    [873, 884],
  ],
  NV: [
    [889, 891],
    [893, 895],
    [897, 898],
  ],
  NY: [
    [5, 5],
    [63, 63],
    [100, 149],
  ],
  OH: [[430, 459]],
  OK: [
    [679, 679],
    [730, 731],
    [734, 749],
    [790, 790],
  ],
  OR: [
    [970, 979],
    [993, 993],
  ],
  PA: [[150, 196]],
  RI: [[28, 29]],
  SC: [[290, 299]],
  SD: [
    [562, 562],
    [570, 577],
    [693, 693],
  ],
  TN: [
    [370, 385],
    [422, 422],
  ],
  TX: [
    [733, 733],
    [739, 739],
    [750, 799],
    [884, 885],
  ],
  UT: [
    [840, 847],
    [860, 860],
    [865, 865],
  ],
  VA: [
    [201, 201],
    [220, 246],
    [376, 376],
  ],
  VT: [[50, 59]],
  WA: [[980, 994]],
  WI: [
    [530, 532],
    [534, 535],
    [537, 549],
  ],
  WV: [[247, 268]],
  WY: [[820, 831]],
  PR: [
    [6, 7],
    [9, 9],
  ],
  VI: [[8, 8]],
  GU: [[969, 969]],
};

/** USPS codes of the states, DC and the territories an organisation may be in, sorted. */
export const US_STATE_CODES: readonly string[] = Object.keys(ZIP_PREFIXES).sort();

const ZIP_FORM = /^(\d{5})(-\d{4})?$/;

/** A state code as typed: trimmed and upper-cased ("mn " → "MN"). */
export const normaliseState = (state: string): string => state.trim().toUpperCase();

/** A ZIP as typed: trimmed; a 9-digit ZIP written without its dash gets it back. */
export const normaliseZip = (zip: string): string => {
  const trimmed = zip.trim();
  return /^\d{9}$/.test(trimmed) ? `${trimmed.slice(0, 5)}-${trimmed.slice(5)}` : trimmed;
};

export const isUsState = (state: string): boolean => Object.hasOwn(ZIP_PREFIXES, normaliseState(state));

export const isZipForm = (zip: string): boolean => ZIP_FORM.test(normaliseZip(zip));

/** Whether a ZIP of the right form lies in the state's prefixes (false for an unknown state or a bad form). */
export const zipInState = (zip: string, state: string): boolean => {
  const match = ZIP_FORM.exec(normaliseZip(zip));
  const ranges = ZIP_PREFIXES[normaliseState(state)];
  if (!match || !ranges) return false;
  const prefix = Number(match[1]!.slice(0, 3));
  return ranges.some(([from, to]) => prefix >= from && prefix <= to);
};

export interface AddressInput {
  readonly address1: string;
  readonly address2?: string | null | undefined;
  readonly city: string;
  readonly state: string;
  readonly zip: string;
}

const LIMITS = { address1: 200, address2: 200, city: 100 } as const;

/**
 * Every problem of an address, one per field at most, in form order, each said so it can be translated.
 * Required: street, city, state, ZIP. The ZIP is checked against the state only when both are well formed,
 * so the person fixes one thing at a time.
 */
export const addressProblems = (address: AddressInput): FieldError[] => {
  const problems: FieldError[] = [];
  for (const field of ["address1", "address2", "city"] as const) {
    const value = (address[field] ?? "").trim();
    if (value === "" && field !== "address2") problems.push({ field, ...VALIDATION.say("required") });
    else if (value.length > LIMITS[field])
      problems.push({ field, ...ADDRESS_MESSAGES.say("tooLong", { max: LIMITS[field] }) });
  }
  const state = normaliseState(address.state);
  const zip = normaliseZip(address.zip);
  if (state === "") problems.push({ field: "state", ...VALIDATION.say("required") });
  else if (!isUsState(state)) problems.push({ field: "state", ...ADDRESS_MESSAGES.say("stateUnknown") });
  if (zip === "") problems.push({ field: "zip", ...VALIDATION.say("required") });
  else if (!isZipForm(zip)) problems.push({ field: "zip", ...ADDRESS_MESSAGES.say("zipFormat") });
  else if (isUsState(state) && !zipInState(zip, state))
    problems.push({ field: "zip", ...ADDRESS_MESSAGES.say("zipNotInState", { zip, state }) });
  return problems;
};

/** The address as stored: trimmed, state upper-cased, ZIP+4 with its dash, an empty second line as null. */
export const normaliseAddress = (address: AddressInput) => ({
  address1: address.address1.trim(),
  address2: address.address2?.trim() || null,
  city: address.city.trim(),
  state: normaliseState(address.state),
  zip: normaliseZip(address.zip),
});
