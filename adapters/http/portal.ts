import { join } from "node:path";
import { readFileSync } from "node:fs";
import nodemailer from "nodemailer";
import type { Hono } from "hono";
import type { MikroORM } from "@mikro-orm/postgresql";
import { REQUEST_MESSAGES } from "#core/shared/messages/common-messages.ts";
import type { RunningDatabase } from "../db/embedded-postgres.ts";
import { migrateUp, openOrm } from "../db/orm.ts";
import { PROFILE_CACHE_TTL_MS, type CachedProfileData } from "../db/identity/profile-repository.ts";
import { createCommunicationsStores } from "../db/communications/stores.ts";
import { createContentStores } from "../db/content/stores.ts";
import { createIdentityStores } from "../db/identity/stores.ts";
import { createLocationsStores } from "../db/locations/stores.ts";
import { createLocationReviewStores } from "../db/locations/review-stores.ts";
import { createProviderVerificationStores } from "../db/locations/provider-verification-stores.ts";
import { createOrganisationsStores } from "../db/organisations/stores.ts";
import { createRegistrationStores } from "../db/organisations/registration-stores.ts";
import { createLocationMasterStores } from "../db/locations/known-location-stores.ts";
import { createSupplierMasterStores } from "../db/organisations/supplier-master-stores.ts";
import { createProviderSettingsStores } from "../db/organisations/settings-stores.ts";
import { createPlatformStores } from "../db/platform/stores.ts";
import { createProviderStores } from "../db/organisations/provider-stores.ts";
import { createSsoStores } from "../db/organisations/sso-stores.ts";
import { openIdIssuerClient } from "../security/openid-issuer-client.ts";
import { createSecretBox } from "../security/secret-box.ts";
import { combineStores, type StoreDeps } from "../db/store-deps.ts";
import { createUnitOfWork, type StoresOn } from "../db/unit-of-work.ts";
import { createShortCache } from "../db/short-cache.ts";
import { createLocalFileStore } from "../files/local-file-store.ts";
import { startPreprocessorWorker } from "../jobs/preprocessor-worker.ts";
import { preprocessorFileAdapters } from "../locations/preprocessor-file-adapters.ts";
import { previewLocationTable } from "../locations/preview-location-table.ts";
import { readSpreadsheetBytes } from "../locations/read-spreadsheet-bytes.ts";
import { createCountCache, createPostgresGenerations } from "../db/count-cache.ts";
import { createPostgresCounterStore } from "../db/rate-limit-counters.ts";
import { createSessionCheck } from "../db/session-check.ts";
import { uuidV7Generator } from "../db/ids.ts";
import { QUEUES, sendJobInTransaction, startJobQueue, type JobQueue } from "../jobs/job-queue.ts";
import { startMailDeliveryWorker } from "../jobs/mail-delivery.ts";
import { argon2Hasher } from "../security/argon2-hasher.ts";
import { createJwtTokenService } from "../security/jwt-token-service.ts";
import { nodeSecrets } from "../security/node-secrets.ts";
import { loadOrCreateSecretFile } from "../security/secret-file.ts";
import { createApp } from "./app.ts";
import { createAttemptLimiter } from "./rate-limit.ts";
import { createLinkSigner } from "./link-signer.ts";
import { ALL_ROUTES } from "./routes/index.ts";
import type { RequestStores, Services } from "./services.ts";

export const APP_VERSION: string = JSON.parse(
  readFileSync(join(import.meta.dirname, "../../package.json"), "utf8"),
).version;

export interface PortalOptions {
  readonly smtpUrl?: string;
  readonly mailFrom?: string;
  /** Key for signing tokens (JWT_SECRET). Unset: the key in `jwtSecretFile`. */
  readonly jwtSecret?: string;
  /**
   * Owner-only file holding the signing key, created on first start (`DATA_DIR/jwt-secret`). Without it and
   * without `jwtSecret`, tokens are signed with a key of this process alone (in-process tests).
   */
  readonly jwtSecretFile?: string;
  readonly webRoot?: string;
  readonly trustProxy?: boolean;
  /** Run the mail worker in this process (default true). */
  readonly workers?: boolean;
  /** LOGIN_ATTEMPTS_PER_MINUTE: wrong sign-ins per account and address a minute; other limits are multiples. */
  readonly loginAttemptsPerMinute?: number;
  /** Prefix of the shared rate-limit counters (tests give each portal its own; instances of one deployment share). */
  readonly rateLimitScope?: string;
  /** How long a process reuses a session's state (default 2 s): another process's revocation shows within it. */
  readonly sessionCheckTtlMs?: number;
  /** Folder of uploaded files (default `.data/files`). */
  readonly filesDir?: string;
  /** Largest upload in bytes (default 20 MB). */
  readonly uploadMaxBytes?: number;
  /** The portal's address as users reach it, for links in e-mails (default http://127.0.0.1:3000, as readSettings). */
  readonly publicUrl?: string;
  /**
   * Serve the development mailbox to signed-in operators (default false). The caller decides: readSettings
   * allows it only on a loopback address.
   */
  readonly devMailbox?: boolean;
}

export const DEFAULT_UPLOAD_MAX_BYTES = 20 * 1024 * 1024;

export interface Portal {
  readonly app: Hono;
  readonly orm: MikroORM;
  readonly jobs: JobQueue;
  readonly services: Services;
  stop(): Promise<void>;
}

/**
 * Assembles the portal on a running database: migrations, job queue and workers, services, HTTP app.
 * The only place where the adapters meet.
 */
