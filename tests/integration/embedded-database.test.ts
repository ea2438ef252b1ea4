import { mkdtemp, readFile, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startEmbeddedPostgres, type RunningDatabase } from "../../adapters/db/embedded-postgres.ts";
import { createPortal, type Portal } from "../../adapters/http/portal.ts";
import { startTestPortal } from "./support/test-portal.ts";

/**
 * The persisted embedded database, as `npm start` runs it: PGlite checks no password, so no other local user
 * may reach it (no TCP port; a Unix socket in an owner-only folder; owner-only files), and the token-signing
 * key is in no table but in an owner-only key file.
 */
const modeOf = async (path: string): Promise<number> => (await stat(path)).mode & 0o777;

let root: string;
let db: RunningDatabase;
let portal: Portal;
beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), "embedded-db-"));
  db = await startEmbeddedPostgres(join(root, "pg"));
  // Migrations through MikroORM and the job queue through pg-boss, both over the socket URL.
  portal = await createPortal(db, { workers: false, jwtSecretFile: join(root, "jwt-secret") });
});
afterAll(async () => {
  await portal?.stop();
  await db?.stop();
  await rm(root, { recursive: true, force: true });
});

describe("the persisted embedded database", () => {
  it("is served on a Unix socket in an owner-only folder, not on a TCP port", async () => {
    const url = new URL(db.url);
    const socketDir = url.searchParams.get("host");
    expect(socketDir).toBe(join(root, "pg.socket"));
    expect(await modeOf(socketDir!)).toBe(0o700);
    expect((await stat(join(socketDir!, ".s.PGSQL.5432"))).isSocket()).toBe(true);
    expect(await modeOf(join(root, "pg"))).toBe(0o700);
    // The pg driver (as MikroORM, pg-boss and the CLI use it) connects through the socket.
    const client = new pg.Client({ connectionString: db.url });
    await client.connect();
    const { rows } = await client.query<{ n: number }>("select count(*)::int as n from pgboss.queue");
    await client.end();
    expect(rows[0]!.n).toBeGreaterThan(0);
  });

  it("keeps the signing key in an owner-only file and in no table", async () => {
    const keyFile = join(root, "jwt-secret");
    expect(await modeOf(keyFile)).toBe(0o600);
    expect(await modeOf(root)).toBe(0o700);
    expect((await readFile(keyFile, "utf8")).trim().length).toBeGreaterThanOrEqual(32);
    const settings = await portal.orm.em.fork().getConnection().execute(`select key from app_setting`);
    expect(settings).toEqual([]);
  });

  it("signs with the same key after a restart, and with another key without the file", async () => {
    const claims = {
      sub: "0193a6b0-0000-7000-8000-000000000001",
      jti: "j",
      fam: "f",
      org_type: "NOTISPHERE",
      parentorg_type: null,
    } as const;
    const token = await portal.services.tokens.signRefresh(claims, 60);
    const again = await createPortal(db, { workers: false, jwtSecretFile: join(root, "jwt-secret") });
    const stranger = await createPortal(db, { workers: false });
    try {
      expect(await again.services.tokens.verifyRefresh(token)).toMatchObject({ sub: claims.sub });
      expect(await stranger.services.tokens.verifyRefresh(token)).toBeUndefined();
    } finally {
      await again.stop();
      await stranger.stop();
    }
  });
});

describe("the portal without a key file (in-process tests)", () => {
  it("stores no signing key in the database", async () => {
    const t = await startTestPortal();
    try {
      const rows = await t.portal.orm.em
        .fork()
        .getConnection()
        .execute(`select key from app_setting where key = 'jwt_secret'`);
      expect(rows).toEqual([]);
    } finally {
      await t.stop();
    }
  });
});
