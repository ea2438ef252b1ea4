import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";

// The CLI as an operator runs it, on its own embedded database (DATABASE_URL removed on purpose).
const dataDir = mkdtempSync(join(tmpdir(), "cli-admin-"));
const cli = (...args: string[]) => {
  const result = spawnSync(process.execPath, ["adapters/cli/main.ts", ...args], {
    env: { ...process.env, DATABASE_URL: "", DATA_DIR: dataDir },
    encoding: "utf8",
    timeout: 120_000,
  });
  return { code: result.status, out: result.stdout, err: result.stderr };
};
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe("npm run cli", () => {
  it("--help lists the commands", () => {
    const help = cli("--help");
    expect(help.code).toBe(0);
    for (const command of ["db", "users", "mail", "locations"]) expect(help.out).toContain(command);
  });

  it("refuses unknown commands and missing options with exit code 2", () => {
    expect(cli("frobnicate").code).toBe(2);
    const missing = cli("users", "create", "--email", "a@b.org");
    expect(missing.code).toBe(2);
    expect(missing.err).toContain("--organization");
  });

  it("migrates, seeds once, creates users with clear errors, and lists the outbox", () => {
    expect(cli("db", "migrate").out).toContain("Migrations applied.");
    expect(cli("db", "seed").out).toContain("Demo data created.");
    expect(cli("db", "seed").out).toContain("nothing was seeded");

    const noOrg = cli(
      "users",
      "create",
      "--email",
      "x@example.org",
      "--organization",
      "Nowhere Inc",
      "--role",
      "Administrator",
      "--password",
      "Secret!2026x",
    );
    expect(noOrg.code).toBe(2);
    expect(noOrg.err).toContain('No organisation named "Nowhere Inc".');
    const badEmail = cli(
      "users",
      "create",
      "--email",
      "not-an-email",
      "--organization",
      "Acme Medical",
      "--role",
      "Administrator",
    );
    expect(badEmail.code).toBe(2);
    expect(badEmail.err).toContain("Email not valid");
    const weak = cli(
      "users",
      "create",
      "--email",
      "new.user@example.org",
      "--organization",
      "Acme Medical",
      "--role",
      "Administrator",
      "--password",
      "weak",
    );
    expect(weak.code).toBe(2);
    expect(weak.err).toContain("Minimum 8 characters");
    const badRole = cli(
      "users",
      "create",
      "--email",
      "new.user@example.org",
      "--organization",
      "Acme Medical",
      "--role",
      "Pilot",
      "--password",
      "Secret!2026x",
    );
    // The organisation's roles are listed, built-in and the demo data's own (adapters/db/seed/demo-roles.ts).
    expect(badRole.err).toMatch(/Roles: .*Administrator, .*Recall Coordinator/);
    expect(badRole.err).toContain("Customer Service");

    const created = cli(
      "users",
      "create",
      "--email",
      "New.User@example.org",
      "--organization",
      "Acme Medical",
      "--role",
      "Recall Coordinator",
      "--password",
      "Secret!2026x",
    );
    expect(created.code).toBe(0);
    expect(created.out).toContain("Created new.user@example.org as Recall Coordinator of Acme Medical.");
    const again = cli(
      "users",
      "create",
      "--email",
      "new.user@example.org",
      "--organization",
      "Acme Medical",
      "--role",
      "Administrator",
    );
    expect(again.code).toBe(2);
    expect(again.err).toContain("already a member");
    const added = cli(
      "users",
      "create",
      "--email",
      "new.user@example.org",
      "--organization",
      "Ochsner Health",
      "--role",
      "Responder",
    );
    expect(added.out).toContain("Added new.user@example.org as Responder of Ochsner Health.");

    const mail = cli("mail", "list", "--limit", "5");
    expect(mail.code).toBe(0);
    expect(mail.out).toContain("The outbox is empty.");
    expect(cli("mail", "list", "--limit", "0").code).toBe(2);
  });
});
