import { defineCatalogue } from "../../shared/catalogues/catalogue.ts";

/** Account, organisation-user and supplier-type catalogues: the statuses of people and organisations. */
export const AccountStatus = defineCatalogue("account", [
  ["ACTIVE", "Active"],
  ["DEACTIVATED", "Deactivated"],
  ["PENDING", "Pending"],
]);

export const AccountStatusAlt = defineCatalogue("accountAlt", [
  ["ACTIVE", "Active"],
  ["INACTIVE", "Deactivated"],
  ["DELETED", "Deleted"],
  ["PENDING", "Pending"],
  ["LINKED", "Linked"],
]);

export const OrganizationUserStatus = defineCatalogue("organizationUser", [
  ["VERIFIED", "Verified"],
  ["VERIFICATION", "Verification Email Sent"],
  ["NONVERIFIED", "Not Verified"],
  ["DEACTIVATED", "Deactivated"],
  ["LOCKED", "Locked"],
  ["PENDING", "Pending"],
  ["SSO", "SSO"],
]);

export const SupplierTypeCatalogue = defineCatalogue("supplierType", [
  ["SUPPLIER", "Supplier"],
  ["DISTRIBUTOR", "Distributor"],
]);
