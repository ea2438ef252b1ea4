import type { AccessRequestStore } from "../../core/access-requests/ports.ts";
import type {
  AuthStore,
  PasswordHasher,
  Secrets,
  SessionCheck,
  TokenService,
} from "../../core/auth/ports.ts";
import type { MailboxReader } from "../../core/mail/ports.ts";
import type { GridStateStore } from "../../core/preferences/grid-state.ts";
import type { QuickLinkRepository } from "../../core/quick-links/ports.ts";
import type { FileStore } from "../../core/files/ports.ts";
import type { PreprocessorJobRepository } from "../../core/preprocessor/ports.ts";
import type { Clock, IdGenerator } from "../../core/shared/ports.ts";
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

/** Storage bound to one request's unit of work (a forked EntityManager). */
export interface RequestStores {
  readonly auth: AuthStore;
  readonly quickLinks: QuickLinkRepository;
  readonly gridStates: GridStateStore;
  readonly mailbox: MailboxReader;
  readonly preprocessorJobs: PreprocessorJobRepository;
  readonly accessRequests: AccessRequestStore;
}

/** What handlers use. Built once by the composition root; `stores()` gives fresh per-request storage. */
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
  /** Signed, expiring download links (keyed from the token key). */
  readonly links: LinkSigner;
  stores(): RequestStores;
  databaseReady(): Promise<boolean>;
}
