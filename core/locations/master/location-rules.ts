import { addressProblems, normaliseAddress } from "../../organisations/address.ts";
import type { FieldError } from "../../shared/errors.ts";
import { VALIDATION } from "../../shared/validation/messages.ts";
import { isValidPhone } from "../../shared/validation/rules.ts";
import type { KnownLocationFields, KnownLocationInput } from "./known-location.ts";
import { LOCATION_MASTER_MESSAGES } from "./messages.ts";

const blankToNull = (value: string | null | undefined): string | null => {
  const trimmed = value?.trim() ?? "";
  return trimmed === "" ? null : trimmed;
};

/** A Health Industry Number: 9 letters or digits (HIBCC). */
export const isHin = (value: string): boolean => /^[A-Z0-9]{9}$/i.test(value.trim());

/** A GS1 Global Location Number: 13 digits whose last is the GS1 mod-10 check digit of the first 12. */
export const isGln = (value: string): boolean => {
  const digits = value.trim();
  if (!/^\d{13}$/.test(digits)) return false;
  const sum = [...digits.slice(0, 12)].reduce(
    (acc, digit, index) => acc + Number(digit) * (index % 2 === 0 ? 1 : 3),
    0,
  );
  return (10 - (sum % 10)) % 10 === Number(digits[12]);
};

/**
 * Every problem of a location form, one per field at most, in form order: the shared US address rule
 * (core/organisations/address.ts: state code, ZIP in that state), a required name, and when given a phone, a
 * 9-character HIN and a 13-digit GLN with its check digit.
 */
export const knownLocationProblems = (input: KnownLocationInput): FieldError[] => {
  const say = LOCATION_MASTER_MESSAGES.say;
  const problems: FieldError[] = [];
  if (input.knownProviderId.trim() === "")
    problems.push({ field: "knownProviderId", ...say("providerNotFound") });
  const name = input.name.trim();
  if (name === "") problems.push({ field: "name", ...VALIDATION.say("required") });
  else if (name.length > 200) problems.push({ field: "name", ...say("tooLong", { max: 200 }) });
  problems.push(...addressProblems(input));
  const phone = blankToNull(input.phone);
  if (phone !== null && (phone.length > 40 || !isValidPhone(phone)))
    problems.push({ field: "phone", ...VALIDATION.say("phoneNumber") });
  const hin = blankToNull(input.hin);
  if (hin !== null && !isHin(hin)) problems.push({ field: "hin", ...say("hin") });
  const gln = blankToNull(input.gln);
  if (gln !== null && !isGln(gln)) problems.push({ field: "gln", ...say("gln") });
  return problems;
};

/** The fields as stored: trimmed, one space between words of the name, HIN upper-cased, blanks as null. */
export const knownLocationFields = (input: KnownLocationInput): KnownLocationFields => ({
  knownProviderId: input.knownProviderId.trim(),
  providerSiteId: blankToNull(input.providerSiteId),
  name: input.name.trim().replace(/\s+/g, " "),
  ...normaliseAddress(input),
  phone: blankToNull(input.phone),
  hin: blankToNull(input.hin)?.toUpperCase() ?? null,
  gln: blankToNull(input.gln),
  type: input.type,
  status: input.status ?? "ACTIVE",
});
