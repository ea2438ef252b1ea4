import type { LoginOption, LoginUserType } from "../api/auth-api.ts";

const TYPE_ORDER: readonly LoginUserType[] = ["NOTISPHERE", "PROV", "SUPP"];

/**
 * The login types a person can actually pick, in the picker's fixed order: the operator type needs no
 * organisation, the others need at least one. Types they do not have are not shown at all.
 */
export const choosableTypes = (options: readonly LoginOption[]): LoginUserType[] =>
  TYPE_ORDER.filter((type) =>
    options.some(
      (option) => option.userType === type && (type === "NOTISPHERE" || option.organizations.length > 0),
    ),
  );

/** The organisation to preselect for a type: its only one, since there is nothing to choose. */
export const onlyOrganization = (
  options: readonly LoginOption[],
  type: LoginUserType | null,
): string | null => {
  if (type === null || type === "NOTISPHERE") return null;
  const organizations = options.find((option) => option.userType === type)?.organizations ?? [];
  return organizations.length === 1 ? (organizations[0]?.id ?? null) : null;
};
