import type { Actor } from "../../access/actor.ts";
import { Conflict } from "../../shared/errors.ts";
import { assertCanAdministerUsers } from "./authorize.ts";
import { addedToOrganisationMail } from "./invitation-mail.ts";
import { toUserRow, type OrganisationUserRow } from "./list-organisation-users.ts";
import { USER_ADMINISTRATION_MESSAGES as SAY } from "./messages.ts";
import type { InviteUserInput, UserSide } from "./user-administration.ts";
import {
  assertWithinOwnPermissions,
  checkedSites,
  issueInvitation,
  lockedOrganisation,
  requireMember,
  roleOfOrganisation,
  type UserWriteDeps,
} from "./user-writes.ts";

/**
 * Invites a person by e-mail into the caller's organisation with one of its roles (and, for providers, sites).
 * A new e-mail gets an account in VERIFICATION and an invitation link to set a password; an e-mail that already
 * has an account elsewhere only gets the membership and a note (its owner already has a password). The person,
 * the membership, the secret and the e-mail are written together or not at all.
 */
export const inviteUser = async (
  deps: UserWriteDeps & { readonly inviterName: string },
  actor: Actor,
  side: UserSide,
  input: InviteUserInput,
): Promise<OrganisationUserRow> => {
  assertCanAdministerUsers(actor, `${side}.invite`);
  const email = input.email.trim().toLowerCase();
  return deps.unitOfWork.run(async (stores) => {
    const users = stores.userAdministration;
    const organisation = await lockedOrganisation(users, actor);
    const role = await roleOfOrganisation(users, actor, input.roleId);
    assertWithinOwnPermissions(actor, role);
    const siteIds = await checkedSites(users, actor, side, input.siteIds);
    const existing = await users.findAccountByEmail(email);
    if (existing && (await users.isMember(existing.id, actor.organizationId)))
      throw new Conflict(SAY.say("alreadyMember", { email, organisation: organisation.name }));
    const userId = existing?.id ?? deps.ids.next();
    const firstName = existing?.firstName ?? input.firstName.trim();
    if (!existing)
      await users.insertInvitedAccount({
        id: userId,
        email,
        firstName,
        lastName: input.lastName.trim(),
        phone: input.phone?.trim() || null,
      });
    await users.insertMembership({
      id: deps.ids.next(),
      userId,
      organizationId: actor.organizationId,
      roleId: role.id,
      siteIds,
    });
    // Someone invited elsewhere who has not set a password yet still needs a link; a live account does not.
    const needsPassword = !existing || existing.status === "VERIFICATION";
    if (needsPassword)
      await issueInvitation(deps, stores.oneTimeSecrets, {
        userId,
        email,
        firstName,
        organisation: organisation.name,
        invitedBy: deps.inviterName,
      });
    else
      await users.queueMail(
        addedToOrganisationMail({
          to: email,
          firstName,
          organisation: organisation.name,
          signInUrl: `${deps.publicUrl.replace(/\/$/, "")}/login`,
        }),
      );
    return toUserRow(actor, await requireMember(users, actor, userId));
  });
};
