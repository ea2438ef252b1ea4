import { messageSet } from "../../shared/messages/message.ts";

/**
 * Sign-in policy. Figures follow OWASP/NIST guidance: lock after a handful of
 * failures (the spec's unlock-by-code flow), single-use codes valid 10 minutes, short access tokens refreshed
 * by the session check, and an absolute session limit for office use.
 */
export const AUTH_POLICY = {
  maxFailedLogins: 5,
  unlockCodeDigits: 6,
  unlockCodeTtlSeconds: 10 * 60,
  unlockCodeMaxAttempts: 5,
  resetTokenTtlSeconds: 15 * 60,
  accessTokenTtlSeconds: 30 * 60,
  refreshTokenTtlSeconds: 12 * 60 * 60,
  clientId: "web-client",
} as const;

export const AUTH_MESSAGES = {
  invalidCredentials: "Invalid email or password",
  locked:
    "Your account is locked after too many failed sign-in attempts. Request an unlock code to sign in again.",
  deactivated: "Your account is deactivated. Contact your administrator.",
  noMembership: "Your account has no active organization. Contact your administrator.",
  notMember: "You are not a member of the selected organization",
  sessionExpired: "Your session has expired. Please sign in again.",
  unknownClient: "Unknown client",
  codeSent: "If an account exists for this e-mail, a code has been sent to it.",
  invalidCode: "The code is not valid or has expired",
  invalidResetToken: "The reset link is not valid or has expired. Request a new code.",
  passwordRestored: "Your password has been set. You can sign in now.",
  wrongOldPassword: "Current password is incorrect",
  passwordChanged: "Password changed",
  signedOut: "Signed out",
  organizationNotFound: "Organization not found",
  profileUpdated: "Profile updated",
} as const;

export const AUTH = messageSet("auth", AUTH_MESSAGES);
