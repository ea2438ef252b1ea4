import { Schema } from "effect";
import { VALIDATION_MESSAGES } from "../../shared/validation/messages.ts";
import { optionalPhone, optionalText, requiredEmail, requiredText } from "../profile/address.ts";

export const SUPPLIER_CONTACT_SORT_FIELDS = [
  "supplierName",
  "contactName",
  "title",
  "email",
  "phone",
  "updatedAt",
] as const;
export type SupplierContactSortField = (typeof SUPPLIER_CONTACT_SORT_FIELDS)[number];
export const SUPPLIER_CONTACT_FILTER_FIELDS = [
  "supplierName",
  "contactName",
  "title",
  "email",
  "phone",
] as const;
export type SupplierContactFilterField = (typeof SUPPLIER_CONTACT_FILTER_FIELDS)[number];

/**
 * POST and PUT /provider/supplier-contacts: who to talk to at a supplier. The supplier is one of the portal's
 * active supplier organisations (`supplierOrganizationId`) or, for a supplier not on the portal, a name typed
 * in (`supplierName`); one of the two is required.
 */
export const SupplierContactInput = Schema.Struct({
  supplierOrganizationId: Schema.optional(Schema.NullOr(Schema.String)),
  supplierName: Schema.optional(Schema.NullOr(Schema.String.pipe(Schema.check(Schema.isMaxLength(200))))),
  contactName: requiredText(200),
  title: optionalText(200),
  email: requiredEmail,
  phone: optionalPhone,
  notes: optionalText(2000),
}).annotate({ identifier: "SupplierContactInput" });
export type SupplierContactInput = typeof SupplierContactInput.Type;

const looseText = Schema.optional(Schema.NullOr(Schema.String));

/**
 * The shape of PUT /provider/supplier-contacts/{id} as the route decodes it; the rules of SupplierContactInput
 * are checked once the contact is known to be the caller's, so another provider's contact answers 404.
 */
export const SupplierContactBody = Schema.Struct({
  supplierOrganizationId: looseText,
  supplierName: looseText,
  contactName: Schema.String,
  title: looseText,
  email: Schema.String,
  phone: looseText,
  notes: looseText,
}).annotate({
  identifier: "SupplierContactBody",
  description: "Checked as SupplierContactInput: contact name and a valid e-mail required, phone checked",
});

/** Neither a portal supplier nor a typed name: the supplier field is required. */
export const supplierMissing = (
  input: Pick<SupplierContactInput, "supplierOrganizationId" | "supplierName">,
) =>
  !input.supplierOrganizationId && (input.supplierName ?? "").trim() === ""
    ? [{ field: "supplierName", message: VALIDATION_MESSAGES.required }]
    : [];

export interface SupplierContactRecord {
  readonly id: string;
  readonly providerOrganizationId: string;
  readonly supplierOrganizationId: string | null;
  readonly supplierName: string;
  readonly contactName: string;
  readonly title: string | null;
  readonly email: string;
  readonly phone: string | null;
  readonly notes: string | null;
  readonly createdAt: Date;
  readonly updatedAt: Date;
}

export type SupplierContactFields = Omit<
  SupplierContactRecord,
  "id" | "providerOrganizationId" | "createdAt" | "updatedAt"
>;

/**
 * Two contacts are the same when they are the same address at the same supplier: the e-mail and the supplier's
 * name, both without case or outer spaces. A picked supplier is stored under its name, so picking "Acme Medical"
 * and typing "acme medical " name the same supplier.
 */
export const duplicateKey = (contact: Pick<SupplierContactFields, "supplierName" | "email">): string =>
  `${contact.supplierName.trim().toLowerCase()}\u0000${contact.email.trim().toLowerCase()}`;
