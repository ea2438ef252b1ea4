import { chmod, link, mkdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import { randomBytes } from "node:crypto";
import { dirname } from "node:path";

/**
 * Reads a secret kept in a file only this user may read (mode 0600, in a 0700 folder), creating it with
 * `create()` on first use. The token-signing key lives here rather than in a database table, where anyone who
 * can read the database could read it and forge operator tokens. The file appears atomically (written aside,
 * then hard-linked into place), so two processes starting together agree on one key.
 */
export const loadOrCreateSecretFile = async (
  file: string,
  create: () => string,
  minLength = 32,
): Promise<string> => {
  const folder = dirname(file);
  await mkdir(folder, { recursive: true, mode: 0o700 });
  await chmod(folder, 0o700);
  const draft = `${file}.${process.pid}.${randomBytes(6).toString("hex")}.tmp`;
  await writeFile(draft, create(), { mode: 0o600 });
  try {
    await link(draft, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  } finally {
    await rm(draft, { force: true });
  }
  const info = await stat(file);
  // A key planted by another user (in a folder others could write to) would let them sign tokens.
  if (process.getuid && info.uid !== process.getuid())
    throw new Error(`The key file ${file} belongs to another user; remove it or set JWT_SECRET`);
  // A key file copied in by hand may have been left readable by others.
  if ((info.mode & 0o077) !== 0) await chmod(file, 0o600);
  const secret = (await readFile(file, "utf8")).trim();
  if (secret.length < minLength)
    throw new Error(
      `The key in ${file} is shorter than ${minLength} characters; remove the file to get a new one`,
    );
  return secret;
};
