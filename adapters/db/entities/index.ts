import { Organization, ProviderSite } from "./organization.ts";
import { Membership, Role, User } from "./user.ts";
import {
  AppSetting,
  CountGeneration,
  GridState,
  OneTimeSecret,
  RateLimitCounter,
  RefreshToken,
  UserSession,
} from "./session.ts";
import { MailOutbox } from "./mail.ts";
import { QuickLink } from "./quick-link.ts";
import { KnownLocation, SupplierLocation } from "./locations.ts";
import { PreprocessorJob, PreprocessorJobRow } from "./preprocessor.ts";
import {
  AccessRequest,
  Communication,
  ProviderCommunication,
  ProviderCommunicationSite,
} from "./communication.ts";

export {
  Organization,
  ProviderSite,
  Membership,
  Role,
  User,
  AppSetting,
  GridState,
  OneTimeSecret,
  RefreshToken,
  UserSession,
  RateLimitCounter,
  CountGeneration,
  MailOutbox,
  QuickLink,
  KnownLocation,
  SupplierLocation,
  PreprocessorJob,
  PreprocessorJobRow,
  Communication,
  ProviderCommunication,
  ProviderCommunicationSite,
  AccessRequest,
};

/** Every entity, for the ORM configuration and the migration generator. */
export const ENTITIES = [
  Organization,
  ProviderSite,
  Role,
  User,
  Membership,
  RefreshToken,
  UserSession,
  RateLimitCounter,
  CountGeneration,
  OneTimeSecret,
  GridState,
  AppSetting,
  MailOutbox,
  QuickLink,
  KnownLocation,
  SupplierLocation,
  PreprocessorJob,
  PreprocessorJobRow,
  Communication,
  ProviderCommunication,
  ProviderCommunicationSite,
  AccessRequest,
];
