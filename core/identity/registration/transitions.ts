import type { OrganizationType } from "../../access/permissions.ts";
import { ROLE_NAMES } from "../../access/permissions.ts";

/**
 * The states a self-registration passes through. The account starts in VERIFICATION and becomes VERIFIED
 * when the person proves the e-mail address; the membership starts PENDING and an administrator makes it
 * ACTIVE (approve) or removes it (reject). The two are independent: an administrator may approve before the
 * e-mail is verified, and sign-in needs both.
 */
export type RegistrationDecision = "approve" | "reject";

/** The account status after a correct verification code: only VERIFICATION moves; any other stays as it is. */
export const statusAfterVerification = (status: string): string =>
  status === "VERIFICATION" ? "VERIFIED" : status;

export type DecisionOutcome =
  { readonly kind: "activate" } | { readonly kind: "remove" } | { readonly kind: "refused" };

/** Only a PENDING membership can be decided; approving makes it ACTIVE, rejecting removes it. */
export const decideMembership = (
  membershipStatus: string,
  decision: RegistrationDecision,
): DecisionOutcome => {
  if (membershipStatus !== "PENDING") return { kind: "refused" };
  return decision === "approve" ? { kind: "activate" } : { kind: "remove" };
};

/**
 * The role a self-registered person gets: the least-privileged built-in role of the organisation's type. A
 * supplier's is the Sourcing Coordinator (its dashboard, supply advisories and help: it sends no recall); a
 * provider's is the Responder (answers recalls, reads help). An administrator raises either after approval.
 * The operator has no self-registration.
 */
export const REGISTRATION_ROLE: Readonly<Record<Exclude<OrganizationType, "NOTISPHERE">, string>> = {
  SUPPLIER: ROLE_NAMES.sourcingCoordinator,
  PROVIDER: ROLE_NAMES.responder,
};

/** Organisation types that offer self-registration. */
export const offersRegistration = (type: OrganizationType): type is "SUPPLIER" | "PROVIDER" =>
  type === "SUPPLIER" || type === "PROVIDER";

/** Whether sign-in must refuse an account that has not verified its e-mail yet (with a password set). */
export const awaitsEmailVerification = (user: { status: string; passwordHash: string | null }): boolean =>
  user.status === "VERIFICATION" && user.passwordHash !== null;
