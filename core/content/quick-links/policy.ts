import { PERMISSIONS_BY_ORGANIZATION_TYPE } from "../../permissions-catalogue.ts";
import { SIGNED_IN, type AccessRule } from "../../access/rule.ts";

/** Every operator permission changes quick links except the read-only one, which only reads. */
export const OPERATOR_WRITERS = PERMISSIONS_BY_ORGANIZATION_TYPE.NOTISPHERE.filter(
  (permission) => permission !== "Notisphere_ProviderReadOnly",
);

/** The quick-links screen is the operator's: any operator permission opens it (the spec's "any permission"). */
const OPERATORS = { userTypes: ["NOTISPHERE"], permissions: "any" } as const satisfies AccessRule;
const WRITERS = { userTypes: ["NOTISPHERE"], permissions: OPERATOR_WRITERS } as const satisfies AccessRule;

/**
 * Who may do each quick-link operation. The routes declare these rules as their guards and the use cases
 * check them, so the read-only operator sees the list but gets no row actions and no writes. The account links
 * the shell shows are read by every signed-in user.
 */
export const QUICK_LINK_POLICY = {
  list: OPERATORS,
  view: OPERATORS,
  meta: OPERATORS,
  save: WRITERS,
  delete: WRITERS,
  listAccountLinks: SIGNED_IN,
} as const satisfies Record<string, AccessRule>;

export type QuickLinkOperation = keyof typeof QUICK_LINK_POLICY;
