import {
  createRegistrationLink,
  turnOffRegistrationLink,
  viewRegistrationLink,
  type CreateLinkInput,
  type LinkDeps,
} from "#core/identity/registration/administer-link.ts";
import {
  decideRegistration,
  listPendingRegistrations,
} from "#core/identity/registration/decide-registration.ts";
import type { RegistrationSide } from "#core/identity/registration/policy.ts";
import type { RegistrationDecision } from "#core/identity/registration/transitions.ts";
import { requireActor } from "../../contract.ts";
import type { RegistrationAdminInput } from "./registration-admin.deps.ts";
import type { MembershipIdParams, PendingRegistrationQuery } from "./registration-admin.schemas.ts";

type In<P, Q, B> = RegistrationAdminInput<P, Q, B>;

const linkDeps = (services: In<unknown, unknown, unknown>["services"]): LinkDeps => ({
  registrations: services.stores().registrations,
  clock: services.clock,
  ids: services.ids,
  secrets: services.secrets,
  publicUrl: services.config.publicUrl,
});

export const viewLinkHandler =
  (side: RegistrationSide) =>
  async ({ actor, services }: In<unknown, unknown, unknown>) =>
    viewRegistrationLink(linkDeps(services), requireActor(actor), side);

export const createLinkHandler =
  (side: RegistrationSide) =>
  async ({ actor, services, body }: In<unknown, unknown, CreateLinkInput>) =>
    createRegistrationLink(linkDeps(services), requireActor(actor), side, body ?? {});

export const turnOffLinkHandler =
  (side: RegistrationSide) =>
  async ({ actor, services }: In<unknown, unknown, unknown>) =>
    turnOffRegistrationLink(linkDeps(services), requireActor(actor), side);

export const listPendingHandler =
  (side: RegistrationSide) =>
  async ({ actor, services, query }: In<unknown, typeof PendingRegistrationQuery.Type, unknown>) => {
    const page = await listPendingRegistrations(
      { registrations: services.stores().registrations },
      requireActor(actor),
      side,
      query,
    );
    return {
      ...page,
      items: page.items.map((item) => ({ ...item, registeredAt: item.registeredAt.toISOString() })),
    };
  };

export const decideHandler =
  (side: RegistrationSide, decision: RegistrationDecision) =>
  async ({ actor, services, params }: In<typeof MembershipIdParams.Type, unknown, unknown>) => {
    const stores = services.stores();
    await decideRegistration(
      {
        registrations: stores.registrations,
        unitOfWork: stores.unitOfWork,
        publicUrl: services.config.publicUrl,
      },
      requireActor(actor),
      side,
      params.membershipId,
      decision,
    );
    return null;
  };
