import { Schema } from "effect";
import {
  ACCESS_REQUEST_MESSAGES,
  ACCESS_REQUEST_REPEAT_HOURS,
  requestAccess,
} from "#core/communications/access-requests/request-access.ts";
import { ACCESS_REQUEST_POLICY } from "#core/communications/access-requests/policy.ts";
import { describeDeniedNotice } from "#core/communications/access-requests/describe-denied-notice.ts";
import { guardOf, requireActor } from "../../contract.ts";
import { route, type CommunicationsInput } from "./deps.ts";

const RequestAccessParams = Schema.Struct({
  id: Schema.String.annotate({ description: "The communication (recall or advisory) id" }),
  providerCommunicationId: Schema.String.annotate({ description: "The provider organisation's copy of it" }),
});

const AccessRequestAnswer = Schema.Struct({
  requestedAt: Schema.String.annotate({ description: "When the standing request was made (ISO 8601)" }),
  administratorsNotified: Schema.Number,
  administrators: Schema.Array(Schema.String).annotate({
    description: "The names of the organisation's members who can grant access (the request went to them)",
  }),
  repeated: Schema.Boolean.annotate({
    description: `True when an earlier request within ${ACCESS_REQUEST_REPEAT_HOURS} hours stands and nobody was mailed again`,
  }),
}).annotate({ identifier: "AccessRequestAnswer" });

const DeniedNotice = Schema.Struct({
  communicationType: Schema.Literals(["RECALL", "PRODUCT DISRUPTION"]),
  communicationUid: Schema.String.annotate({ description: "The supplier's Recall ID" }),
  name: Schema.String,
  supplierName: Schema.String,
  administrators: Schema.Array(Schema.String).annotate({
    description: "The names of the organisation's members who could grant access (never the caller)",
  }),
}).annotate({ identifier: "DeniedNotice" });

const deniedNoticeHandler = async ({
  actor,
  params,
  services,
}: CommunicationsInput<typeof RequestAccessParams.Type, unknown, unknown>) =>
  describeDeniedNotice(
    services.stores().accessRequests,
    requireActor(actor),
    params.id,
    params.providerCommunicationId,
  );

const requestAccessHandler = async ({
  actor,
  params,
  services,
}: CommunicationsInput<typeof RequestAccessParams.Type, unknown, unknown>) => {
  const result = await requestAccess(
    {
      store: services.stores().accessRequests,
      clock: services.clock,
      ids: services.ids,
      publicUrl: services.config.publicUrl,
    },
    requireActor(actor),
    params.id,
    params.providerCommunicationId,
  );
  return { ...result, requestedAt: result.requestedAt.toISOString() };
};

export const requestAccessRoutes = [
  route(
    {
      method: "get",
      path: "/auth/request/{id}/access/{providerCommunicationId}",
      operationId: "requestAccess",
      tag: "auth",
      summary: "Request Access from the permission-denied modal",
      description:
        "A provider user who received a recall or supply advisory but may not open it (no permission for the area, or none of its affected sites) asks the organisation's user administrators, who get an e-mail with the notice, its affected sites and where to grant access. " +
        `A repeated request within ${ACCESS_REQUEST_REPEAT_HOURS} hours mails nobody again. ` +
        "403 for users who are not providers; 404 when the ids do not name a copy of the caller's organisation; 409 when the caller can already open it or nobody else can grant access. " +
        "GET because the spec lists it so; it changes nothing but the request log and the outbox.",
      access: guardOf(ACCESS_REQUEST_POLICY.requestAccess),
      params: RequestAccessParams,
      response: AccessRequestAnswer,
      errors: [403, 404, 409],
      successMessage: ACCESS_REQUEST_MESSAGES.sent,
    },
    requestAccessHandler,
  ),
  route(
    {
      method: "get",
      path: "/auth/request/{id}/access/{providerCommunicationId}/notice",
      operationId: "getDeniedNotice",
      tag: "auth",
      summary: "What the permission-denied modal says about a notice the caller may not open",
      description:
        "For a provider user denied a recall or supply advisory addressed to their organisation: its type, Recall ID, name and supplier, and who could grant access, so the modal can name them before a request is sent. Changes nothing. " +
        "403 for users who are not providers; 404 when the ids do not name a copy of the caller's organisation.",
      access: guardOf(ACCESS_REQUEST_POLICY.describeDeniedNotice),
      params: RequestAccessParams,
      response: DeniedNotice,
      errors: [403, 404],
    },
    deniedNoticeHandler,
  ),
];
