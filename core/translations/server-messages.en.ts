import { ACCESS_REQUESTS } from "../communications/access-requests/request-access.ts";
import { QUICK_LINK_MESSAGES } from "../content/quick-links/messages.ts";
import { AUTH } from "../identity/auth/policy.ts";
import { SSO } from "../identity/sso/messages.ts";
import { GRID_STATE_MESSAGES } from "../identity/preferences/grid-state.ts";
import { REGISTRATION_MESSAGES } from "../identity/registration/policy.ts";
import { PREPROCESSOR_MESSAGES } from "../locations/preprocessor/messages.ts";
import { LOCATION_MASTER_MESSAGES } from "../locations/master/messages.ts";
import { KNOWN_PROVIDER_MESSAGES } from "../locations/known-providers/messages.ts";
import { LOCATION_REVIEW_MESSAGES } from "../locations/review/messages.ts";
import { PROVIDER_VERIFICATION_MESSAGES } from "../locations/verification/provider-verification-messages.ts";
import { SUPPLIER_LOCATION_MESSAGES } from "../locations/supplier/messages.ts";
import { USER_MESSAGES } from "../organisations/users/create-user.ts";
import { ADDRESS_MESSAGES } from "../organisations/address.ts";
import { SUPPLIER_MESSAGES } from "../organisations/suppliers/messages.ts";
import { PROVIDER_MESSAGES } from "../organisations/providers/messages.ts";
import { ROLE_MESSAGES } from "../organisations/roles/messages.ts";
import { SUPPLIER_MASTER_MESSAGES } from "../organisations/supplier-master/messages.ts";
import { ADDRESS_MESSAGES as PROFILE_ADDRESS_MESSAGES } from "../organisations/profile/address.ts";
import { LOGO_MESSAGES } from "../organisations/profile/logo-check.ts";
import { PROFILE_MESSAGES } from "../organisations/profile/messages.ts";
import { SITE_MESSAGES } from "../organisations/sites/messages.ts";
import { SUPPLIER_CONTACT_MESSAGES } from "../organisations/supplier-contacts/messages.ts";
import { USER_ADMINISTRATION_MESSAGES } from "../organisations/users/messages.ts";
import { COMMON_MESSAGES, PAGING_MESSAGES, REQUEST_MESSAGES } from "../shared/messages/common-messages.ts";
import type { MessageSet } from "../shared/messages/message.ts";
import { DATES } from "../shared/validation/dates.ts";
import { VALIDATION } from "../shared/validation/messages.ts";

/** Every message set the server can say, listed once. A context's new set is added here. */
export const ALL_MESSAGE_SETS = [
  COMMON_MESSAGES,
  REQUEST_MESSAGES,
  PAGING_MESSAGES,
  VALIDATION,
  DATES,
  AUTH,
  GRID_STATE_MESSAGES,
  ACCESS_REQUESTS,
  PREPROCESSOR_MESSAGES,
  LOCATION_MASTER_MESSAGES,
  KNOWN_PROVIDER_MESSAGES,
  LOCATION_REVIEW_MESSAGES,
  PROVIDER_VERIFICATION_MESSAGES,
  SUPPLIER_LOCATION_MESSAGES,
  QUICK_LINK_MESSAGES,
  USER_MESSAGES,
  ADDRESS_MESSAGES,
  SUPPLIER_MESSAGES,
  PROVIDER_MESSAGES,
  ROLE_MESSAGES,
  REGISTRATION_MESSAGES,
  SUPPLIER_MASTER_MESSAGES,
  SITE_MESSAGES,
  PROFILE_ADDRESS_MESSAGES,
  LOGO_MESSAGES,
  PROFILE_MESSAGES,
  SUPPLIER_CONTACT_MESSAGES,
  USER_ADMINISTRATION_MESSAGES,
  SSO,
] as const;

type SetKeys<S> = S extends MessageSet<infer N, infer T> ? `${N}.${keyof T & string}` : never;

/** A key of the server's message catalogue: `namespace.name`. */
export type ServerMessageKey = {
  [I in keyof typeof ALL_MESSAGE_SETS]: SetKeys<(typeof ALL_MESSAGE_SETS)[I]>;
}[number];

/** The English templates by key, built from the sets so the English text exists once, where it is said. */
export const SERVER_MESSAGES_EN: Readonly<Record<string, string>> = Object.fromEntries(
  ALL_MESSAGE_SETS.flatMap((set) =>
    Object.entries(set.texts).map(([name, text]) => [`${set.namespace}.${name}`, text as string]),
  ),
);
