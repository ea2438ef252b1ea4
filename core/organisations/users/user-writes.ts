import type { Actor } from "../../access/actor.ts";
import type { OneTimeSecretStore, Secrets, SessionStore } from "../../identity/auth/ports.ts";
import { Conflict, fieldFailure, Forbidden, NotFound } from "../../shared/errors.ts";
import type { Clock, IdGenerator } from "../../shared/ports.ts";
import type { UnitOfWork } from "../../shared/unit-of-work.ts";
import type { RoleOfOrganisation, UserAdministrationStore } from "./administration-ports.ts";
import { invitationLink, invitationMail } from "./invitation-mail.ts";
import { USER_ADMINISTRATION_MESSAGES as SAY } from "./messages.ts";
import { permissionsBeyond, sitesOutside, type ChangeRefusal } from "./rules.ts";
import type { SiteMemberDirectory, SiteRepository } from "../sites/ports.ts";
import { INVITATION_TTL_SECONDS, type OrganisationUserRecord, type UserSide } from "./user-administration.ts";

/** The stores a users change writes together: the members, the invitation secrets (with their mail), sessions. */
export interface UserAdministrationStores {
  readonly userAdministration: UserAdministrationStore;
  readonly oneTimeSecrets: OneTimeSecretStore;
  readonly sessions: SessionStore;
  /** A provider's sites and their members: a change here must keep every site a verified member. */
  readonly sites: Pick<SiteRepository, "listAll">;
  readonly siteMembers: Pick<SiteMemberDirectory, "listMembers">;
}

export interface UserWriteDeps {
  readonly unitOfWork: UnitOfWork<UserAdministrationStores>;
  readonly secrets: Pick<Secrets, "randomToken" | "sha256">;
  readonly clock: Clock;
  readonly ids: IdGenerator;
  /** The portal's address, for the link in the invitation e-mail. */
  readonly publicUrl: string;
}

export const displayName = (person: { firstName: string; lastName: string }): string =>
  `${person.firstName} ${person.lastName}`.trim();

/** The organisation, locked for the rest of the unit of work (see UserAdministrationStore.lockOrganisation). */
export const lockedOrganisation = async (users: UserAdministrationStore, actor: Actor) => {
  const organisation = await users.lockOrganisation(actor.organizationId);
  if (!organisation) throw new NotFound(SAY.say("notFound"));
  return organisation;
};

export const requireMember = async (
  users: UserAdministrationStore,
  actor: Actor,
  userId: string,
): Promise<OrganisationUserRecord> => {
  const member = await users.findMember(actor.organizationId, userId);
  if (!member) throw new NotFound(SAY.say("notFound"));
  return member;
};

/** A role of the caller's own organisation; another organisation's role id is as unknown as a made-up one. */
export const roleOfOrganisation = async (
  users: UserAdministrationStore,
  actor: Actor,
  roleId: string,
): Promise<RoleOfOrganisation> => {
  const role = await users.findRole(actor.organizationId, roleId.trim());
  if (!role) throw fieldFailure("roleId", SAY.say("unknownRole"));
  return role;
};

/** The sites a provider member gets: null for all sites, else only the organisation's own. */
export const checkedSites = async (
  users: UserAdministrationStore,
  actor: Actor,
  side: UserSide,
  siteIds: readonly string[] | null | undefined,
): Promise<readonly string[] | null> => {
  if (siteIds === undefined || siteIds === null) return null;
  if (side !== "provider") throw fieldFailure("siteIds", SAY.say("sitesOnlyForProviders"));
  const own = (await users.siteOptions(actor.organizationId)).map((site) => site.id);
  if (sitesOutside(own, siteIds).length > 0) throw fieldFailure("siteIds", SAY.say("unknownSites"));
  return [...new Set(siteIds)];
};

/** Nobody hands out a role holding a permission they lack. */
export const assertWithinOwnPermissions = (actor: Actor, role: RoleOfOrganisation): void => {
  const beyond = permissionsBeyond(actor.permissions, role.permissions);
  if (beyond.length > 0) throw refusalError({ reason: "beyondOwnPermissions", permissions: beyond }, "", "");
};

export const refusalError = (refusal: ChangeRefusal, name: string, organisation: string) => {
  switch (refusal.reason) {
    case "selfDeactivation":
      return new Forbidden(SAY.say("selfDeactivation"));
    case "beyondOwnPermissions":
      return new Forbidden(SAY.say("beyondOwnPermissions", { permissions: refusal.permissions.join(", ") }));
    case "lastAdministrator":
      return new Conflict(SAY.say("lastAdministrator", { name, organisation }));
  }
};

/**
 * Issues a new invitation (any older one of the person dies: the store keeps one live secret per purpose) and
 * writes its e-mail to the outbox in the same transaction. Only the token's hash is stored.
 */
export const issueInvitation = async (
  deps: Omit<UserWriteDeps, "unitOfWork">,
  oneTimeSecrets: OneTimeSecretStore,
  invitation: {
    readonly userId: string;
    readonly email: string;
    readonly firstName: string;
    readonly organisation: string;
    readonly invitedBy: string;
  },
): Promise<void> => {
  const token = deps.secrets.randomToken(32);
  await oneTimeSecrets.issueSecret(
    {
      id: deps.ids.next(),
      userId: invitation.userId,
      purpose: "INVITE",
      secretHash: deps.secrets.sha256(token),
      expiresAt: new Date(deps.clock.now().getTime() + INVITATION_TTL_SECONDS * 1000),
    },
    invitationMail({
      to: invitation.email,
      firstName: invitation.firstName,
      organisation: invitation.organisation,
      invitedBy: invitation.invitedBy,
      link: invitationLink(deps.publicUrl, invitation.email, token),
    }),
  );
};
