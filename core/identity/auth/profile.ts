import type { Actor } from "../../access/actor.ts";
import { userTypeOfOrganization } from "../../access/permissions.ts";
import {
  fieldFailure,
  NotFound,
  Unauthenticated,
  ValidationFailed,
  type FieldError,
} from "../../shared/errors.ts";
import type { Clock } from "../../shared/ports.ts";
import { VALIDATION } from "../../shared/validation/messages.ts";
import { validateField } from "../../shared/validation/rules.ts";
import { AUTH, AUTH_MESSAGES } from "./policy.ts";
import { roleDisplayName } from "./role-display-name.ts";
import type { MembershipDirectory, OrganizationView } from "../../organisations/memberships/ports.ts";
import type { AccountStore, PasswordHasher, ProfileStore } from "./ports.ts";
import { setPasswordEndingSessions, type PasswordChangeWork } from "./set-password.ts";

export interface Profile {
  readonly id: string;
  readonly email: string;
  readonly first_name: string;
  readonly last_name: string;
  readonly full_name: string;
  readonly phone: string | null;
  readonly photo: string | null;
  readonly status: string;
  readonly userType: Actor["userType"];
  readonly roleName: string;
  /** The role as people name it ("Platform administrator" for the operator super-role), in English. */
  readonly roleDisplayName: string;
  readonly permissions: Actor["permissions"];
  readonly organization: {
    readonly id: string;
    readonly name: string;
    readonly type: OrganizationView["type"];
    readonly profile_photo: string | null;
    readonly isSSO: boolean;
  };
  readonly memberships: ReadonlyArray<{
    readonly userType: Actor["userType"];
    readonly organizationId: string;
    readonly organizationName: string;
    readonly roleName: string;
  }>;
  /** Switch Accounts is offered when the user has more than one membership to switch to. */
  readonly canSwitchAccounts: boolean;
}

/** GET /me, which every open tab calls every few seconds: one read of the store. */
export const getProfile = async (deps: { profiles: ProfileStore }, actor: Actor): Promise<Profile> => {
  const data = await deps.profiles.findProfileData(actor.userId, actor.organizationId);
  if (!data) throw new Unauthenticated(AUTH.say("sessionExpired"));
  const { user, memberships, organization } = data;
  const current = memberships.find((m) => m.organizationId === actor.organizationId);
  if (!current) throw new Unauthenticated(AUTH.say("sessionExpired"));
  if (!organization) throw new NotFound(AUTH.say("organizationNotFound"));
  return {
    id: user.id,
    email: user.email,
    first_name: user.firstName,
    last_name: user.lastName,
    full_name: `${user.firstName} ${user.lastName}`.trim(),
    phone: user.phone,
    photo: user.photo,
    status: user.status,
    userType: actor.userType,
    roleName: actor.roleName,
    roleDisplayName: roleDisplayName(actor.roleName),
    permissions: actor.permissions,
    organization: {
      id: organization.id,
      name: organization.name,
      type: organization.type,
      profile_photo: organization.profilePhoto,
      isSSO: organization.isSso,
    },
    memberships: memberships.map((m) => ({
      userType: userTypeOfOrganization(m.organizationType),
      organizationId: m.organizationType === "NOTISPHERE" ? "0" : m.organizationId,
      organizationName: m.organizationName,
      roleName: m.roleName,
    })),
    canSwitchAccounts: memberships.length > 1,
  };
};

export const getMyOrganization = async (
  deps: { memberships: MembershipDirectory },
  actor: Actor,
): Promise<OrganizationView> => {
  const organization = await deps.memberships.findOrganization(actor.organizationId);
  if (!organization) throw new NotFound(AUTH.say("organizationNotFound"));
  return organization;
};

export const updateProfile = async (
  deps: { profiles: ProfileStore },
  actor: Actor,
  input: { firstName: string; lastName: string; phone?: string | null },
): Promise<Profile> => {
  const problems: FieldError[] = [];
  const check = (field: string, value: unknown, rules: string) => {
    const message = validateField(value, rules);
    if (message) problems.push({ field, message });
  };
  check("first_name", input.firstName, "required");
  check("last_name", input.lastName, "required");
  check("phone", input.phone ?? "", "phoneNumber");
  const [first] = problems;
  if (first) throw new ValidationFailed({ message: first.message, fields: problems });
  await deps.profiles.updateProfile(actor.userId, {
    firstName: input.firstName.trim(),
    lastName: input.lastName.trim(),
    phone: input.phone?.trim() || null,
  });
  return getProfile(deps, actor);
};

export const changePassword = async (
  deps: { accounts: AccountStore; hasher: PasswordHasher; clock: Clock; unitOfWork: PasswordChangeWork },
  actor: Actor,
  input: { oldPassword: string; password: string; confirmPassword: string },
): Promise<string> => {
  const user = await deps.accounts.findUserById(actor.userId);
  if (!user?.passwordHash) throw new Unauthenticated(AUTH.say("sessionExpired"));
  const passwordError = validateField(input.password, "required|verify_password");
  if (passwordError) throw fieldFailure("password", passwordError);
  if (input.confirmPassword !== input.password)
    throw fieldFailure("confirm_password", VALIDATION.say("confirmed"));
  if (!(await deps.hasher.verify(user.passwordHash, input.oldPassword)))
    throw fieldFailure("old_password", AUTH.say("wrongOldPassword"));
  const passwordHash = await deps.hasher.hash(input.password);
  await deps.unitOfWork.run((stores) =>
    setPasswordEndingSessions(stores, user.id, passwordHash, deps.clock.now()),
  );
  return AUTH_MESSAGES.passwordChanged;
};
