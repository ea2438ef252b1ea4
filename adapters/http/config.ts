import { resolve } from "node:path";

/** Every environment variable the portal reads, with its default. The README's configuration table mirrors this. */
export interface PortalSettings {
  readonly port: number;
  readonly host: string;
  readonly databaseUrl: string | undefined;
  readonly dataDir: string;
  readonly jwtSecret: string | undefined;
  readonly smtpUrl: string | undefined;
  readonly mailFrom: string;
  readonly seedOnEmpty: boolean;
  readonly trustProxy: boolean;
  readonly loginAttemptsPerMinute: number;
  readonly webRoot: string;
  /** Largest uploaded file in bytes (UPLOAD_MAX_BYTES, default 20 MB). */
  readonly uploadMaxBytes: number;
  /** The portal's address as users reach it, for links in e-mails (PUBLIC_URL, default http://HOST:PORT). */
  readonly publicUrl: string;
  /**
   * The development mailbox (DEV_MAILBOX, default off): every e-mail, one-time codes included, readable by a
   * signed-in operator. Only ever on when the portal listens on a loopback address.
   */
  readonly devMailbox: boolean;
  /** Settings that were accepted but deserve a word at start-up (a refused DEV_MAILBOX, a missing PUBLIC_URL). */
  readonly warnings: readonly string[];
}

const bool = (value: string | undefined, fallback: boolean, name: string): boolean => {
  if (value === undefined || value === "") return fallback;
  if (/^(1|true|yes|on)$/i.test(value)) return true;
  if (/^(0|false|no|off)$/i.test(value)) return false;
  throw new Error(`${name} must be true or false, got "${value}"`);
};

const positiveInt = (value: string | undefined, fallback: number, name: string): number => {
  if (value === undefined || value === "") return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 1)
    throw new Error(`${name} must be a whole number of at least 1, got "${value}"`);
  return parsed;
};

const ANY_INTERFACE = new Set(["0.0.0.0", "::", "[::]"]);

/** The host a browser on this machine uses: listening on every interface is reached as localhost. */
export const browsableHost = (host: string): string => (ANY_INTERFACE.has(host) ? "localhost" : host);

/** Whether only this machine can reach the portal (then localhost links in e-mails are right). */
export const isLoopbackHost = (host: string): boolean =>
  ["127.0.0.1", "localhost", "::1", "[::1]"].includes(host);

/** An absolute http(s) address without a trailing slash, so links are built by appending a path. */
const publicUrl = (value: string | undefined, fallback: string): string => {
  if (value === undefined || value === "") return fallback;
  let parsed: URL;
  try {
    parsed = new URL(value);
  } catch {
    throw new Error(
      `PUBLIC_URL must be an absolute http(s) address without query or fragment, got "${value}"`,
    );
  }
  // Links are built by appending a path, so a query or fragment would end up in the middle of them.
  if ((parsed.protocol !== "http:" && parsed.protocol !== "https:") || parsed.search || parsed.hash)
    throw new Error(
      `PUBLIC_URL must be an absolute http(s) address without query or fragment, got "${value}"`,
    );
  return `${parsed.origin}${parsed.pathname}`.replace(/\/+$/, "");
};

export const readSettings = (env: NodeJS.ProcessEnv, cwd = process.cwd()): PortalSettings => {
  const port = Number(env.PORT ?? "3000");
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PORT must be a port number, got "${env.PORT}"`);
  if (env.JWT_SECRET !== undefined && env.JWT_SECRET.length < 32)
    throw new Error("JWT_SECRET must be at least 32 characters");
  const uploadMaxBytes = Number(env.UPLOAD_MAX_BYTES || 20 * 1024 * 1024);
  if (!Number.isInteger(uploadMaxBytes) || uploadMaxBytes < 1)
    throw new Error(`UPLOAD_MAX_BYTES must be a whole number of bytes, got "${env.UPLOAD_MAX_BYTES}"`);
  const host = env.HOST || "127.0.0.1";
  const warnings: string[] = [];
  if (!env.PUBLIC_URL && !isLoopbackHost(host))
    warnings.push(
      `PUBLIC_URL is not set: links in e-mails point at http://${browsableHost(host)}:${port}. Set it to the address users reach.`,
    );
  const devMailboxAsked = bool(env.DEV_MAILBOX, false, "DEV_MAILBOX");
  // The mailbox hands out every one-time code; beyond this machine that is an account takeover, so it stays off.
  const devMailbox = devMailboxAsked && isLoopbackHost(host);
  if (devMailboxAsked && !devMailbox)
    warnings.push(
      `DEV_MAILBOX is ignored: the development mailbox is only served on a loopback address, and HOST is ${host}. Configure SMTP_URL instead.`,
    );
  return {
    port,
    host,
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: resolve(cwd, env.DATA_DIR || ".data"),
    jwtSecret: env.JWT_SECRET || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || "NotiSphere <no-reply@notisphere.local>",
    seedOnEmpty: bool(env.SEED_ON_EMPTY, true, "SEED_ON_EMPTY"),
    trustProxy: bool(env.TRUST_PROXY, false, "TRUST_PROXY"),
    loginAttemptsPerMinute: positiveInt(env.LOGIN_ATTEMPTS_PER_MINUTE, 10, "LOGIN_ATTEMPTS_PER_MINUTE"),
    webRoot: resolve(cwd, env.WEB_ROOT || "dist/web"),
    uploadMaxBytes,
    publicUrl: publicUrl(env.PUBLIC_URL, `http://${browsableHost(host)}:${port}`),
    devMailbox,
    warnings,
  };
};
