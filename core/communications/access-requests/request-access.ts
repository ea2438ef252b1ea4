import type { Actor } from "../../access/actor.ts";
import { can, seesAnySite } from "../../access/can.ts";
import { allows } from "../../access/rule.ts";
import { Conflict, Forbidden, NotFound } from "../../shared/errors.ts";
import { messageSet } from "../../shared/messages/message.ts";
import type { Clock, IdGenerator } from "../../shared/ports.ts";
import { accessRequestMail, type MissingAccess } from "./access-request-mail.ts";
import { ACCESS_REQUEST_POLICY, type AccessRequestOperation } from "./policy.ts";
import type { AccessRequestStore, AccessRequestTarget, Person } from "./ports.ts";

export const ACCESS_REQUEST_MESSAGES = {
  notProvider: ACCESS_REQUEST_POLICY.requestAccess.refusal,
  notFound: "This recall or supply advisory was not found.",
  alreadyAllowed: "You already have access to this recall or supply advisory.",
  noAdministrator:
    "Your organization has no administrator who can grant access. Please contact NotiSphere support.",
  selfAdministrator:
    "You are the only one who manages your organization's users: give yourself access in Organization Settings > Users.",
  /** The spec's toast text. */
  sent: "Your request has been sent.",
} as const;

export const ACCESS_REQUESTS = messageSet("accessRequests", ACCESS_REQUEST_MESSAGES);

/** A second request for the same notice within this time mails nobody again (administrators already have it). */
export const ACCESS_REQUEST_REPEAT_HOURS = 24;

export interface RequestAccessDeps {
  readonly store: AccessRequestStore;
  readonly clock: Clock;
  readonly ids: IdGenerator;
  /** The portal's address as users reach it, for the links in the e-mail. */
  readonly publicUrl: string;
}

export interface RequestAccessResult {
  readonly requestedAt: Date;
  readonly administratorsNotified: number;
  /** Who can grant it, by name, so the requester knows whom the request went to. */
  readonly administrators: readonly string[];
  /** True when an earlier request within the repeat window stands and nothing new was sent. */
  readonly repeated: boolean;
}

const asResource = (target: AccessRequestTarget) =>
  ({
    kind: "providerCommunication",
    providerOrganizationId: target.providerOrganizationId,
    supplierOrganizationId: target.supplierOrganizationId,
    communicationType: target.communicationType,
    siteIds: target.sites.map((site) => site.id),
  }) as const;

/** A person as the requester should read it: full name, or the e-mail when no name is on record. */
export const personName = (person: Person): string =>
  `${person.firstName} ${person.lastName}`.trim() || person.email;

/** Which of the two conditions of `can` keeps the actor out: the area's permission, an affected site, or both. */
const missingAccess = (actor: Actor, resource: ReturnType<typeof asResource>): MissingAccess => ({
  permission: !can({ ...actor, siteIds: "all" }, "view", resource),
  site: !seesAnySite(actor, resource.siteIds),
});

/** Refuses, with the policy's message, anyone the access-request policy does not allow to ask. */
export const assertMayRequestAccess = (
  actor: Actor,
  operation: AccessRequestOperation = "requestAccess",
): void => {
  // Both operations refuse with the one catalogue message the policy words (the drift test compares them).
  if (!allows(actor, ACCESS_REQUEST_POLICY[operation]))
    throw new Forbidden(ACCESS_REQUESTS.say("notProvider"));
};

/**
 * Request Access from the permission-denied modal: a provider user who received
 * a recall or advisory but may not open it (no permission for the area, or none of its affected sites) asks the
 * organisation's user administrators, who get an e-mail through the outbox. Another organisation's copy is
 * "not found", never "forbidden", so ids reveal nothing across tenants.
 */
export const requestAccess = async (
  deps: RequestAccessDeps,
  actor: Actor,
  communicationId: string,
  providerCommunicationId: string,
): Promise<RequestAccessResult> => {
  assertMayRequestAccess(actor);
  const target = await deps.store.findTarget(communicationId, providerCommunicationId);
  if (target === undefined || target.providerOrganizationId !== actor.organizationId)
    throw new NotFound(ACCESS_REQUESTS.say("notFound"));
  const resource = asResource(target);
  if (can(actor, "view", resource)) throw new Conflict(ACCESS_REQUESTS.say("alreadyAllowed"));
  const requester = await deps.store.findPerson(actor.userId);
  if (requester === undefined) throw new NotFound(ACCESS_REQUESTS.say("notFound"));
  const administrators = (
    await deps.store.listMembersHolding(actor.organizationId, "Provider_ManageUsers")
  ).filter((person) => person.userId !== actor.userId);
  if (administrators.length === 0)
    throw new Conflict(
      ACCESS_REQUESTS.say(
        actor.permissions.includes("Provider_ManageUsers") ? "selfAdministrator" : "noAdministrator",
      ),
    );
  const missing = missingAccess(actor, resource);
  const now = deps.clock.now();
  const since = new Date(now.getTime() - ACCESS_REQUEST_REPEAT_HOURS * 3600 * 1000);
  const outcome = await deps.store.recordUnlessRecent(
    {
      id: deps.ids.next(),
      userId: actor.userId,
      providerCommunicationId: target.providerCommunicationId,
      requestedAt: now,
      notified: administrators.length,
    },
    since,
    administrators.map((administrator) =>
      accessRequestMail(
        administrator,
        { ...requester, roleName: actor.roleName },
        target,
        missing,
        deps.publicUrl,
      ),
    ),
  );
  const names = administrators.map(personName);
  return outcome.recorded
    ? {
        requestedAt: now,
        administratorsNotified: administrators.length,
        administrators: names,
        repeated: false,
      }
    : {
        requestedAt: outcome.previous.requestedAt,
        administratorsNotified: outcome.previous.notified,
        administrators: names,
        repeated: true,
      };
};
