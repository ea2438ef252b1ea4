import { Schema } from "effect";
import { isValidEmail, isValidPhone } from "../../shared/validation/rules.ts";
import { VALIDATION_MESSAGES } from "../../shared/validation/messages.ts";
import { optionalText, requiredText } from "./provider.ts";

/** A health system names between one and five people the operator onboards first; the first is the primary. */
export const MAX_CONTACTS = 5;

export const CONTACT_MESSAGES = {
  atLeastOne: "Add at least one contact",
  tooMany: `Add at most ${MAX_CONTACTS} contacts`,
  duplicateEmail: "This email is already used by another contact of this health system",
} as const;

export const ContactInput = Schema.Struct({
  firstName: requiredText(100),
  lastName: requiredText(100),
  email: requiredText(254).pipe(
    Schema.check(Schema.makeFilter((s: string) => (isValidEmail(s) ? true : VALIDATION_MESSAGES.email))),
  ),
  phone: optionalText(40).pipe(
    Schema.check(
      Schema.makeFilter((s: string | null | undefined) =>
        s === null || s === undefined || s.trim() === "" || isValidPhone(s)
          ? true
          : VALIDATION_MESSAGES.phoneNumber,
      ),
    ),
  ),
  title: optionalText(100),
}).annotate({ identifier: "ContactInput" });
export type ContactInput = typeof ContactInput.Type;

/** POST /contact-info/step0: the whole list of the provider's contacts, replacing the saved one. */
export const ContactInfoInput = Schema.Struct({
  organizationId: Schema.String,
  contacts: Schema.Array(ContactInput),
}).annotate({ identifier: "ContactInfoInput" });
export type ContactInfoInput = typeof ContactInfoInput.Type;

export interface ContactFields {
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
  readonly phone: string | null;
  readonly title: string | null;
}

/** A contact as stored: trimmed, e-mail in lower case (addresses are compared without case), blanks as null. */
export const contactFields = (contact: ContactInput): ContactFields => ({
  firstName: contact.firstName.trim(),
  lastName: contact.lastName.trim(),
  email: contact.email.trim().toLowerCase(),
  phone: contact.phone?.trim() || null,
  title: contact.title?.trim() || null,
});

export interface ContactListProblem {
  /** `contacts` for the list itself, `contacts.<index>.email` for a repeated address. */
  readonly field: string;
  readonly message: string;
}

/**
 * Rules on the list as a whole (each contact's own fields are checked by ContactInput): one to five contacts, and
 * no e-mail twice, since each address becomes one person's account.
 */
export const contactListProblems = (contacts: readonly ContactInput[]): ContactListProblem[] => {
  if (contacts.length === 0) return [{ field: "contacts", message: CONTACT_MESSAGES.atLeastOne }];
  if (contacts.length > MAX_CONTACTS) return [{ field: "contacts", message: CONTACT_MESSAGES.tooMany }];
  const seen = new Set<string>();
  const problems: ContactListProblem[] = [];
  contacts.forEach((contact, index) => {
    const key = contact.email.trim().toLowerCase();
    if (seen.has(key))
      problems.push({ field: `contacts.${index}.email`, message: CONTACT_MESSAGES.duplicateEmail });
    seen.add(key);
  });
  return problems;
};
