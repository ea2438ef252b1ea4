import { ROLE_NAMES } from "../../access/permissions.ts";

/**
 * The name people use for a role. A role is stored under its name, and the operator super-role's name is a code
 * ("notisphereadmin"); other built-in and custom role names are already words people use.
 */
const DISPLAY_NAMES: Readonly<Record<string, string>> = {
  [ROLE_NAMES.operatorAdmin]: "Platform administrator",
};

export const roleDisplayName = (roleName: string): string =>
  DISPLAY_NAMES[roleName.trim().toLowerCase()] ?? roleName;
