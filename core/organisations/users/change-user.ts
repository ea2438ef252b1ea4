import type { Actor } from "../../access/actor.ts";
import { Conflict } from "../../shared/errors.ts";
import { ADMINISTRATION_PERMISSION } from "../roles/administration.ts";
import { assertCanAdministerUsers } from "./authorize.ts";
import { toUserRow, type OrganisationUserRow } from "./list-organisation-users.ts";
import { USER_ADMINISTRATION_MESSAGES as SAY } from "./messages.ts";
import { assertSitesKeepVerifiedUser } from "../sites/site-rules-check.ts";
import { refusalOfChange, type MemberChange } from "./rules.ts";
import {
  ORGANIZATION_TYPE_OF_SIDE,
  type OrganisationUserRecord,
  type UpdateUserInput,
  type UserSide,
} from "./user-administration.ts";
import {
  checkedSites,
  displayName,
  issueInvitation,
  lockedOrganisation,
  refusalError,
  requireMember,
  roleOfOrganisation,
  type UserAdministrationStores,
  type UserWriteDeps,
} from "./user-writes.ts";

/** Applies the rules of rules.ts to a deactivation or role change, with the organisation locked. */
const assertChangeAllowed = async (
  stores: UserAdministrationStores,
  actor: Actor,
  side: UserSide,
  organisation: string,
  target: OrganisationUserRecord,
  change: MemberChange,
): Promise<void> => {
  const organizationType = ORGANIZATION_TYPE_OF_SIDE[side];
  const otherAdministrators = await stores.userAdministration.countAdministrators(
    actor.organizationId,
    ADMINISTRATION_PERMISSION[organizationType],
    target.userId,
  );
  const refusal = refusalOfChange({ organizationType, actor, target, otherAdministrators, change });
  if (refusal) throw refusalError(refusal, displayName(target), organisation);
};

/**
 * A provider's site rule (core/organisations/sites/site-membership.ts): deactivating someone or narrowing their
 * sites must leave every site that has a verified member with one. Read inside the unit of work, after the
 * organisation is locked, so two changes cannot each remove a different last verified member.
 */
const assertSitesKeepVerifiedMember = async (
  stores: UserAdministrationStores,
  actor: Actor,
  side: UserSide,
  target: OrganisationUserRecord,
  change: { readonly siteIds?: readonly string[] | null; readonly status?: "DEACTIVATED" },
): Promise<void> => {
  if (side !== "provider") return;
  const [sites, members] = await Promise.all([
    stores.sites.listAll(actor.organizationId),
    stores.siteMembers.listMembers(actor.organizationId),
  ]);
  assertSitesKeepVerifiedUser(sites, members, {
    type: "updateMembership",
    membershipId: target.membershipId,
    ...change,
  });
};

/** Every change here runs in one unit of work with the organisation locked, then answers the row as it is now. */
const changeMember = async (
  deps: UserWriteDeps,
  actor: Actor,
  userId: string,
  change: (
    stores: UserAdministrationStores,
    target: OrganisationUserRecord,
    organisation: string,
  ) => Promise<void>,
): Promise<OrganisationUserRow> =>
  deps.unitOfWork.run(async (stores) => {
    const users = stores.userAdministration;
    const organisation = await lockedOrganisation(users, actor);
    const target = await requireMember(users, actor, userId);
    await change(stores, target, organisation.name);
    return toUserRow(actor, await requireMember(users, actor, userId));
  });

