import { Schema } from "effect";
import {
  listProviderVerification,
  listVerificationSites,
  listVerificationSuppliers,
} from "#core/locations/verification/list-provider-verification.ts";
import { acceptProposals, markLocations } from "#core/locations/verification/mark-locations.ts";
import { PROVIDER_VERIFICATION_POLICY as POLICY } from "#core/locations/verification/provider-verification-policy.ts";
import {
  AcceptProposalsInput,
  MarkLocationsInput,
  type ProviderVerificationRecord,
} from "#core/locations/verification/provider-verification.ts";
import { guardOf, requireActor } from "../../contract.ts";
import { verificationRoute as route } from "./provider-verification-deps.ts";
import {
  MarkOutcome,
  ProviderVerificationListQuery,
  ProviderVerificationPage,
  VerificationSites,
  VerificationSupplier,
} from "./provider-verification-schemas.ts";

const TAG = "provider-locations-verification";

const rowJson = (r: ProviderVerificationRecord) => ({
  ...r,
  verifiedAt: r.verifiedAt?.toISOString() ?? null,
});

const ALL_OR_NOTHING =
  "All or nothing, in one transaction: an id that is not in the caller's list (malformed, another provider's, marked Invalid, no longer mapped) refuses the whole request (404) and nothing is marked.";

/** /provider/locations-verification: the ship-to rows suppliers mapped to the caller's organisation. */
export const providerVerificationRoutes = [
  route(
    {
      method: "get",
      path: "/provider/locations-verification",
      operationId: "listProviderLocationsVerification",
      tag: TAG,
      summary: "Suppliers' ship-to rows mapped to the caller's organisation, paged, with proposals",
      description:
        "Rows mapped (matched or confirmed) to a known location of the caller's organisation; rows it marked Invalid are the operator's and not listed.",
      access: guardOf(POLICY.list),
      query: ProviderVerificationListQuery,
      response: ProviderVerificationPage,
    },
    async ({ actor, query, services }) => {
      const page = await listProviderVerification(services.stores(), requireActor(actor), query);
      return { ...page, items: page.items.map(rowJson) };
    },
  ),
  route(
    {
      method: "get",
      path: "/provider/locations-verification/suppliers",
      operationId: "listProviderVerificationSuppliers",
      tag: TAG,
      summary: "The suppliers whose rows are in the caller's list, with counts",
      access: guardOf(POLICY.suppliers),
      response: Schema.Array(VerificationSupplier),
    },
    async ({ actor, services }) => [
      ...(await listVerificationSuppliers(services.stores(), requireActor(actor))),
    ],
  ),
  route(
    {
      method: "get",
      path: "/provider/locations-verification/sites",
      operationId: "listProviderVerificationSites",
      tag: TAG,
      summary: "The sites a Covered row can be assigned to, and which of them the caller may choose",
      description:
        "Every site but Corporate (Corporate only when it is the only site). When the organisation is decentralised only members of a site may mark rows Covered for it.",
      access: guardOf(POLICY.sites),
      response: VerificationSites,
    },
    async ({ actor, services }) => {
      const answer = await listVerificationSites(services.stores(), requireActor(actor));
      return { centralised: answer.centralised, sites: [...answer.sites] };
    },
  ),
  route(
    {
      method: "put",
      path: "/provider/locations-verification/mark",
      operationId: "markProviderLocations",
      tag: TAG,
      summary: "Mark rows Covered (with the handling site), Not Covered, Invalid or Emailed",
      description: `${ALL_OR_NOTHING} Covered needs siteId; a decentralised organisation lets only members of that site mark it (403). Invalid also blocks the building for that location for every supplier and sends other suppliers' rows mapped there to the operator's review.`,
      access: guardOf(POLICY.mark),
      body: MarkLocationsInput,
      response: MarkOutcome,
      errors: [404, 409],
      successMessage: "Rows marked",
    },
    async ({ actor, body, services }) =>
      markLocations(
        { unitOfWork: services.stores().unitOfWork, clock: services.clock },
        requireActor(actor),
        body,
      ),
  ),
  route(
    {
      method: "post",
      path: "/provider/locations-verification/accept-proposals",
      operationId: "acceptProviderVerificationProposals",
      tag: TAG,
      summary: "Accept the proposed mark of unverified rows (verify once, reuse everywhere)",
      description: `${ALL_OR_NOTHING} A row without a proposal refuses the request (409).`,
      access: guardOf(POLICY.acceptProposals),
      body: AcceptProposalsInput,
      response: MarkOutcome,
      errors: [404, 409],
      successMessage: "Proposals accepted",
    },
    async ({ actor, body, services }) =>
      acceptProposals(
        { unitOfWork: services.stores().unitOfWork, clock: services.clock },
        requireActor(actor),
        body,
      ),
  ),
];
