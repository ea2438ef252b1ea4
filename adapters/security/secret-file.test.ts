import { chmod, mkdtemp, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { loadOrCreateSecretFile } from "./secret-file.ts";

let root: string;
beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), "secret-file-"));
});
afterEach(() => rm(root, { recursive: true, force: true }));

const modeOf = async (path: string) => (await stat(path)).mode & 0o777;
const KEY = "k".repeat(48);

describe("loadOrCreateSecretFile", () => {
  it("creates the key once, owner-only, in an owner-only folder, and reads the same key after", async () => {
    const file = join(root, "data", "jwt-secret");
    expect(await loadOrCreateSecretFile(file, () => KEY)).toBe(KEY);
    expect(await modeOf(file)).toBe(0o600);
    expect(await modeOf(join(root, "data"))).toBe(0o700);
    expect(await loadOrCreateSecretFile(file, () => "another".repeat(10))).toBe(KEY);
  });

  it("agrees on one key when several processes start together", async () => {
    const file = join(root, "jwt-secret");
    const keys = await Promise.all(
      Array.from({ length: 5 }, (_, i) => loadOrCreateSecretFile(file, () => String(i).repeat(40))),
    );
    expect(new Set(keys).size).toBe(1);
  });

  it("tightens a key file left readable by others, and refuses a key too short to sign with", async () => {
    const file = join(root, "jwt-secret");
    await writeFile(file, KEY);
    await chmod(file, 0o644);
    expect(await loadOrCreateSecretFile(file, () => "unused".repeat(10))).toBe(KEY);
    expect(await modeOf(file)).toBe(0o600);
    await writeFile(file, "short");
    await expect(loadOrCreateSecretFile(file, () => KEY)).rejects.toThrow("shorter than 32 characters");
  });
});
