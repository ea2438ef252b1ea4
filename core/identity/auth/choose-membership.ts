import {
  organizationTypeOfUserType,
  userTypeOfOrganization,
  type UserType,
} from "../../access/permissions.ts";
import type { MembershipView } from "../../organisations/memberships/ports.ts";

/** What the sign-in form sends to pick a membership: login_as and login_as_org_id ("0" for the operator). */
export interface LoginAs {
  readonly userType: UserType;
  readonly organizationId: string;
}

export interface LoginOption {
  readonly userType: UserType;
  readonly organizations: ReadonlyArray<{ readonly id: string; readonly name: string }>;
}

export type MembershipChoice =
  | { readonly kind: "chosen"; readonly membership: MembershipView }
  | { readonly kind: "login_as_required"; readonly options: readonly LoginOption[] }
  | { readonly kind: "none" }
  | { readonly kind: "not_member" };

/** "NOTI" is the spec's other spelling of the operator type. */
export const parseLoginAsType = (value: string): UserType | undefined => {
  const upper = value.trim().toUpperCase();
  if (upper === "NOTI" || upper === "NOTISPHERE") return "NOTISPHERE";
  if (upper === "PROV" || upper === "PROVIDER") return "PROV";
  if (upper === "SUPP" || upper === "SUPPLIER") return "SUPP";
  return undefined;
};

/** The picker's choices: one entry per user type in the spec's order, organisations sorted by name. */
export const loginOptions = (memberships: readonly MembershipView[]): LoginOption[] =>
  (["NOTISPHERE", "PROV", "SUPP"] as const)
    .map((userType) => ({
      userType,
      organizations: memberships
        .filter((m) => userTypeOfOrganization(m.organizationType) === userType)
        .map((m) => ({ id: userType === "NOTISPHERE" ? "0" : m.organizationId, name: m.organizationName }))
        .sort((a, b) => a.name.localeCompare(b.name)),
    }))
    .filter((option) => option.organizations.length > 0);

/**
 * Picks the membership a session acts as: the only one, or the one named by login_as.
 * A user with several memberships and no choice gets the picker; the operator is chosen with id "0".
 */
export const chooseMembership = (
  memberships: readonly MembershipView[],
  loginAs?: LoginAs,
): MembershipChoice => {
  if (memberships.length === 0) return { kind: "none" };
  if (!loginAs) {
    const [only] = memberships;
    return memberships.length === 1 && only
      ? { kind: "chosen", membership: only }
      : { kind: "login_as_required", options: loginOptions(memberships) };
  }
  const type = organizationTypeOfUserType(loginAs.userType);
  const match = memberships.find(
    (m) =>
      m.organizationType === type && (type === "NOTISPHERE" || m.organizationId === loginAs.organizationId),
  );
  return match ? { kind: "chosen", membership: match } : { kind: "not_member" };
};
