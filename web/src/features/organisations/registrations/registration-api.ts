import {
  approveProviderRegistration,
  approveSupplierRegistration,
  createProviderRegistrationLink,
  createSupplierRegistrationLink,
  deleteProviderRegistrationLink,
  deleteSupplierRegistrationLink,
  getGetProviderRegistrationLinkQueryKey,
  getGetSupplierRegistrationLinkQueryKey,
  getListProviderRegistrationsQueryKey,
  getListSupplierRegistrationsQueryKey,
  getProviderRegistrationLink,
  getSupplierRegistrationLink,
  listProviderRegistrations,
  listSupplierRegistrations,
  rejectProviderRegistration,
  rejectSupplierRegistration,
} from "../../../api/generated/registrations/registrations.ts";

export type RegistrationSide = "supplier" | "provider";

/** The generated calls of one side, so the panel is written once for suppliers and providers. */
export const registrationApi = (side: RegistrationSide) =>
  side === "supplier"
    ? {
        linkKey: getGetSupplierRegistrationLinkQueryKey(),
        listKey: getListSupplierRegistrationsQueryKey(),
        getLink: getSupplierRegistrationLink,
        createLink: createSupplierRegistrationLink,
        turnOff: deleteSupplierRegistrationLink,
        list: listSupplierRegistrations,
        approve: approveSupplierRegistration,
        reject: rejectSupplierRegistration,
      }
    : {
        linkKey: getGetProviderRegistrationLinkQueryKey(),
        listKey: getListProviderRegistrationsQueryKey(),
        getLink: getProviderRegistrationLink,
        createLink: createProviderRegistrationLink,
        turnOff: deleteProviderRegistrationLink,
        list: listProviderRegistrations,
        approve: approveProviderRegistration,
        reject: rejectProviderRegistration,
      };
