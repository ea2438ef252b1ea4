import { Schema } from "effect";
import { VALIDATION_MESSAGES } from "../../shared/validation/messages.ts";
import { ADDRESS_MESSAGES, isUsState, isZipCode } from "./address-fields.ts";

/** A health system's account status (the account catalogue: ACTIVE, DEACTIVATED, PENDING). */
export const ProviderStatus = Schema.Literals(["ACTIVE", "DEACTIVATED", "PENDING"]);
export type ProviderStatus = typeof ProviderStatus.Type;

export const PROVIDER_SORT_FIELDS = [
  "name",
  "idn",
  "add1",
  "city",
  "state",
  "zip",
  "notisphere_id",
  "sites",
  "number_of_hospitals",
  "number_of_non_acute_sites",
  "status",
] as const;
export type ProviderSortField = (typeof PROVIDER_SORT_FIELDS)[number];
export const PROVIDER_FILTER_FIELDS = [
  "name",
  "idn",
  "add1",
  "add2",
  "city",
  "state",
  "zip",
  "notisphere_id",
  "status",
] as const;
export type ProviderFilterField = (typeof PROVIDER_FILTER_FIELDS)[number];

export const ProviderAction = Schema.Literals(["edit", "contactInfo", "activate", "deactivate"]);
export type ProviderAction = typeof ProviderAction.Type;

export const requiredText = (max: number) =>
  Schema.String.pipe(
    Schema.check(
      Schema.makeFilter((s: string) => (s.trim() === "" ? VALIDATION_MESSAGES.required : true)),
      Schema.makeFilter((s: string) => (s.length > max ? `Maximum ${max} characters` : true)),
    ),
  );
export const optionalText = (max: number) =>
  Schema.optional(
    Schema.NullOr(
      Schema.String.pipe(
        Schema.check(Schema.makeFilter((s: string) => (s.length > max ? `Maximum ${max} characters` : true))),
      ),
    ),
  );

/** What the create and edit form sends (POST /providers, PUT /providers/{id}). */
export const ProviderInput = Schema.Struct({
  name: requiredText(200),
  idn: optionalText(200),
  add1: requiredText(200),
  add2: optionalText(200),
  city: requiredText(100),
  state: requiredText(2).pipe(
    Schema.check(Schema.makeFilter((s: string) => (isUsState(s) ? true : ADDRESS_MESSAGES.state))),
  ),
  zip: requiredText(10).pipe(
    Schema.check(Schema.makeFilter((s: string) => (isZipCode(s) ? true : ADDRESS_MESSAGES.zip))),
  ),
  status: Schema.optional(ProviderStatus),
}).annotate({ identifier: "ProviderInput" });
export type ProviderInput = typeof ProviderInput.Type;

/** A provider as the grid and the form read it. `notisphereId` is the account's short public number. */
export interface ProviderRecord {
  readonly id: string;
  readonly name: string;
  readonly idn: string | null;
  readonly add1: string | null;
  readonly add2: string | null;
  readonly city: string | null;
  readonly state: string | null;
  readonly zip: string | null;
  readonly notisphereId: string;
  readonly sites: number;
  readonly hospitals: number;
  readonly nonAcuteSites: number;
  readonly status: ProviderStatus;
  readonly createdAt: Date;
  readonly updatedAt: Date;
}

/** Row actions by status: a deactivated provider can be activated again, never deleted (its history stays). */
export const providerActions = (status: ProviderStatus): readonly ProviderAction[] =>
  status === "DEACTIVATED" ? ["edit", "contactInfo", "activate"] : ["edit", "contactInfo", "deactivate"];

/** The fields as stored: trimmed, upper-case state, blanks as null. */
export const providerFields = (input: ProviderInput) => ({
  name: input.name.trim().replace(/\s+/g, " "),
  idn: input.idn?.trim() || null,
  address1: input.add1.trim(),
  address2: input.add2?.trim() || null,
  city: input.city.trim(),
  state: input.state.trim().toUpperCase(),
  zip: input.zip.trim(),
  status: input.status ?? ("ACTIVE" as ProviderStatus),
});
export type ProviderFields = ReturnType<typeof providerFields>;
