import { Conflict, NotFound, ValidationFailed } from "../../shared/errors.ts";
import { messageSet } from "../../shared/messages/message.ts";
import { validateField } from "../../shared/validation/rules.ts";
import type { UserAccountsStore } from "./ports.ts";

export interface CreateUserInput {
  readonly email: string;
  readonly organisation: string;
  readonly role: string;
  readonly firstName: string;
  readonly lastName: string;
  /** Needed only when no account has this e-mail yet. */
  readonly password?: string | undefined;
}

export interface CreateUserResult {
  /** true: a new account; false: an existing account got the membership. */
  readonly created: boolean;
  readonly email: string;
  readonly organisation: string;
  readonly role: string;
}

export const USER_MESSAGES = messageSet("users", {
  passwordRequired: "is required for a new user.",
  fieldProblem: "{field}: {problem}",
  noOrganisation: 'No organisation named "{organisation}".',
  noRole: '"{organisation}" has no role "{role}". Roles: {roles}',
  alreadyMember: "{email} is already a member of {organisation}.",
});

/** The field message when a new account is asked for without a password. */
export const PASSWORD_REQUIRED = USER_MESSAGES.texts.passwordRequired;

const invalid = (field: string, message: string): ValidationFailed =>
  new ValidationFailed({
    ...USER_MESSAGES.say("fieldProblem", { field, problem: { message } }),
    fields: [{ field, message }],
  });

/** Trims and lower-cases the e-mail (accounts are found by it) and checks it, before anything is read. */
export const normaliseUserEmail = (raw: string): string => {
  const email = raw.trim().toLowerCase();
  const error = validateField(email, "required|email");
  if (error) throw invalid("email", error);
  return email;
};

/**
 * Gives a person a role in an organisation: a new account (with a password) or, when the e-mail already has an
 * account, a new membership of it. One membership per organisation: a second one is a Conflict.
 */
export const createUser = async (
  deps: { readonly users: UserAccountsStore; readonly hashPassword: (password: string) => Promise<string> },
  input: CreateUserInput,
): Promise<CreateUserResult> => {
  const { users } = deps;
  const email = normaliseUserEmail(input.email);
  const organisation = await users.findOrganisationByName(input.organisation);
  if (!organisation)
    throw new NotFound(USER_MESSAGES.say("noOrganisation", { organisation: input.organisation }));
  const role = await users.findRole(organisation.id, input.role);
  if (!role) {
    const roles = (await users.roleNames(organisation.id)).join(", ");
    throw new NotFound(
      USER_MESSAGES.say("noRole", { organisation: organisation.name, role: input.role, roles }),
    );
  }
  const existingId = await users.findUserIdByEmail(email);
  if (existingId && (await users.isMember(existingId, organisation.id)))
    throw new Conflict(USER_MESSAGES.say("alreadyMember", { email, organisation: organisation.name }));
  let user: Parameters<UserAccountsStore["addMember"]>[0]["user"];
  if (existingId) user = { id: existingId };
  else {
    if (!input.password) throw invalid("password", PASSWORD_REQUIRED);
    const passwordError = validateField(input.password, "verify_password");
    if (passwordError) throw invalid("password", passwordError);
    user = {
      email,
      passwordHash: await deps.hashPassword(input.password),
      firstName: input.firstName,
      lastName: input.lastName,
    };
  }
  await users.addMember({ user, organisationId: organisation.id, roleId: role.id });
  return { created: !existingId, email, organisation: organisation.name, role: role.name };
};
