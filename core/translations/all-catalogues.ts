import type { Catalogue } from "../shared/catalogues/catalogue.ts";
import {
  AffectedLocationStatusFilter,
  ChangeType,
  Classification,
  CommunicationStatus,
  CommunicationType,
  Disposition,
  DisruptionSubtype,
  EmailDeliveryEvent,
  LocationVerification,
  ProviderCompleteFlag,
  RecallFilter,
  ResponderResponseStatus,
  ResponseMode,
  ResponseProgress,
  SimpleFormStatus,
  SupplierRecallStatusFilter,
} from "../communications/catalogues/communication-statuses.ts";
import {
  AccountStatus,
  AccountStatusAlt,
  OrganizationUserStatus,
  SupplierTypeCatalogue,
} from "../organisations/catalogues/account-statuses.ts";
import { JobStatus } from "../locations/catalogues/job-statuses.ts";
import { ActionType } from "../communications/catalogues/action-types.ts";
import { DefaultDateChoice, FieldType } from "../content/catalogues/field-types.ts";
import { TrafficColour } from "../responses/catalogues/traffic-colours.ts";
import {
  DeviceRecallStatus,
  DrugRecallStatus,
  RemovalOrCorrection,
} from "../regulator-data/catalogues/fda-statuses.ts";
import { StatusWord } from "../shared/catalogues/status-words.ts";

/** Every catalogue, for the label files and the locale-parity test. */
export const ALL_CATALOGUES: ReadonlyArray<Catalogue<string>> = [
  CommunicationStatus,
  SimpleFormStatus,
  SupplierRecallStatusFilter,
  RecallFilter,
  ProviderCompleteFlag,
  ResponseProgress,
  LocationVerification,
  AffectedLocationStatusFilter,
  Classification,
  EmailDeliveryEvent,
  CommunicationType,
  DisruptionSubtype,
  Disposition,
  ResponseMode,
  ChangeType,
  ResponderResponseStatus,
  AccountStatus,
  AccountStatusAlt,
  OrganizationUserStatus,
  JobStatus,
  ActionType,
  FieldType,
  DefaultDateChoice,
  TrafficColour,
  DeviceRecallStatus,
  DrugRecallStatus,
  RemovalOrCorrection,
  SupplierTypeCatalogue,
  StatusWord,
];
