import { Schema } from "effect";
import {
  getOrganisationProfile,
  removeOrganisationLogo,
  updateOrganisationProfile,
  uploadOrganisationLogo,
} from "#core/organisations/profile/manage-profile.ts";
import { PROFILE_POLICY, type ProfileSide } from "#core/organisations/profile/policy.ts";
import { OrganisationProfileInput } from "#core/organisations/profile/profile.ts";
import { fieldFailure } from "#core/shared/errors.ts";
import { LOGO_MESSAGES } from "#core/organisations/profile/logo-check.ts";
import { guardOf, requireActor } from "../../contract.ts";
import { settingsRoute as route } from "./settings-deps.ts";

export const OrganisationProfile = Schema.Struct({
  id: Schema.String,
  name: Schema.String,
  type: Schema.String,
  supplierType: Schema.NullOr(Schema.String),
  logo: Schema.NullOr(Schema.String).annotate({ description: "The logo as a data: URL" }),
  address1: Schema.NullOr(Schema.String),
  address2: Schema.NullOr(Schema.String),
  city: Schema.NullOr(Schema.String),
  state: Schema.NullOr(Schema.String),
  zip: Schema.NullOr(Schema.String),
  phone: Schema.NullOr(Schema.String),
  contactName: Schema.NullOr(Schema.String),
  contactEmail: Schema.NullOr(Schema.String),
  contactPhone: Schema.NullOr(Schema.String),
  idn: Schema.NullOr(Schema.String).annotate({ description: "Provider only" }),
  centralized: Schema.NullOr(Schema.Boolean).annotate({
    description:
      "Provider only: recalls handled centrally, which enables the Covered mark (unset counts as true)",
  }),
}).annotate({ identifier: "OrganisationProfile" });

const LogoFields = Schema.Struct({}).annotate({ identifier: "OrganisationLogoFields" });

const TAG = "organisation-profile";
const SIDES = [
  { side: "provider", name: "Provider" },
  { side: "supplier", name: "Supplier" },
] as const satisfies ReadonlyArray<{ side: ProfileSide; name: string }>;

/** GET/PUT /{side}/organization and its logo, for the provider and the supplier side. */
export const organisationProfileRoutes = SIDES.flatMap(({ side, name }) => [
  route(
    {
      method: "get",
      path: `/${side}/organization`,
      operationId: `get${name}Organization`,
      tag: TAG,
      summary: `The caller's own ${side} organisation's profile`,
      access: guardOf(PROFILE_POLICY[side]),
      response: OrganisationProfile,
      errors: [404],
    },
    async ({ actor, services }) => getOrganisationProfile(services.stores(), requireActor(actor), side),
  ),
  route(
    {
      method: "put",
      path: `/${side}/organization`,
      operationId: `update${name}Organization`,
      tag: TAG,
      summary: `Change the caller's own ${side} organisation's profile`,
      description:
        side === "provider"
          ? "Names are unique across organisations. IDN and centralized are the provider's."
          : "Names are unique across organisations. idn and centralized are ignored for a supplier.",
      access: guardOf(PROFILE_POLICY[side]),
      body: OrganisationProfileInput,
      response: OrganisationProfile,
      errors: [404],
      successMessage: "Organisation profile saved",
    },
    async ({ actor, body, services }) =>
      updateOrganisationProfile(services.stores(), requireActor(actor), side, body),
  ),
  route(
    {
      method: "post",
      path: `/${side}/organization/logo`,
      operationId: `upload${name}OrganizationLogo`,
      tag: TAG,
      summary: "Upload the organisation's logo (PNG, JPEG, GIF or WebP, at most 1 MB, checked by content)",
      access: guardOf(PROFILE_POLICY[side]),
      upload: { fileField: "file", fields: LogoFields },
      response: OrganisationProfile,
      errors: [413],
      successMessage: "Logo saved",
    },
    async ({ actor, file, services }) => {
      const me = requireActor(actor);
      if (!file) throw fieldFailure("file", LOGO_MESSAGES.say("empty"));
      return uploadOrganisationLogo(services.stores(), me, side, new Uint8Array(await file.arrayBuffer()));
    },
  ),
  route(
    {
      method: "delete",
      path: `/${side}/organization/logo`,
      operationId: `remove${name}OrganizationLogo`,
      tag: TAG,
      summary: "Remove the organisation's logo",
      access: guardOf(PROFILE_POLICY[side]),
      response: OrganisationProfile,
      successMessage: "Logo removed",
    },
    async ({ actor, services }) => removeOrganisationLogo(services.stores(), requireActor(actor), side),
  ),
]);
