import { Schema } from "effect";
import {
  REGISTRATION_MESSAGES,
  REGISTRATION_POLICY,
  registrationOperation,
  type RegistrationSide,
} from "#core/identity/registration/policy.ts";
import { guardOf } from "../../contract.ts";
import { route } from "./registration-admin.deps.ts";
import {
  createLinkHandler,
  decideHandler,
  listPendingHandler,
  turnOffLinkHandler,
  viewLinkHandler,
} from "./registration-admin.handlers.ts";
import {
  CreateLinkInput,
  MembershipIdParams,
  PendingRegistrationPage,
  PendingRegistrationQuery,
  RegistrationLinkView,
} from "./registration-admin.schemas.ts";

const TITLE: Record<RegistrationSide, string> = { supplier: "Supplier", provider: "Provider" };

const guard = (side: RegistrationSide, action: Parameters<typeof registrationOperation>[1]) =>
  guardOf(REGISTRATION_POLICY[registrationOperation(side, action)]);

/**
 * An organisation administrator's self-registration calls, for their own organisation only: the link
 * (see, create or rotate, turn off) and the registrations waiting for approval.
 */
const sideRoutes = (side: RegistrationSide) => [
  route(
    {
      method: "get",
      path: `/${side}/registration-link`,
      operationId: `get${TITLE[side]}RegistrationLink`,
      tag: "registrations",
      summary: "The organisation's self-registration link (enabled false when turned off)",
      access: guard(side, "ViewLink"),
      response: RegistrationLinkView,
    },
    viewLinkHandler(side),
  ),
  route(
    {
      method: "post",
      path: `/${side}/registration-link`,
      operationId: `create${TITLE[side]}RegistrationLink`,
      tag: "registrations",
      summary: "Create or rotate the self-registration link; the previous link stops working at once",
      description:
        "expiresInDays (1 to 365) makes the link expire; without it the link works until rotated or turned off.",
      access: guard(side, "ChangeLink"),
      body: CreateLinkInput,
      response: RegistrationLinkView,
      successMessage: REGISTRATION_MESSAGES.texts.linkCreated,
    },
    createLinkHandler(side),
  ),
  route(
    {
      method: "delete",
      path: `/${side}/registration-link`,
      operationId: `delete${TITLE[side]}RegistrationLink`,
      tag: "registrations",
      summary: "Turn self-registration off: the link stops working",
      access: guard(side, "ChangeLink"),
      response: RegistrationLinkView,
      successMessage: REGISTRATION_MESSAGES.texts.linkTurnedOff,
    },
    turnOffLinkHandler(side),
  ),
  route(
    {
      method: "get",
      path: `/${side}/registrations`,
      operationId: `list${TITLE[side]}Registrations`,
      tag: "registrations",
      summary: "Registrations waiting for approval, paged",
      access: guard(side, "ListRegistrations"),
      query: PendingRegistrationQuery,
      response: PendingRegistrationPage,
    },
    listPendingHandler(side),
  ),
  route(
    {
      method: "post",
      path: `/${side}/registrations/{membershipId}/approve`,
      operationId: `approve${TITLE[side]}Registration`,
      tag: "registrations",
      summary:
        "Approve a pending registration: the membership becomes ACTIVE and the person is told by e-mail",
      access: guard(side, "DecideRegistration"),
      params: MembershipIdParams,
      response: Schema.Null,
      errors: [404, 409],
      successMessage: REGISTRATION_MESSAGES.texts.approved,
    },
    decideHandler(side, "approve"),
  ),
  route(
    {
      method: "post",
      path: `/${side}/registrations/{membershipId}/reject`,
      operationId: `reject${TITLE[side]}Registration`,
      tag: "registrations",
      summary:
        "Reject a pending registration: the membership (and an account that belongs nowhere else) is removed",
      access: guard(side, "DecideRegistration"),
      params: MembershipIdParams,
      response: Schema.Null,
      errors: [404, 409],
      successMessage: REGISTRATION_MESSAGES.texts.rejected,
    },
    decideHandler(side, "reject"),
  ),
];

export const registrationAdminRoutes = [...sideRoutes("supplier"), ...sideRoutes("provider")];
