import type { Actor } from "../../access/actor.ts";
import { Conflict, NotFound } from "../../shared/errors.ts";
import { isUuid } from "../../shared/ids.ts";
import type { PageRequest } from "../../shared/paging.ts";
import type { UnitOfWork } from "../../shared/unit-of-work.ts";
import {
  assertCanAdministerRegistrations,
  registrationOperation,
  REGISTRATION,
  type RegistrationSide,
} from "./policy.ts";
import type { PendingSortField, RegistrationStore } from "./ports.ts";
import { decideMembership, type RegistrationDecision } from "./transitions.ts";
import { decisionMail } from "./verification-mail.ts";

export interface DecideDeps {
  readonly registrations: RegistrationStore;
  readonly unitOfWork: UnitOfWork<{ readonly registrations: RegistrationStore }>;
  readonly publicUrl: string;
}

/** The administrator's own organisation's registrations waiting for approval. */
export const listPendingRegistrations = async (
  deps: Pick<DecideDeps, "registrations">,
  actor: Actor,
  side: RegistrationSide,
  request: PageRequest<PendingSortField, never>,
) => {
  assertCanAdministerRegistrations(actor, registrationOperation(side, "ListRegistrations"));
  return deps.registrations.listPending(actor.organizationId, request);
};

/**
 * Approves (membership ACTIVE) or rejects (membership removed, and the account when it belongs nowhere else)
 * a PENDING registration of the administrator's own organisation, and tells the person by e-mail in the same
 * unit of work. Another organisation's membership is NotFound, as if it did not exist.
 */
export const decideRegistration = async (
  deps: DecideDeps,
  actor: Actor,
  side: RegistrationSide,
  membershipId: string,
  decision: RegistrationDecision,
) => {
  assertCanAdministerRegistrations(actor, registrationOperation(side, "DecideRegistration"));
  const notFound = new NotFound(REGISTRATION.say("registrationNotFound"));
  if (!isUuid(membershipId)) throw notFound;
  await deps.unitOfWork.run(async ({ registrations }) => {
    const registration = await registrations.findMembership(actor.organizationId, membershipId);
    if (!registration) throw notFound;
    const outcome = decideMembership(registration.membershipStatus, decision);
    if (outcome.kind === "refused") throw new Conflict(REGISTRATION.say("notPending"));
    if (outcome.kind === "activate") await registrations.activateMembership(membershipId);
    else await registrations.removeRegistration(membershipId, registration.userId);
    await registrations.sendMail(
      decisionMail(deps.publicUrl, registration, registration.organizationName, decision),
    );
  });
  return REGISTRATION.say(decision === "approve" ? "approved" : "rejected");
};
