import { Schema } from "effect";
import type { FieldError } from "../../shared/errors.ts";
import { VALIDATION } from "../../shared/validation/messages.ts";
import { addressProblems, normaliseAddress } from "../address.ts";
import { SUPPLIER_MESSAGES } from "./messages.ts";
import { tidyOrganisationName } from "./organisation-name.ts";

/** A supplier organisation is a manufacturer (SUPPLIER) or a distributor (DISTRIBUTOR). */
export const SupplierType = Schema.Literals(["SUPPLIER", "DISTRIBUTOR"]);
export type SupplierType = typeof SupplierType.Type;

/** The organisation statuses of the spec (document 2 §4, "Supplier, SSO, account status"). */
export const OrganisationStatus = Schema.Literals(["ACTIVE", "DEACTIVATED", "PENDING"]);
export type OrganisationStatus = typeof OrganisationStatus.Type;

export const SUPPLIER_SORT_FIELDS = [
  "name",
  "supplierType",
  "add1",
  "city",
  "state",
  "zip",
  "sso",
  "status",
  "createdAt",
] as const;
export type SupplierSortField = (typeof SUPPLIER_SORT_FIELDS)[number];
export const SUPPLIER_FILTER_FIELDS = ["name", "add1", "add2", "city", "state", "zip"] as const;
export type SupplierFilterField = (typeof SUPPLIER_FILTER_FIELDS)[number];

export const SupplierAction = Schema.Literals(["edit", "deactivate", "activate", "delete"]);
export type SupplierAction = typeof SupplierAction.Type;

/** Row actions by status: an active supplier can be deactivated, a deactivated or pending one activated. */
export const supplierActions = (status: OrganisationStatus): readonly SupplierAction[] =>
  status === "ACTIVE" ? ["edit", "deactivate", "delete"] : ["edit", "activate", "delete"];

/** A logo as process-supplier-logo-file returned it: the stored file's id. */
export const LOGO_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * What the create and edit forms send. The shape is checked here; the rules (name, address, ZIP against
 * state) in `supplierProblems`, so every problem comes back at once, each on its field.
 */
export const SupplierInput = Schema.Struct({
  name: Schema.String,
  supplierType: SupplierType,
  add1: Schema.String,
  add2: Schema.optional(Schema.NullOr(Schema.String)),
  city: Schema.String,
  state: Schema.String,
  zip: Schema.String,
  sso: Schema.optional(Schema.Boolean),
  status: Schema.optional(OrganisationStatus),
  logo: Schema.optional(
    Schema.NullOr(Schema.String).annotate({
      description:
        "The id process-supplier-logo-file answered; null removes the logo; absent keeps it (on edit)",
    }),
  ),
}).annotate({ identifier: "SupplierInput" });
export type SupplierInput = typeof SupplierInput.Type;

export const MAX_ORGANISATION_NAME = 200;

/** The name's problems: required, and at most 200 characters once tidied. */
export const nameProblems = (name: string): FieldError[] => {
  const tidy = tidyOrganisationName(name);
  if (tidy === "") return [{ field: "name", ...VALIDATION.say("required") }];
  if (tidy.length > MAX_ORGANISATION_NAME)
    return [{ field: "name", ...SUPPLIER_MESSAGES.say("nameTooLong") }];
  return [];
};

/** Every problem of a supplier form except the name being taken (that needs storage). */
export const supplierProblems = (input: SupplierInput): FieldError[] => [
  ...nameProblems(input.name),
  ...addressProblems({
    address1: input.add1,
    address2: input.add2,
    city: input.city,
    state: input.state,
    zip: input.zip,
  }).map((problem) => ({ ...problem, field: fieldOfAddress[problem.field as keyof typeof fieldOfAddress] })),
  ...(input.logo != null && !LOGO_ID.test(input.logo)
    ? [{ field: "logo", ...SUPPLIER_MESSAGES.say("logoUnknown") }]
    : []),
];

/** The API calls the street lines add1/add2, as the spec's grid does; the address rule says address1/2. */
const fieldOfAddress = {
  address1: "add1",
  address2: "add2",
  city: "city",
  state: "state",
  zip: "zip",
} as const;

/** The supplier's fields as stored. */
export interface SupplierFields {
  readonly name: string;
  readonly supplierType: SupplierType;
  readonly address1: string;
  readonly address2: string | null;
  readonly city: string;
  readonly state: string;
  readonly zip: string;
  readonly isSso: boolean;
  readonly status: OrganisationStatus;
}

export const supplierFields = (input: SupplierInput, defaults: Pick<SupplierFields, "isSso" | "status">) => {
  const address = normaliseAddress({
    address1: input.add1,
    address2: input.add2,
    city: input.city,
    state: input.state,
    zip: input.zip,
  });
  return {
    name: tidyOrganisationName(input.name),
    supplierType: input.supplierType,
    ...address,
    isSso: input.sso ?? defaults.isSso,
    status: input.status ?? defaults.status,
  } satisfies SupplierFields;
};

export interface SupplierRecord extends SupplierFields {
  readonly id: string;
  /** The logo's address as the browser loads it, or null. */
  readonly logo: string | null;
  readonly createdAt: Date;
  readonly updatedAt: Date;
}

/** Where a stored logo is served (public, like any brand image: see organisation-meta.routes.ts). */
export const logoUrl = (logoId: string): string => `/api/organizations/logos/${logoId}`;
export const logoFileKey = (logoId: string): string => `organisation-logos/${logoId}`;
