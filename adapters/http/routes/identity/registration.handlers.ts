import { organizationOfLink, publicOrganization } from "#core/identity/registration/open-link.ts";
import type { RegistrationOrganization } from "#core/identity/registration/ports.ts";
import { signUp, type SignUpDeps } from "#core/identity/registration/sign-up.ts";
import { resendVerification, verifyEmail } from "#core/identity/registration/verify-email.ts";
import { fieldFailure } from "#core/shared/errors.ts";
import { VALIDATION } from "#core/shared/validation/messages.ts";
import { clientAddress } from "./auth.handlers.ts";
import type { IdentityInput } from "./deps.ts";
import type { LinkQuery, OrganizationIdQuery, SignUpInput, UserDataInput } from "./registration.schemas.ts";

type In<Q, B> = IdentityInput<unknown, Q, B>;

const publicView = (organization: RegistrationOrganization) => ({
  id: organization.id,
  name: organization.name,
  type: organization.type,
  logo: organization.logo,
});

/** The stores and services of the public registration calls. */
const registrationDeps = (services: In<unknown, unknown>["services"]): SignUpDeps => {
  const stores = services.stores();
  return {
    registrations: stores.registrations,
    oneTimeSecrets: stores.oneTimeSecrets,
    unitOfWork: stores.unitOfWork,
    hasher: services.hasher,
    secrets: services.secrets,
    clock: services.clock,
    ids: services.ids,
    publicUrl: services.config.publicUrl,
  };
};

/**
 * The public calls share the code limiter of unlock and reset (per client address and per e-mail), so
 * neither guessing link tokens nor codes nor flooding an inbox gets further than those do.
 */
const admit = async (input: In<unknown, unknown>, email: string | undefined) =>
  input.services.codeLimiter.admit(
    clientAddress(input.context, input.services),
    email?.trim().toLowerCase(),
    input.services.clock.now().getTime(),
  );

export const organizationByLinkHandler = async (input: In<typeof LinkQuery.Type, unknown>) => {
  await admit(input, undefined);
  const { services } = input;
  const registrations = services.stores().registrations;
  return publicView(
    await organizationOfLink({ registrations, clock: services.clock }, input.query.selfregistrationlink),
  );
};

export const organizationByIdHandler = async ({
  query,
  services,
}: In<typeof OrganizationIdQuery.Type, unknown>) =>
  publicView(
    await publicOrganization({ registrations: services.stores().registrations }, query.organizationId.trim()),
  );

export const signUpHandler = async (input: In<unknown, typeof SignUpInput.Type>) => {
  await admit(input, input.body.email);
  return signUp(registrationDeps(input.services), input.body);
};

export const userDataHandler = async (input: In<unknown, typeof UserDataInput.Type>) => {
  const { body } = input;
  await admit(input, body.email);
  const deps = registrationDeps(input.services);
  if (body.resend === true) return resendVerification(deps, body.email);
  if (body.verification_code === undefined || body.verification_code.trim() === "")
    throw fieldFailure("verification_code", VALIDATION.say("required"));
  return verifyEmail(deps, body.email, body.verification_code);
};