/** Name, phone, role and (providers) sites. A new role obeys the rules; the same role needs no check. */
export const updateUser = async (
  deps: UserWriteDeps,
  actor: Actor,
  side: UserSide,
  userId: string,
  input: UpdateUserInput,
): Promise<OrganisationUserRow> => {
  assertCanAdministerUsers(actor, `${side}.update`);
  return changeMember(deps, actor, userId, async (stores, target, organisation) => {
    const users = stores.userAdministration;
    const role = await roleOfOrganisation(users, actor, input.roleId);
    if (role.id !== target.roleId)
      await assertChangeAllowed(stores, actor, side, organisation, target, {
        kind: "changeRole",
        permissions: role.permissions,
      });
    const siteIds =
      input.siteIds === undefined && side === "provider"
        ? target.siteIds === "all"
          ? null
          : target.siteIds
        : await checkedSites(users, actor, side, input.siteIds);
    const current = target.siteIds === "all" ? null : target.siteIds;
    if (JSON.stringify(siteIds) !== JSON.stringify(current))
      await assertSitesKeepVerifiedMember(stores, actor, side, target, { siteIds });
    await users.updateMember(actor.organizationId, userId, {
      firstName: input.firstName.trim(),
      lastName: input.lastName.trim(),
      phone: input.phone?.trim() || null,
      roleId: role.id,
      siteIds,
    });
  });
};

/**
 * Ends the membership's access: it becomes DEACTIVATED and every session of the person ends at once (a
 * session acts for one membership, and the session check refuses inactive ones anyway; ending them all makes
 * the person sign in again and choose among the organisations still open to them).
 */
export const deactivateUser = async (
  deps: UserWriteDeps,
  actor: Actor,
  side: UserSide,
  userId: string,
): Promise<OrganisationUserRow> => {
  assertCanAdministerUsers(actor, `${side}.deactivate`);
  return changeMember(deps, actor, userId, async (stores, target, organisation) => {
    if (target.membershipStatus === "DEACTIVATED")
      throw new Conflict(SAY.say("alreadyDeactivated", { name: displayName(target) }));
    await assertChangeAllowed(stores, actor, side, organisation, target, { kind: "deactivate" });
    await assertSitesKeepVerifiedMember(stores, actor, side, target, { status: "DEACTIVATED" });
    await stores.userAdministration.setMembershipStatus(actor.organizationId, userId, "DEACTIVATED");
    await stores.sessions.revokeAllSessions(userId, deps.clock.now());
  });
};

export const reactivateUser = async (
  deps: UserWriteDeps,
  actor: Actor,
  side: UserSide,
  userId: string,
): Promise<OrganisationUserRow> => {
  assertCanAdministerUsers(actor, `${side}.reactivate`);
  return changeMember(deps, actor, userId, async (stores, target) => {
    if (target.membershipStatus !== "DEACTIVATED")
      throw new Conflict(SAY.say("notDeactivated", { name: displayName(target) }));
    await stores.userAdministration.setMembershipStatus(actor.organizationId, userId, "ACTIVE");
  });
};

export const unlockUser = async (
  deps: UserWriteDeps,
  actor: Actor,
  side: UserSide,
  userId: string,
): Promise<OrganisationUserRow> => {
  assertCanAdministerUsers(actor, `${side}.unlock`);
  return changeMember(deps, actor, userId, async (stores, target) => {
    if (target.lockedAt === null) throw new Conflict(SAY.say("notLocked", { name: displayName(target) }));
    await stores.userAdministration.unlockAccount(userId);
  });
};

/** A new link for someone who has not set a password yet; the old link dies with it. */
export const resendInvitation = async (
  deps: UserWriteDeps & { readonly inviterName: string },
  actor: Actor,
  side: UserSide,
  userId: string,
): Promise<OrganisationUserRow> => {
  assertCanAdministerUsers(actor, `${side}.resendInvitation`);
  return changeMember(deps, actor, userId, async (stores, target, organisation) => {
    if (target.accountStatus !== "VERIFICATION" || target.membershipStatus === "DEACTIVATED")
      throw new Conflict(SAY.say("notInvited", { name: displayName(target) }));
    await issueInvitation(deps, stores.oneTimeSecrets, {
      userId,
      email: target.email,
      firstName: target.firstName,
      organisation,
      invitedBy: deps.inviterName,
    });
  });
};