export const createPortal = async (db: RunningDatabase, options: PortalOptions = {}): Promise<Portal> => {
  const orm = await openOrm(db.url, db.embedded);
  await migrateUp(orm);
  const jobs = await startJobQueue(db.url, db.embedded);
  const sendMailJob = (tx: Parameters<typeof sendJobInTransaction>[1], outboxId: string) =>
    sendJobInTransaction(jobs, tx, QUEUES.mailDeliver, { outboxId });
  const sendPreprocessorJob = (tx: Parameters<typeof sendJobInTransaction>[1], jobId: string) =>
    sendJobInTransaction(jobs, tx, QUEUES.locationPreprocess, { jobId });
  const files = createLocalFileStore(options.filesDir ?? ".data/files");
  let stopPreprocessorSweep = () => {};
  if (options.workers !== false) {
    stopPreprocessorSweep = await startPreprocessorWorker(jobs, orm, files, preprocessorFileAdapters());
    const transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : undefined;
    const from = options.mailFrom ?? "NotiSphere <no-reply@notisphere.local>";
    await startMailDeliveryWorker(jobs, orm, { transport, from });
  }
  const newKey = () => nodeSecrets.randomToken(48);
  const jwtSecret =
    options.jwtSecret ??
    (options.jwtSecretFile ? await loadOrCreateSecretFile(options.jwtSecretFile, newKey) : newKey());
  const perMinute = options.loginAttemptsPerMinute ?? 10;
  const counters = createPostgresCounterStore(orm);
  // GET /me data reused for 2 s per process, like the session check (profile-repository.ts, ADR 3).
  const profiles = createShortCache<CachedProfileData>({
    ttlMs: options.sessionCheckTtlMs ?? PROFILE_CACHE_TTL_MS,
    maxEntries: 10_000,
  });
  // List totals cached per process, dropped when any process writes the table (seen within 1 s, ADR 5).
  const listTotals = createCountCache({
    ttlMs: 10_000,
    maxEntries: 1000,
    shared: createPostgresGenerations(orm),
  });
  // SSO client secrets are sealed with a key derived from the signing key (adapters/security/secret-box.ts).
  const ssoSecrets = createSecretBox(jwtSecret, "sso-client-secret");
  const storeDeps: StoreDeps = { sendMailJob, sendPreprocessorJob, profiles, listTotals };
  // One line per bounded context (docs/architecture.md). The same stores are built on a transaction for a
  // unit of work, so a use case writes through them atomically.
  const storesOn: StoresOn<RequestStores> = (em, afterCommit) =>
    combineStores(
      {
        get unitOfWork() {
          return createUnitOfWork(em, storesOn, afterCommit);
        },
      },
      createPlatformStores(em),
      createIdentityStores(em, storeDeps, afterCommit),
      createOrganisationsStores(em, storeDeps, afterCommit),
      createRegistrationStores(em, storeDeps, afterCommit),
      createSupplierMasterStores(em, storeDeps),
      createProviderSettingsStores(em, storeDeps),
      createCommunicationsStores(em, storeDeps),
      createContentStores(em, storeDeps),
      createLocationsStores(em, storeDeps),
      createLocationMasterStores(em, storeDeps),
      createLocationReviewStores(em, storeDeps),
      createProviderVerificationStores(em),
      createProviderStores(em, storeDeps),
      createSsoStores(em, ssoSecrets),
    );
  const services: Services = {
    config: {
      appVersion: APP_VERSION,
      devMailbox: options.devMailbox === true,
      webRoot: options.webRoot,
      trustProxy: options.trustProxy ?? false,
      uploadMaxBytes: options.uploadMaxBytes ?? DEFAULT_UPLOAD_MAX_BYTES,
      publicUrl: options.publicUrl ?? "http://127.0.0.1:3000",
    },
    clock: { now: () => new Date() },
    ids: uuidV7Generator,
    secrets: nodeSecrets,
    hasher: argon2Hasher,
    tokens: createJwtTokenService(jwtSecret),
    dummyHash: await argon2Hasher.hash(nodeSecrets.randomToken(24)),
    sessions: createSessionCheck(orm, { ttlMs: options.sessionCheckTtlMs }),
    loginLimiter: createAttemptLimiter({
      store: counters,
      kind: "signIn",
      perMinute,
      scope: options.rateLimitScope,
      message: REQUEST_MESSAGES.texts.tooManySignIns,
    }),
    codeLimiter: createAttemptLimiter({
      store: counters,
      kind: "code",
      perMinute,
      scope: options.rateLimitScope,
      message: REQUEST_MESSAGES.texts.tooManyAttempts,
    }),
    files,
    locationTablePreview: previewLocationTable,
    readSpreadsheet: readSpreadsheetBytes,
    links: createLinkSigner(jwtSecret),
    issuerClient: openIdIssuerClient,
    stores() {
      // One EntityManager per request, forked on first use: GET /me answered from its cache needs none.
      let forked: ReturnType<typeof orm.em.fork> | undefined;
      return storesOn(() => (forked ??= orm.em.fork()));
    },
    async databaseReady() {
      try {
        await orm.em.fork().getConnection().execute("select 1");
        return true;
      } catch {
        return false;
      }
    },
  };
  return {
    app: createApp(services, ALL_ROUTES),
    orm,
    jobs,
    services,
    async stop() {
      stopPreprocessorSweep();
      await jobs.stop({ graceful: true, timeout: 10_000 });
      await orm.close(true);
    },
  };
};
