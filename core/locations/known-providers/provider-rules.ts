import { isUsState, normaliseState } from "../../organisations/address.ts";
import { ADDRESS_MESSAGES } from "../../organisations/address.ts";
import type { FieldError } from "../../shared/errors.ts";
import { VALIDATION } from "../../shared/validation/messages.ts";
import { isValidEmail, isValidPhone } from "../../shared/validation/rules.ts";
import type { KnownProviderFields, KnownProviderInput } from "./known-provider.ts";
import { KNOWN_PROVIDER_MESSAGES } from "./messages.ts";

const blankToNull = (value: string | null | undefined): string | null => {
  const trimmed = value?.trim() ?? "";
  return trimmed === "" ? null : trimmed;
};

const LIMITS = { name: 200, idn: 200, city: 100 } as const;

/**
 * Every problem of the known-provider form, one per field: a name; when given, a valid recall mailbox (notices
 * go there when nobody at the provider has an account), a phone and a US state code.
 */
export const knownProviderProblems = (input: KnownProviderInput): FieldError[] => {
  const problems: FieldError[] = [];
  if (input.name.trim() === "") problems.push({ field: "name", ...VALIDATION.say("required") });
  for (const field of ["name", "idn", "city"] as const) {
    const value = (input[field] ?? "").trim();
    if (value.length > LIMITS[field])
      problems.push({ field, ...KNOWN_PROVIDER_MESSAGES.say("tooLong", { max: LIMITS[field] }) });
  }
  const email = blankToNull(input.recallEmail);
  if (email !== null && (email.length > 254 || !isValidEmail(email)))
    problems.push({ field: "recallEmail", ...VALIDATION.say("email") });
  const phone = blankToNull(input.phone);
  if (phone !== null && (phone.length > 40 || !isValidPhone(phone)))
    problems.push({ field: "phone", ...VALIDATION.say("phoneNumber") });
  const state = blankToNull(input.state);
  if (state !== null && !isUsState(state))
    problems.push({ field: "state", ...ADDRESS_MESSAGES.say("stateUnknown") });
  return problems;
};

/** The fields as stored: trimmed, one space between words of the name, e-mail lower-cased, blanks as null. */
export const knownProviderFields = (input: KnownProviderInput): KnownProviderFields => ({
  name: input.name.trim().replace(/\s+/g, " "),
  idn: blankToNull(input.idn),
  organizationId: blankToNull(input.organizationId),
  recallEmail: blankToNull(input.recallEmail)?.toLowerCase() ?? null,
  phone: blankToNull(input.phone),
  city: blankToNull(input.city),
  state: blankToNull(input.state) === null ? null : normaliseState(input.state as string),
  status: input.status ?? "ACTIVE",
});
