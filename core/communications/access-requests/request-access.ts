import type { Actor } from "../../access/actor.ts";
import { can, seesAnySite } from "../../access/can.ts";
import { Conflict, Forbidden, NotFound } from "../../shared/errors.ts";
import { messageSet } from "../../shared/messages/message.ts";
import type { Clock, IdGenerator } from "../../shared/ports.ts";
import { accessRequestMail, type MissingAccess } from "./access-request-mail.ts";
import type { AccessRequestStore, AccessRequestTarget } from "./ports.ts";

export const ACCESS_REQUEST_MESSAGES = {
  notProvider: "Only provider users can request access to a recall or supply advisory.",
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

/** Which of the two conditions of `can` keeps the actor out: the area's permission, an affected site, or both. */
const missingAccess = (actor: Actor, resource: ReturnType<typeof asResource>): MissingAccess => ({
  permission: !can({ ...actor, siteIds: "all" }, "view", resource),
  site: !seesAnySite(actor, resource.siteIds),
});

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
  if (actor.userType !== "PROV") throw new Forbidden(ACCESS_REQUESTS.say("notProvider"));
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
  return outcome.recorded
    ? { requestedAt: now, administratorsNotified: administrators.length, repeated: false }
    : {
        requestedAt: outcome.previous.requestedAt,
        administratorsNotified: outcome.previous.notified,
        repeated: true,
      };
};
