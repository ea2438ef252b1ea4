/**
 * Street suffixes, directionals and secondary unit designators after USPS Publication 28 (appendix C1, B and
 * C2): every spelling on the left maps to the standard abbreviation. Only the common subset that occurs in
 * facility addresses; an unknown word is left as it is, which costs a little similarity, never a false match.
 */
const SUFFIX_GROUPS: Record<string, readonly string[]> = {
  ALY: ["ALLEY", "ALLEE", "ALLY"],
  AVE: ["AVENUE", "AV", "AVEN", "AVENU", "AVN", "AVNUE"],
  BLVD: ["BOULEVARD", "BOUL", "BOULV", "BLV"],
  BND: ["BEND"],
  BYP: ["BYPASS", "BYPA", "BYPAS", "BYPS"],
  CIR: ["CIRCLE", "CIRC", "CIRCL", "CRCL", "CRCLE"],
  CT: ["COURT", "CRT"],
  CTR: ["CENTER", "CENTRE", "CEN", "CENT", "CENTR", "CNTER", "CNTR"],
  CV: ["COVE"],
  CRK: ["CREEK"],
  XING: ["CROSSING", "CRSSNG"],
  DR: ["DRIVE", "DRIV", "DRV"],
  EXPY: ["EXPRESSWAY", "EXPRESS", "EXPW", "EXP", "EXPR"],
  EXT: ["EXTENSION", "EXTN", "EXTNSN"],
  FWY: ["FREEWAY", "FREEWY", "FRWAY", "FRWY"],
  HTS: ["HEIGHTS", "HT"],
  HWY: ["HIGHWAY", "HIGHWY", "HIWAY", "HIWY", "HWAY"],
  HOLW: ["HOLLOW"],
  IS: ["ISLAND"],
  JCT: ["JUNCTION"],
  LN: ["LANE"],
  LOOP: ["LOOPS"],
  MALL: [],
  MNR: ["MANOR"],
  MDW: ["MEADOW", "MEADOWS", "MDWS"],
  MTN: ["MOUNTAIN", "MNTAIN", "MNTN", "MOUNTIN"],
  PARK: ["PRK", "PARKS"],
  PKWY: ["PARKWAY", "PARKWY", "PKWAY", "PKY", "PARKWAYS"],
  PIKE: ["PIKES"],
  PL: ["PLACE"],
  PLZ: ["PLAZA", "PLZA"],
  PT: ["POINT"],
  RDG: ["RIDGE"],
  RD: ["ROAD"],
  RTE: ["ROUTE"],
  ROW: [],
  SQ: ["SQUARE", "SQR", "SQRE", "SQU"],
  ST: ["STREET", "STRT", "STR"],
  TER: ["TERRACE", "TERR"],
  TRCE: ["TRACE"],
  TRL: ["TRAIL", "TRAILS", "TRLS"],
  TPKE: ["TURNPIKE", "TRNPK", "TURNPK"],
  VLY: ["VALLEY", "VALLY", "VLLY"],
  VW: ["VIEW"],
  WAY: ["WY"],
};

const DIRECTION_GROUPS: Record<string, readonly string[]> = {
  N: ["NORTH", "NO"],
  S: ["SOUTH", "SO"],
  E: ["EAST"],
  W: ["WEST"],
  NE: ["NORTHEAST"],
  NW: ["NORTHWEST"],
  SE: ["SOUTHEAST"],
  SW: ["SOUTHWEST"],
};

const ORDINALS: Record<string, string> = {
  FIRST: "1ST",
  SECOND: "2ND",
  THIRD: "3RD",
  FOURTH: "4TH",
  FIFTH: "5TH",
  SIXTH: "6TH",
  SEVENTH: "7TH",
  EIGHTH: "8TH",
  NINTH: "9TH",
  TENTH: "10TH",
  ELEVENTH: "11TH",
  TWELFTH: "12TH",
};

/** Number words that open an address ("ONE HOSPITAL DR"). */
export const NUMBER_WORDS: ReadonlyMap<string, string> = new Map([
  ["ONE", "1"],
  ["TWO", "2"],
  ["THREE", "3"],
  ["FOUR", "4"],
  ["FIVE", "5"],
  ["SIX", "6"],
  ["SEVEN", "7"],
  ["EIGHT", "8"],
  ["NINE", "9"],
  ["TEN", "10"],
]);

const invert = (groups: Record<string, readonly string[]>): Map<string, string> => {
  const map = new Map<string, string>();
  for (const [standard, variants] of Object.entries(groups)) {
    map.set(standard, standard);
    for (const v of variants) map.set(v, standard);
  }
  return map;
};

export const STREET_SUFFIXES: ReadonlyMap<string, string> = invert(SUFFIX_GROUPS);
export const DIRECTIONS: ReadonlyMap<string, string> = invert(DIRECTION_GROUPS);

/** All words of a street line mapped to their standard form (suffix, direction, ordinal, SAINT → ST). */
export const STREET_WORDS: ReadonlyMap<string, string> = new Map([
  ...STREET_SUFFIXES,
  ...DIRECTIONS,
  ...Object.entries(ORDINALS),
  ["SAINT", "ST"],
  ["MOUNT", "MT"],
  ["FORT", "FT"],
  ["US", "US"],
  ["STATE", "STATE"],
  ["COUNTY", "CO"],
  ["CNTY", "CO"],
  ["HOSPITAL", "HOSPITAL"],
  ["HOSP", "HOSPITAL"],
  ["MEDICAL", "MEDICAL"],
  ["MED", "MEDICAL"],
  ["MARTIN", "MARTIN"],
  ["MLK", "MARTIN LUTHER KING"],
  ["JR", "JR"],
]);

/** Secondary unit designators (Publication 28 C2) plus delivery words suppliers add ("DOCK", "RECEIVING"). */
export const UNIT_WORDS = new Set([
  "APT",
  "APARTMENT",
  "STE",
  "SUITE",
  "BLDG",
  "BUILDING",
  "FL",
  "FLR",
  "FLOOR",
  "RM",
  "ROOM",
  "UNIT",
  "DEPT",
  "DEPARTMENT",
  "LOWR",
  "UPPR",
  "BSMT",
  "BASEMENT",
  "OFC",
  "OFFICE",
  "TRLR",
  "SPC",
  "LBBY",
  "LOBBY",
  "FRNT",
  "REAR",
  "PH",
  "PENTHOUSE",
  "WING",
  "DOCK",
  "DOCKS",
  "LOADING",
  "MAILSTOP",
  "MS",
  "MAILROOM",
  "HNGR",
]);

/** A segment starting with one of these is a delivery instruction, not an address. */
export const INSTRUCTION_WORDS = new Set([
  "ATTN",
  "ATTENTION",
  "ATN",
  "RECEIVING",
  "RECV",
  "ACCOUNTS",
  "AP",
  "PURCHASING",
  "SHIPPING",
  "DELIVER",
  "DELIVERY",
]);
