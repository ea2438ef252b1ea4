import { messageSet } from "../../shared/messages/message.ts";

/** What the role screens hear from the server. */
export const ROLE_MESSAGES = messageSet("roles", {
  notFound: "Role not found",
  invalid: "Check the role's name and permissions",
  nameRequired: "Enter a role name",
  nameTooLong: "A role name has at most {max} characters",
  nameTaken: "A role named '{name}' already exists",
  nameBuiltIn: "'{name}' is the name of a built-in role; choose another",
  permissionsRequired: "Choose at least one permission",
  permissionsForeign: "These permissions are not for this organisation's roles: {permissions}",
  builtInLocked: "'{name}' is a built-in role and can't be changed or deleted; copy it to make your own",
  inUse: "'{name}' is held by {count} member(s); give them another role before deleting it",
  lastAdministrator:
    "This change would leave the organisation without an administrator (someone who can manage users)",
  raisesOwnPermissions: "You can't give a role permissions you don't hold yourself: {permissions}",
  ownRoleRaised: "You can't add permissions to your own role",
  created: "Role created",
  saved: "Role saved",
  copied: "Role copied",
  deleted: "Role deleted",
});
