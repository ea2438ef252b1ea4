import { Schema } from "effect";
import { isValidEmail, isValidPhone } from "../../shared/validation/rules.ts";
import { VALIDATION_MESSAGES } from "../../shared/validation/messages.ts";
import { messageSet } from "../../shared/messages/message.ts";

/** What address, ZIP and contact fields say when they are wrong (sites, profiles, supplier contacts). */
export const ADDRESS_MESSAGES = messageSet("addresses", {
  zip: "Enter a 5-digit ZIP code, or ZIP+4 (12345-6789)",
  state: "Enter the 2-letter state code, e.g. MN",
  tooLong: "Maximum {max} characters",
});

/** The US states, DC and the territories, by their postal codes: the portal's organisations are in the US. */
export const US_STATE_CODES: ReadonlySet<string> = new Set(
  (
    "AL AK AZ AR CA CO CT DE FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK " +
    "OR PA RI SC SD TN TX UT VT VA WA WV WI WY DC PR GU VI AS MP"
  ).split(" "),
);

const ZIP = /^\d{5}(?:-\d{4})?$/;
export const isValidZip = (value: string): boolean => ZIP.test(value.trim());
export const isValidState = (value: string): boolean => US_STATE_CODES.has(value.trim().toUpperCase());

const tooLong = (max: number) =>
  Schema.makeFilter((s: string) =>
    s.length > max ? ADDRESS_MESSAGES.texts.tooLong.replace("{max}", String(max)) : true,
  );

export const requiredText = (max: number) =>
  Schema.String.pipe(
    Schema.check(
      Schema.makeFilter((s: string) => (s.trim() === "" ? VALIDATION_MESSAGES.required : true)),
      tooLong(max),
    ),
  );

/** An optional text field: absent, null or blank all mean "none". */
export const optionalText = (max: number) =>
  Schema.optional(Schema.NullOr(Schema.String.pipe(Schema.check(tooLong(max)))));

const blankOr = (test: (s: string) => boolean, message: string) =>
  Schema.makeFilter((s: string) => (s.trim() === "" || test(s) ? true : message));

export const optionalZip = Schema.optional(
  Schema.NullOr(Schema.String.pipe(Schema.check(blankOr(isValidZip, ADDRESS_MESSAGES.texts.zip)))),
);
export const optionalState = Schema.optional(
  Schema.NullOr(Schema.String.pipe(Schema.check(blankOr(isValidState, ADDRESS_MESSAGES.texts.state)))),
);
export const optionalPhone = Schema.optional(
  Schema.NullOr(Schema.String.pipe(Schema.check(blankOr(isValidPhone, VALIDATION_MESSAGES.phoneNumber)))),
);
export const optionalEmail = Schema.optional(
  Schema.NullOr(
    Schema.String.pipe(Schema.check(tooLong(254), blankOr(isValidEmail, VALIDATION_MESSAGES.email))),
  ),
);
export const requiredEmail = requiredText(254).pipe(
  Schema.check(Schema.makeFilter((s: string) => (isValidEmail(s) ? true : VALIDATION_MESSAGES.email))),
);

/** A trimmed value, or null when absent or blank. */
export const clean = (value: string | null | undefined): string | null => {
  const trimmed = value?.trim() ?? "";
  return trimmed === "" ? null : trimmed;
};

export interface PostalAddress {
  readonly address1: string | null;
  readonly address2: string | null;
  readonly city: string | null;
  readonly state: string | null;
  readonly zip: string | null;
  readonly phone: string | null;
}

/** The address as stored: trimmed, blanks as null, the state in capitals. */
export const cleanAddress = (input: {
  readonly address1?: string | null | undefined;
  readonly address2?: string | null | undefined;
  readonly city?: string | null | undefined;
  readonly state?: string | null | undefined;
  readonly zip?: string | null | undefined;
  readonly phone?: string | null | undefined;
}): PostalAddress => ({
  address1: clean(input.address1),
  address2: clean(input.address2),
  city: clean(input.city),
  state: clean(input.state)?.toUpperCase() ?? null,
  zip: clean(input.zip),
  phone: clean(input.phone),
});
