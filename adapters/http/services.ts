import type { CommunicationsStores } from "#core/communications/stores.ts";
import type { ContentStores } from "#core/content/stores.ts";
import type { IdentityStores } from "#core/identity/stores.ts";
import type { LocationsStores } from "#core/locations/stores.ts";
import type { LocationMasterStores } from "#core/locations/master/stores.ts";
import type { LocationReviewStores } from "#core/locations/review/stores.ts";
import type { OrganisationsStores } from "#core/organisations/stores.ts";
import type { RegistrationStores } from "#core/identity/registration/ports.ts";
import type { SupplierMasterStores } from "#core/organisations/supplier-master/stores.ts";
import type { PlatformStores } from "#core/platform/stores.ts";
import type { ProviderStores } from "#core/organisations/providers/stores.ts";
import type { ProviderSettingsStores } from "#core/organisations/settings-stores.ts";
import type { ProviderVerificationStores } from "#core/locations/verification/provider-verification-ports.ts";
import type { SsoStores } from "#core/identity/sso/stores.ts";
import type { IssuerClient } from "#core/identity/sso/ports.ts";
import type { PasswordHasher, Secrets, SessionCheck, TokenService } from "#core/identity/auth/ports.ts";
import type { FileStore } from "#core/shared/files/ports.ts";
import type { LocationTablePreview } from "#core/locations/preprocessor/ports.ts";
import type { SpreadsheetReader } from "#core/organisations/suppliers/ports.ts";
import type { Clock, IdGenerator } from "#core/shared/ports.ts";
import type { UnitOfWork } from "#core/shared/unit-of-work.ts";
import type { AttemptLimiter } from "./rate-limit.ts";
import type { LinkSigner } from "./link-signer.ts";

export interface AppConfig {
  readonly appVersion: string;
  /** Whether the development mailbox is served to operators (DEV_MAILBOX, on a loopback address only). */
  readonly devMailbox: boolean;
  /** Folder of the built web app, or undefined to serve the API only. */
  readonly webRoot: string | undefined;
  /** Trust X-Forwarded-For for the client address (only behind a proxy you run). */
  readonly trustProxy: boolean;
  /** Largest file an upload route accepts (UPLOAD_MAX_BYTES); larger ones get 413. */
  readonly uploadMaxBytes: number;
  /** The portal's address as users reach it, for links in e-mails. */
  readonly publicUrl: string;
}

/**
 * Storage bound to one request (a forked EntityManager): each bounded context's stores, one line per context
 * (docs/architecture.md), and a unit of work that runs several of their changes in one transaction.
 */
export interface RequestStores
  extends
    PlatformStores,
    IdentityStores,
    OrganisationsStores,
    RegistrationStores,
    SupplierMasterStores,
    ProviderSettingsStores,
    CommunicationsStores,
    ContentStores,
    LocationsStores,
    LocationMasterStores,
    LocationReviewStores,
    ProviderVerificationStores,
    ProviderStores,
    SsoStores {
  readonly unitOfWork: UnitOfWork<RequestStores>;
}

/**
 * Everything handlers may use, built once by the composition root; `stores()` gives fresh per-request storage.
 * Each context's handlers see only their part of it (`ContextDeps` in contract.ts).
 */
export interface Services {
  readonly config: AppConfig;
  readonly clock: Clock;
  readonly ids: IdGenerator;
  readonly secrets: Secrets;
  readonly hasher: PasswordHasher;
  readonly tokens: TokenService;
  /** Whether an access token's session is still live (cached briefly per process; see session-check.ts). */
  readonly sessions: SessionCheck;
  /** A real hash of a random password, verified for unknown e-mails so timing reveals nothing. */
  readonly dummyHash: string;
  readonly loginLimiter: AttemptLimiter;
  readonly codeLimiter: AttemptLimiter;
  /** Uploaded and generated files. */
  readonly files: FileStore;
  /** The first rows of a stored location file as a table (the pre-processor's file preview). */
  readonly locationTablePreview: LocationTablePreview;
  /** The rows of an uploaded CSV or XLSX table (bulk supplier creation). */
  readonly readSpreadsheet: SpreadsheetReader;
  /** Signed, expiring download links (keyed from the token key). */
  readonly links: LinkSigner;
  /** The OpenID Connect client single sign-on talks to organisations' issuers with. */
  readonly issuerClient: IssuerClient;
  stores(): RequestStores;
  databaseReady(): Promise<boolean>;
}
