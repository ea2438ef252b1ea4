import { normaliseText } from "./normalise-text.ts";

/** Spelling variants of words common in facility names, mapped to one form. */
const NAME_WORDS: ReadonlyMap<string, string> = new Map([
  ["SAINT", "ST"],
  ["STE", "ST"],
  ["SAINTS", "STS"],
  ["MOUNT", "MT"],
  ["FORT", "FT"],
  ["HOSP", "HOSPITAL"],
  ["HSPTL", "HOSPITAL"],
  ["HOSPITALS", "HOSPITAL"],
  ["MED", "MEDICAL"],
  ["MEDL", "MEDICAL"],
  ["CTR", "CENTER"],
  ["CNTR", "CENTER"],
  ["CENTRE", "CENTER"],
  ["CENTERS", "CENTER"],
  ["REG", "REGIONAL"],
  ["REGL", "REGIONAL"],
  ["RGNL", "REGIONAL"],
  ["MEM", "MEMORIAL"],
  ["MEML", "MEMORIAL"],
  ["HLTH", "HEALTH"],
  ["HEALTHCARE", "HEALTH CARE"],
  ["SYS", "SYSTEM"],
  ["SYSTEMS", "SYSTEM"],
  ["UNIV", "UNIVERSITY"],
  ["COMM", "COMMUNITY"],
  ["CMTY", "COMMUNITY"],
  ["GEN", "GENERAL"],
  ["CHILDREN", "CHILDRENS"],
  ["CHILD", "CHILDRENS"],
  ["CO", "COUNTY"],
  ["CNTY", "COUNTY"],
  ["DIST", "DISTRICT"],
  ["VA", "VETERANS"],
  ["VAMC", "VETERANS MEDICAL CENTER"],
  ["REHAB", "REHABILITATION"],
  ["PSYCH", "PSYCHIATRIC"],
  ["NORTHSHORE", "NORTH SHORE"],
]);

/** Words that say nothing about which facility it is (legal form, articles). Dropped. */
const NOISE_WORDS = new Set([
  "THE",
  "INC",
  "LLC",
  "L",
  "C",
  "LLP",
  "LP",
  "CORP",
  "CORPORATION",
  "OF",
  "AND",
  "AT",
  "A",
  "DBA",
]);

/**
 * Department or delivery-point suffixes that suppliers append to a facility name ("- PHARMACY", "CATH LAB").
 * They are removed from the end of the name; the facility is the same organisation.
 */
const DEPARTMENT_PHRASES = [
  "PHARMACY",
  "PHARM",
  "LAB",
  "LABS",
  "LABORATORY",
  "CATH LAB",
  "CATHETERIZATION LAB",
  "OR",
  "OPERATING ROOM",
  "SURGERY",
  "SURGICAL SERVICES",
  "CENTRAL SUPPLY",
  "CENTRAL STERILE",
  "STERILE PROCESSING",
  "SPD",
  "CSR",
  "MATERIALS MANAGEMENT",
  "MATERIALS MGMT",
  "MATERIAL MANAGEMENT",
  "MATERIALS",
  "MM",
  "BIOMED",
  "BIOMEDICAL",
  "BIOMEDICAL ENGINEERING",
  "CLINICAL ENGINEERING",
  "RECEIVING",
  "PURCHASING",
  "STORES",
  "WAREHOUSE",
  "ACCOUNTS PAYABLE",
  "AP",
  "RADIOLOGY",
  "IMAGING",
  "ER",
  "ED",
  "EMERGENCY",
  "EMERGENCY DEPT",
  "ICU",
  "NICU",
  "PICU",
  "ENDOSCOPY",
  "GI LAB",
  "ONCOLOGY",
  "CARDIOLOGY",
  "RESPIRATORY",
  "RESPIRATORY THERAPY",
  "BLOOD BANK",
  "DIETARY",
  "NUTRITION",
  "NURSING",
  "L AND D",
  "LABOR AND DELIVERY",
  "DIALYSIS",
  "INFUSION",
  "ANESTHESIA",
  "PATHOLOGY",
  "DOCK",
  "LOADING DOCK",
  "SUPPLY CHAIN",
  "DEPT",
  "DEPARTMENT",
].map((p) => p.split(" "));

/** The phrases grouped by their last word, so a name is checked only against phrases that could end it. */
const PHRASES_BY_LAST_WORD = new Map<string, string[][]>();
for (const phrase of DEPARTMENT_PHRASES) {
  const last = phrase[phrase.length - 1] as string;
  // Longest first, so "CATH LAB" is removed whole rather than leaving "CATH" behind.
  PHRASES_BY_LAST_WORD.set(
    last,
    [...(PHRASES_BY_LAST_WORD.get(last) ?? []), phrase].sort((a, b) => b.length - a.length),
  );
}

/** Generic facility words: kept, but weighted low by the scorer whatever their frequency. */
export const GENERIC_NAME_WORDS = new Set([
  "HOSPITAL",
  "MEDICAL",
  "CENTER",
  "HEALTH",
  "CARE",
  "REGIONAL",
  "COMMUNITY",
  "MEMORIAL",
  "GENERAL",
  "SYSTEM",
  "SERVICES",
  "COUNTY",
  "DISTRICT",
  "CLINIC",
  "CAMPUS",
  "FACILITY",
  "INSTITUTE",
  "CAH",
]);

const stripDepartment = (words: string[]): string[] => {
  let changed = true;
  let out = words;
  while (changed && out.length > 1) {
    changed = false;
    for (const phrase of PHRASES_BY_LAST_WORD.get(out[out.length - 1] as string) ?? []) {
      if (phrase.length >= out.length) continue;
      const tail = out.slice(out.length - phrase.length);
      if (tail.every((w, i) => w === phrase[i])) {
        out = out.slice(0, out.length - phrase.length);
        changed = true;
        break;
      }
    }
  }
  return out;
};

const expand = (words: readonly string[]): string[] =>
  words.flatMap((w) => (NAME_WORDS.get(w) ?? w).split(" ")).filter((w) => !NOISE_WORDS.has(w));

export interface NormalisedName {
  /** All words of the name (department suffix removed), normalised. */
  readonly tokens: readonly string[];
  /** The name without the part after its last " - " (a campus or department qualifier), when it has one. */
  readonly head: readonly string[] | undefined;
}

export const normaliseName = (name: string): NormalisedName => {
  const raw = name.toUpperCase();
  const dash = raw.search(/\s[-\u2013]\s?[^-\u2013]*$|\s?[-\u2013]\s[^-\u2013]*$/);
  const all = stripDepartment(
    expand(
      normaliseText(raw)
        .split(" ")
        .filter((w) => w !== ""),
    ),
  );
  const headWords =
    dash > 0
      ? stripDepartment(
          expand(
            normaliseText(raw.slice(0, dash))
              .split(" ")
              .filter((w) => w !== ""),
          ),
        )
      : [];
  const head = headWords.length > 0 && headWords.length < all.length ? headWords : undefined;
  return { tokens: all, head };
};
