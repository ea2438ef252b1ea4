import type { OutgoingMail } from "../../shared/ports.ts";

/**
 * The invitation link opens the set-password page with the e-mail and the one-time token; the page moves them
 * out of the address bar at once (reset-password-page.tsx).
 */
export const invitationLink = (publicUrl: string, email: string, token: string): string =>
  `${publicUrl.replace(/\/$/, "")}/reset-password?invitation=${encodeURIComponent(token)}&email=${encodeURIComponent(email)}`;

export const invitationMail = (input: {
  readonly to: string;
  readonly firstName: string;
  readonly organisation: string;
  readonly invitedBy: string;
  readonly link: string;
}): OutgoingMail => ({
  to: input.to,
  subject: `You are invited to NotiSphere by ${input.organisation}`,
  text:
    `Hello ${input.firstName},\n\n${input.invitedBy} invited you to work for ${input.organisation} on NotiSphere.\n\n` +
    `Set your password to sign in for the first time:\n${input.link}\n\n` +
    `The link works once and for 7 days. If you did not expect this invitation, you can ignore this e-mail.`,
});

/** A person who already has an account is told of their new organisation; they sign in with their password. */
export const addedToOrganisationMail = (input: {
  readonly to: string;
  readonly firstName: string;
  readonly organisation: string;
  readonly signInUrl: string;
}): OutgoingMail => ({
  to: input.to,
  subject: `You now have access to ${input.organisation} on NotiSphere`,
  text:
    `Hello ${input.firstName},\n\nYou have been added to ${input.organisation} on NotiSphere. ` +
    `Sign in with your usual password and choose ${input.organisation}:\n${input.signInUrl}\n`,
});
