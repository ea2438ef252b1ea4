import { ROLE_NAMES } from "./permissions.ts";

export type TypeFilterOption = "PROVIDER" | "SUPPLIER";

/** Default of the operator's page-header Type filter. */
export const TYPE_FILTER_DEFAULT: TypeFilterOption = "PROVIDER";

export interface TypeFilterViewer {
  readonly roleName?: string | null | undefined;
  readonly permissions: readonly string[];
}

/**
 * The choices of the Type filter: the notisphereadmin role (any case) sees Provider and Supplier; an
 * operator holding Notisphere_ProviderReadOnly sees only Provider. The spec is silent on other operators: one
 * who manages recalls works with both sides, so it sees both; everyone else sees only the default, Provider,
 * so the filter never offers data the user cannot open.
 */
export const typeFilterOptions = (viewer: TypeFilterViewer): readonly TypeFilterOption[] => {
  if (viewer.roleName?.trim().toLowerCase() === ROLE_NAMES.operatorAdmin) return ["PROVIDER", "SUPPLIER"];
  if (viewer.permissions.includes("Notisphere_ManageRecalls")) return ["PROVIDER", "SUPPLIER"];
  return ["PROVIDER"];
};
