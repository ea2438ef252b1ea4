import { Schema } from "effect";
import type { OrganizationType } from "../../access/permissions.ts";
import { optionalEmail, optionalPhone, optionalState, optionalText, optionalZip } from "./address.ts";

/**
 * PUT /provider/organization and /supplier/organization: the caller's own organisation's profile. `idn` and
 * `centralized` are the provider's (centralized recall handling is what lets a location be marked Covered);
 * a supplier's request that sends them has them ignored. The name is not here: it is unique across the
 * network, recall notices and the supplier master list go by it, so the operator changes it (Suppliers and
 * Providers screens), never the organisation on its own.
 */
export const OrganisationProfileInput = Schema.Struct({
  address1: optionalText(200),
  address2: optionalText(200),
  city: optionalText(100),
  state: optionalState,
  zip: optionalZip,
  phone: optionalPhone,
  contactName: optionalText(200),
  contactEmail: optionalEmail,
  contactPhone: optionalPhone,
  idn: optionalText(200),
  centralized: Schema.optional(Schema.Boolean),
}).annotate({ identifier: "OrganisationProfileInput" });
export type OrganisationProfileInput = typeof OrganisationProfileInput.Type;

export interface OrganisationProfile {
  readonly id: string;
  readonly name: string;
  readonly type: OrganizationType;
  readonly supplierType: string | null;
  readonly logo: string | null;
  readonly address1: string | null;
  readonly address2: string | null;
  readonly city: string | null;
  readonly state: string | null;
  readonly zip: string | null;
  readonly phone: string | null;
  readonly contactName: string | null;
  readonly contactEmail: string | null;
  readonly contactPhone: string | null;
  /** Provider only (null for suppliers). */
  readonly idn: string | null;
  /** Provider only: recalls handled centrally; unset counts as true (organization.centralized). */
  readonly centralized: boolean | null;
}

export type ProfileFields = Omit<OrganisationProfile, "id" | "type" | "supplierType" | "logo">;
