import type { AccessRule } from "../../access/rule.ts";

/** Each side edits its own profile with its own permission (spec routes /provider/organization, /supplier/organization). */
export const PROFILE_POLICY = {
  provider: { userTypes: ["PROV"], permissions: ["Provider_ManageProfile"] },
  supplier: { userTypes: ["SUPP"], permissions: ["Supplier_ManageProfile"] },
} as const satisfies Record<string, AccessRule>;

export type ProfileSide = keyof typeof PROFILE_POLICY;
