import { Schema } from "effect";
import { deleteSite } from "#core/organisations/sites/delete-site.ts";
import { getSite, type SiteDetail } from "#core/organisations/sites/get-site.ts";
import { listSites } from "#core/organisations/sites/list-sites.ts";
import { SITE_POLICY } from "#core/organisations/sites/policy.ts";
import { createSite, updateSite } from "#core/organisations/sites/save-site.ts";
import {
  SiteCreateInput,
  SiteMembersInput,
  SiteUpdateBody,
  SiteUpdateInput,
} from "#core/organisations/sites/site.ts";
import {
  listOrganisationMembers,
  listSiteMembers,
  setSiteMembers,
  type SiteMemberRow,
} from "#core/organisations/sites/site-members.ts";
import { guardOf, requireActor } from "../../contract.ts";
import { decodeInput } from "../../decode.ts";
import { settingsRoute as route } from "./settings-deps.ts";
import { Site, SiteIdParams, SiteListQuery, SiteMember, SitePage } from "./sites.schemas.ts";

const TAG = "provider-sites";

const memberJson = (m: SiteMemberRow) => ({
  membershipId: m.membershipId,
  userId: m.userId,
  firstName: m.firstName,
  lastName: m.lastName,
  email: m.email,
  roleName: m.roleName,
  status: m.status,
  belongs: m.belongs,
  allSites: m.allSites,
  verified: m.verified,
});

/** Fields named one by one: the records carry the organisation id, which the answer does not. */
const siteJson = (s: SiteDetail) => ({
  id: s.id,
  name: s.name,
  kind: s.kind,
  isCorporate: s.isCorporate,
  address1: s.address1,
  address2: s.address2,
  city: s.city,
  state: s.state,
  zip: s.zip,
  phone: s.phone,
  allowedActions: s.allowedActions,
});

const RULE =
  "Every site keeps at least one verified member (a member whose organisation-user status is VERIFIED and who sees every site or is assigned to it); a change that would break this answers 409 and changes nothing.";

/** /provider/sites: the caller's own provider organisation's sites and who belongs to them. */
export const siteRoutes = [
  route(
    {
      method: "get",
      path: "/provider/sites",
      operationId: "listProviderSites",
      tag: TAG,
      summary: "The caller's sites, paged, with member and verified member counts",
      description:
        "A member assigned to some sites sees only those (all of them when assigned to Corporate).",
      access: guardOf(SITE_POLICY.list),
      query: SiteListQuery,
      response: SitePage,
    },
    async ({ actor, query, services }) => {
      const page = await listSites({ sites: services.stores().sites }, requireActor(actor), query);
      return {
        ...page,
        items: page.items.map((s) => ({
          ...siteJson(s),
          memberCount: s.memberCount,
          verifiedCount: s.verifiedCount,
        })),
      };
    },
  ),
  route(
    {
      method: "post",
      path: "/provider/sites",
      operationId: "createProviderSite",
      tag: TAG,
      summary: "Create a site with its first members",
      description: `${RULE} A new site must start with a verified member: one of memberIds, or a verified member who sees every site. Names are unique in the organisation; hospitals and non-acute sites need a full address.`,
      access: guardOf(SITE_POLICY.create),
      body: SiteCreateInput,
      response: Site,
      errors: [409],
      successMessage: "Site saved",
    },
    async ({ actor, body, services }) =>
      siteJson(
        await createSite(
          { unitOfWork: services.stores().unitOfWork, ids: services.ids },
          requireActor(actor),
          body,
        ),
      ),
  ),
  route(
    {
      method: "get",
      path: "/provider/sites/members",
      operationId: "listProviderOrganisationMembers",
      tag: TAG,
      summary:
        "Every member of the caller's organisation with their organisation-user status, for a new site's first members",
      access: guardOf(SITE_POLICY.listMembers),
      response: Schema.Array(SiteMember),
    },
    async ({ actor, services }) =>
      (
        await listOrganisationMembers({ siteMembers: services.stores().siteMembers }, requireActor(actor))
      ).map((m) =>
        memberJson({ ...m, belongs: false, allSites: m.siteIds === null, verified: m.status === "VERIFIED" }),
      ),
  ),
  route(
    {
      method: "get",
      path: "/provider/sites/{id}",
      operationId: "getProviderSite",
      tag: TAG,
      summary: "One of the caller's sites",
      access: guardOf(SITE_POLICY.view),
      params: SiteIdParams,
      response: Site,
      errors: [404],
    },
    async ({ actor, params, services }) =>
      getSite({ sites: services.stores().sites }, requireActor(actor), params.id),
  ),
  route(
    {
      method: "put",
      path: "/provider/sites/{id}",
      operationId: "updateProviderSite",
      tag: TAG,
      summary: "Change a site's name, kind, address and phone",
      description:
        "The Corporate site keeps its kind; no site may take the name of another site of the organisation.",
      access: guardOf(SITE_POLICY.update),
      params: SiteIdParams,
      body: SiteUpdateBody,
      response: Site,
      errors: [404],
      successMessage: "Site saved",
    },
    async ({ actor, params, body, services }) => {
      const me = requireActor(actor);
      // Ownership first: another organisation's site is not found, whatever the body says.
      await getSite({ sites: services.stores().sites }, me, params.id, "update");
      const input = decodeInput(SiteUpdateInput, body, "body");
      return siteJson(await updateSite({ unitOfWork: services.stores().unitOfWork }, me, params.id, input));
    },
  ),
  route(
    {
      method: "delete",
      path: "/provider/sites/{id}",
      operationId: "deleteProviderSite",
      tag: TAG,
      summary: "Delete a site; its members lose the assignment",
      description:
        "Refused (409) for the Corporate site and for a site recalls were addressed to, whose history names it.",
      access: guardOf(SITE_POLICY.delete),
      params: SiteIdParams,
      response: Schema.Null,
      errors: [404, 409],
      successMessage: "Site deleted",
    },
    async ({ actor, params, services }) => {
      await deleteSite({ unitOfWork: services.stores().unitOfWork }, requireActor(actor), params.id);
      return null;
    },
  ),
  route(
    {
      method: "get",
      path: "/provider/sites/{id}/members",
      operationId: "listProviderSiteMembers",
      tag: TAG,
      summary:
        "Every member of the organisation, marked with whether they belong to the site and are verified",
      access: guardOf(SITE_POLICY.listMembers),
      params: SiteIdParams,
      response: Schema.Array(SiteMember),
      errors: [404],
    },
    async ({ actor, params, services }) =>
      (
        await listSiteMembers(
          { sites: services.stores().sites, siteMembers: services.stores().siteMembers },
          requireActor(actor),
          params.id,
        )
      ).map(memberJson),
  ),
  route(
    {
      method: "put",
      path: "/provider/sites/{id}/members",
      operationId: "setProviderSiteMembers",
      tag: TAG,
      summary: "Set who is assigned to the site",
      description: `Members who see every site always belong and are left alone. ${RULE} The edited site must end with a verified member.`,
      access: guardOf(SITE_POLICY.setMembers),
      params: SiteIdParams,
      body: SiteMembersInput,
      response: Schema.Array(SiteMember),
      errors: [404, 409],
      successMessage: "Site members saved",
    },
    async ({ actor, params, body, services }) =>
      (
        await setSiteMembers(
          { unitOfWork: services.stores().unitOfWork },
          requireActor(actor),
          params.id,
          body.memberIds,
        )
      ).map(memberJson),
  ),
];
