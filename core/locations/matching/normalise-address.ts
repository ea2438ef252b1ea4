import { normaliseText } from "./normalise-text.ts";
import {
  DIRECTIONS,
  INSTRUCTION_WORDS,
  NUMBER_WORDS,
  STREET_SUFFIXES,
  STREET_WORDS,
  UNIT_WORDS,
} from "./usps-abbreviations.ts";

export interface NormalisedAddress {
  /** House number ("1108"), empty when the street line has none. */
  readonly number: string;
  /** Street words in USPS standard form, house number, units and PO box removed ("N HARRISON ST"). */
  readonly street: string;
  /** Street words without directionals and suffix ("HARRISON"): what survives rewrites between files. */
  readonly core: string;
  /** PO box number, empty when none. */
  readonly poBox: string;
}

const PO_BOX = /\b(?:P\s?O\s?B(?:OX)?|POST\s+OFFICE\s+BOX|P\s?O\s+BOX|BOX|DRAWER)\s*([A-Z]?\d[A-Z0-9]*)\b/;

/** Splits the two address lines into segments: lines, then commas, then runs of 3+ spaces. */
const segments = (line: string): string[] =>
  line
    .toUpperCase()
    .split(/,|;|\s{3,}|\t/)
    .map((s) => s.trim())
    .filter((s) => s !== "");

const isInstruction = (words: readonly string[]): boolean => {
  const first = words[0] ?? "";
  return (
    INSTRUCTION_WORDS.has(first) ||
    (first === "C" && words[1] === "O") ||
    UNIT_WORDS.has(first) ||
    first === "#"
  );
};

interface StreetLine {
  readonly words: string[];
  readonly poBox: string;
}

const parseSegment = (segment: string): StreetLine => {
  // A number range "202-206" keeps its first number; "#" before a unit number becomes a unit word.
  const text = segment.replace(/^(\d+)\s*-\s*\d+\b/, "$1").replace(/#/g, " UNIT ");
  let poBox = "";
  let normal = normaliseText(text);
  const box = PO_BOX.exec(normal);
  if (box !== null) {
    poBox = (box[1] ?? "").replace(/\D/g, "") || (box[1] ?? "");
    normal = normal.replace(box[0], " ");
  }
  const words = normal.split(" ").filter((w) => w !== "");
  // Cut at the first unit designator after the street ("1720 UNIVERSITY BLVD STE 305").
  const unitAt = words.findIndex((w, i) => i > 1 && UNIT_WORDS.has(w));
  return { words: unitAt > 0 ? words.slice(0, unitAt) : words, poBox };
};

const hasNumber = (words: readonly string[]): boolean =>
  /^\d/.test(words[0] ?? "") || NUMBER_WORDS.has(words[0] ?? "");

/**
 * Normalises a street address as USPS Publication 28 would print it, keeping apart what identifies the
 * building (number, street) from what only routes the parcel (suite, dock, ATTN line, PO box).
 */
export const normaliseAddress = (address1: string, address2?: string): NormalisedAddress => {
  const lines = [...segments(address1), ...segments(address2 ?? "")];
  const parsed: StreetLine[] = [];
  let poBox = "";
  for (const segment of lines) {
    const line = parseSegment(segment);
    if (poBox === "" && line.poBox !== "") poBox = line.poBox;
    if (line.words.length === 0 || isInstruction(line.words)) continue;
    parsed.push(line);
  }
  const primary = parsed.find((l) => hasNumber(l.words)) ?? parsed[0];
  const words = primary?.words ?? [];
  let number = "";
  let rest = words;
  const first = words[0] ?? "";
  if (/^\d/.test(first)) {
    number = first.replace(/^(\d+).*$/, "$1");
    rest = words.slice(1);
  } else if (NUMBER_WORDS.has(first) && words.length > 1) {
    number = NUMBER_WORDS.get(first) ?? "";
    rest = words.slice(1);
  }
  const standard = rest.flatMap((w) => (STREET_WORDS.get(w) ?? w).split(" "));
  // "U S HWY" and "US HWY" are the same road.
  const joined = standard.join(" ").replace(/\bU S\b/g, "US");
  const streetWords = joined === "" ? [] : joined.split(" ");
  let coreWords = streetWords.filter((w) => !DIRECTIONS.has(w));
  const last = coreWords[coreWords.length - 1];
  if (coreWords.length > 1 && last !== undefined && STREET_SUFFIXES.has(last))
    coreWords = coreWords.slice(0, -1);
  if (coreWords.length === 0) coreWords = streetWords;
  return { number, street: streetWords.join(" "), core: coreWords.join(" "), poBox };
};
