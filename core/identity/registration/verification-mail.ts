import type { OutgoingMail } from "../../shared/ports.ts";

/**
 * E-mail verification: a six-digit single-use code, valid a day (people register and read mail later), five
 * wrong tries spend it, and a new one replaces the old. The mail carries the code and a link with it, so the
 * person can follow the link or type the code.
 */
export const VERIFY_EMAIL_POLICY = {
  codeDigits: 6,
  codeTtlSeconds: 24 * 60 * 60,
  maxAttempts: 5,
} as const;

const base = (publicUrl: string) => publicUrl.replace(/\/+$/, "");

export const verificationLink = (publicUrl: string, email: string, code: string): string =>
  `${base(publicUrl)}/verify-email?email=${encodeURIComponent(email)}&code=${code}`;

export const verificationMail = (
  publicUrl: string,
  person: { email: string; firstName: string },
  code: string,
  organizationName: string | undefined,
): OutgoingMail => ({
  to: person.email,
  subject: "Verify your e-mail address for NotiSphere",
  text:
    `Hello ${person.firstName},\n\n` +
    (organizationName ? `Thank you for registering with ${organizationName} on NotiSphere. ` : "") +
    `Your verification code is ${code}. It is valid for 24 hours and can be used once.\n\n` +
    `Verify your e-mail address: ${verificationLink(publicUrl, person.email, code)}\n\n` +
    `After that, an administrator of the organization approves your registration and you can sign in.\n\n` +
    `If you did not register, you can ignore this e-mail.`,
});

/** To the owner of an address that already has an account: nothing was created, and what to do instead. */
export const existingAccountMail = (
  publicUrl: string,
  account: { email: string; firstName: string },
  organizationName: string,
): OutgoingMail => ({
  to: account.email,
  subject: "You already have a NotiSphere account",
  text:
    `Hello ${account.firstName},\n\n` +
    `Someone, probably you, tried to register with ${organizationName} on NotiSphere using this e-mail address. ` +
    `This address already has an account, so no new account was created.\n\n` +
    `Sign in at ${base(publicUrl)}/login with your password, or set a new one at ${base(publicUrl)}/forgot-password. ` +
    `To work for ${organizationName} as well, ask one of its administrators to add you.\n\n` +
    `If it was not you, you can ignore this e-mail; your account has not changed.`,
});

export const decisionMail = (
  publicUrl: string,
  person: { email: string; firstName: string },
  organizationName: string,
  decision: "approve" | "reject",
): OutgoingMail =>
  decision === "approve"
    ? {
        to: person.email,
        subject: `Your registration with ${organizationName} is approved`,
        text:
          `Hello ${person.firstName},\n\nAn administrator of ${organizationName} approved your registration. ` +
          `Once your e-mail address is verified you can sign in at ${base(publicUrl)}/login.`,
      }
    : {
        to: person.email,
        subject: `Your registration with ${organizationName} was not approved`,
        text:
          `Hello ${person.firstName},\n\nAn administrator of ${organizationName} did not approve your registration, ` +
          `and it has been removed. If you think this is a mistake, contact the organization.`,
      };
