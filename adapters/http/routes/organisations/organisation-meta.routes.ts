import { Schema } from "effect";
import {
  organisationFilters,
  organisationKpi,
  organisationOptions,
  organisationTypeOf,
  recallOrganisations,
} from "#core/organisations/meta/organisation-meta.ts";
import { ORGANISATIONS_POLICY } from "#core/organisations/policy.ts";
import { LOGO_CONTENT_TYPES, MAX_LOGO_BYTES, sniffLogoFormat } from "#core/organisations/suppliers/logo.ts";
import { SUPPLIER_MESSAGES } from "#core/organisations/suppliers/messages.ts";
import { LOGO_ID, logoFileKey } from "#core/organisations/suppliers/supplier.ts";
import { NotFound } from "#core/shared/errors.ts";
import { FileResponse, guardOf, requireActor } from "../../contract.ts";
import { route, type OrganisationsInput } from "./deps.ts";
import {
  BooleanOptions,
  LogoParams,
  OrganisationIdParams,
  OrganisationKpi,
  OrganisationMetaQuery,
  OrganisationOption,
  OrganisationTypeParams,
  StatusOptions,
  SupplierName,
} from "./organisation-meta.schemas.ts";

const BASE = "/notisphere/organizations";
const TAG = "organisations";

const directoryOf = (services: OrganisationsInput<unknown, unknown, unknown>["services"]) => ({
  directory: services.stores().organisationDirectory,
});

/** Reads a stored logo whole (at most 1 MB by the upload rule); a missing file is a 404. */
const logoHandler = async ({
  params,
  services,
}: OrganisationsInput<{ logoId: string }, unknown, unknown>) => {
  const notFound = () => new NotFound(SUPPLIER_MESSAGES.say("logoUnknown"));
  if (!LOGO_ID.test(params.logoId)) throw notFound();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for await (const chunk of services.files.read(logoFileKey(params.logoId))) {
      size += chunk.length;
      if (size > MAX_LOGO_BYTES) throw notFound();
      chunks.push(chunk);
    }
  } catch {
    throw notFound();
  }
  const bytes = Buffer.concat(chunks);
  const format = sniffLogoFormat(bytes);
  if (!format) throw notFound();
  return new Response(bytes, {
    status: 200,
    headers: {
      "content-type": LOGO_CONTENT_TYPES[format],
      "content-length": String(bytes.length),
      // A logo id never names another image (a new upload gets a new id), so browsers may keep it.
      "cache-control": "public, max-age=31536000, immutable",
      "x-content-type-options": "nosniff",
      "content-security-policy": "default-src 'none'",
    },
  });
};

export const organisationMetaRoutes = [
  route(
    {
      method: "get",
      path: `${BASE}/filters-meta/sso`,
      operationId: "getOrganisationSsoFilter",
      tag: TAG,
      summary: "Choices of the organisation grids' SSO filter",
      access: guardOf(ORGANISATIONS_POLICY.orgMetaFilters),
      response: BooleanOptions,
    },
    async ({ actor }) => organisationFilters(requireActor(actor)).sso,
  ),
  route(
    {
      method: "get",
      path: `${BASE}/filters-meta/status`,
      operationId: "getOrganisationStatusFilter",
      tag: TAG,
      summary: "Choices of the organisation grids' Status filter",
      access: guardOf(ORGANISATIONS_POLICY.orgMetaFilters),
      response: StatusOptions,
    },
    async ({ actor }) => organisationFilters(requireActor(actor)).status,
  ),
  route(
    {
      method: "get",
      path: `${BASE}/filters-meta/notisphere-managed`,
      operationId: "getOrganisationManagedFilter",
      tag: TAG,
      summary: "Choices of the providers grid's NotiSphere-managed filter",
      access: guardOf(ORGANISATIONS_POLICY.orgMetaFilters),
      response: BooleanOptions,
    },
    async ({ actor }) => organisationFilters(requireActor(actor)).notisphereManaged,
  ),
  route(
    {
      method: "get",
      path: `${BASE}/meta`,
      operationId: "listOrganisationOptions",
      tag: TAG,
      summary: "Every organisation (or those of `orgType`) by name, for pickers",
      access: guardOf(ORGANISATIONS_POLICY.orgMetaList),
      query: OrganisationMetaQuery,
      response: Schema.Array(OrganisationOption),
    },
    async ({ actor, query, services }) => {
      const type = organisationTypeOf(query.orgType);
      return organisationOptions(directoryOf(services), requireActor(actor), type ? { type } : {});
    },
  ),
  route(
    {
      method: "get",
      path: `${BASE}/recall-Orgmeta`,
      operationId: "listRecallOrganisations",
      tag: TAG,
      summary: "Organisations a recall can be filtered or picked by: the active suppliers and providers",
      access: guardOf(ORGANISATIONS_POLICY.orgMetaList),
      response: Schema.Array(OrganisationOption),
    },
    async ({ actor, services }) => recallOrganisations(directoryOf(services), requireActor(actor)),
  ),
  route(
    {
      method: "get",
      path: `${BASE}/supplierNameList`,
      operationId: "listSupplierNames",
      tag: TAG,
      summary: "Every supplier organisation's id and name, by name",
      access: guardOf(ORGANISATIONS_POLICY.orgMetaList),
      response: Schema.Array(SupplierName),
    },
    async ({ actor, services }) =>
      (await organisationOptions(directoryOf(services), requireActor(actor), { type: "SUPPLIER" })).map(
        ({ id, name }) => ({ id, name }),
      ),
  ),
  route(
    {
      method: "get",
      path: `${BASE}/list/{type}`,
      operationId: "listOrganisationsOfType",
      tag: TAG,
      summary: "The organisations of one type, by name",
      access: guardOf(ORGANISATIONS_POLICY.orgMetaList),
      params: OrganisationTypeParams,
      response: Schema.Array(OrganisationOption),
    },
    async ({ actor, params, services }) => {
      const type = organisationTypeOf(params.type);
      return organisationOptions(directoryOf(services), requireActor(actor), type ? { type } : {});
    },
  ),
  route(
    {
      method: "get",
      path: `${BASE}/kpi-meta/{id}`,
      operationId: "getOrganisationKpi",
      tag: TAG,
      summary: "An organisation's figures: users, roles, sites, recalls sent and received",
      description: "Counted from the live tables at each call.",
      access: guardOf(ORGANISATIONS_POLICY.orgMetaKpi),
      params: OrganisationIdParams,
      response: OrganisationKpi,
      errors: [404],
    },
    async ({ actor, params, services }) =>
      organisationKpi(directoryOf(services), requireActor(actor), params.id),
  ),
  route(
    {
      method: "get",
      path: "/organizations/logos/{logoId}",
      operationId: "getOrganisationLogo",
      tag: TAG,
      summary: "An organisation's logo image",
      description:
        "Public like any brand image (the header, e-mails and public pages show it); the id is unguessable and is what a supplier's `logo` address names.",
      access: { kind: "public" },
      params: LogoParams,
      response: FileResponse,
      binary: { contentTypes: Object.values(LOGO_CONTENT_TYPES) },
      errors: [404],
    },
    logoHandler,
  ),
];
