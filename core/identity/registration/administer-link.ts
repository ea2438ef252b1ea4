import { Schema } from "effect";
import type { Actor } from "../../access/actor.ts";
import { fieldFailure } from "../../shared/errors.ts";
import type { Clock, IdGenerator } from "../../shared/ports.ts";
import type { Secrets } from "../auth/ports.ts";
import {
  LINK_TOKEN_BYTES,
  linkExpiry,
  MAX_LINK_DAYS,
  registrationUrl,
  type RegistrationLink,
} from "./link-token.ts";
import {
  assertCanAdministerRegistrations,
  registrationOperation,
  REGISTRATION,
  type RegistrationSide,
} from "./policy.ts";
import type { RegistrationStore } from "./ports.ts";

/** POST /{side}/registration-link: a new link, optionally expiring after a number of days. */
export const CreateLinkInput = Schema.Struct({
  expiresInDays: Schema.optional(Schema.NullOr(Schema.Number)),
}).annotate({ identifier: "RegistrationLinkRequest" });
export type CreateLinkInput = typeof CreateLinkInput.Type;

export interface LinkDeps {
  readonly registrations: RegistrationStore;
  readonly clock: Clock;
  readonly ids: IdGenerator;
  readonly secrets: Secrets;
  readonly publicUrl: string;
}

export interface LinkView {
  readonly enabled: boolean;
  readonly url: string | null;
  readonly token: string | null;
  readonly createdAt: string | null;
  readonly expiresAt: string | null;
  readonly expired: boolean;
}

const viewOf = (deps: Pick<LinkDeps, "publicUrl" | "clock">, link: RegistrationLink | undefined): LinkView =>
  link
    ? {
        enabled: true,
        url: registrationUrl(deps.publicUrl, link.token),
        token: link.token,
        createdAt: link.createdAt.toISOString(),
        expiresAt: link.expiresAt?.toISOString() ?? null,
        expired: link.expiresAt !== null && link.expiresAt.getTime() <= deps.clock.now().getTime(),
      }
    : { enabled: false, url: null, token: null, createdAt: null, expiresAt: null, expired: false };

/** The administrator's own organisation's link (the administrator may see it again to copy it). */
export const viewRegistrationLink = async (deps: LinkDeps, actor: Actor, side: RegistrationSide) => {
  assertCanAdministerRegistrations(actor, registrationOperation(side, "ViewLink"));
  return viewOf(deps, await deps.registrations.findLink(actor.organizationId));
};

/** Creates the link, or rotates it: the new token replaces the old one, which stops working at once. */
export const createRegistrationLink = async (
  deps: LinkDeps,
  actor: Actor,
  side: RegistrationSide,
  input: CreateLinkInput,
) => {
  assertCanAdministerRegistrations(actor, registrationOperation(side, "ChangeLink"));
  const days = input.expiresInDays ?? undefined;
  if (days !== undefined && (!Number.isInteger(days) || days < 1 || days > MAX_LINK_DAYS))
    throw fieldFailure("expiresInDays", REGISTRATION.say("expiryDays", { max: MAX_LINK_DAYS }));
  const now = deps.clock.now();
  const link: RegistrationLink = {
    organizationId: actor.organizationId,
    token: deps.secrets.randomToken(LINK_TOKEN_BYTES),
    expiresAt: linkExpiry(now, days),
    createdAt: now,
  };
  await deps.registrations.replaceLink({ ...link, id: deps.ids.next(), createdBy: actor.userId });
  return viewOf(deps, link);
};

/** Turns self-registration off: the link stops working; registrations already made stay for a decision. */
export const turnOffRegistrationLink = async (deps: LinkDeps, actor: Actor, side: RegistrationSide) => {
  assertCanAdministerRegistrations(actor, registrationOperation(side, "ChangeLink"));
  await deps.registrations.removeLink(actor.organizationId);
  return viewOf(deps, undefined);
};
