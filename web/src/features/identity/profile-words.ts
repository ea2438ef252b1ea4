import type { TFunction } from "i18next";

/** Built-in roles by their stored name (any case), to their text key; a custom role shows as it is named. */
const ROLE_KEYS: Readonly<Record<string, string>> = {
  notisphereadmin: "platformAdministrator",
  administrator: "administrator",
  "recall coordinator": "recallCoordinator",
  "sourcing coordinator": "sourcingCoordinator",
  responder: "responder",
  "provider read only": "providerReadOnly",
};

/** The role as people name it, in the chosen language; the API's display name for roles we have no words for. */
export const roleWord = (
  t: TFunction,
  me: { readonly roleName?: string; readonly roleDisplayName?: string } | null | undefined,
): string | undefined => {
  if (!me?.roleName) return undefined;
  const key = ROLE_KEYS[me.roleName.trim().toLowerCase()];
  const fallback = me.roleDisplayName || me.roleName;
  return key === undefined ? fallback : t(`account.roles.${key}`, { defaultValue: fallback });
};

/** The login type code (NOTISPHERE, PROV, SUPP) as a word: Operator, Provider, Supplier. */
export const userTypeWord = (t: TFunction, userType: string | null | undefined): string | undefined =>
  userType ? t(`account.userTypes.${userType}`, { defaultValue: userType }) : undefined;
