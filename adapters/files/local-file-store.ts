import { createReadStream } from "node:fs";
import { mkdir, rename, rm, writeFile } from "node:fs/promises";
import { dirname, join, resolve, sep } from "node:path";
import { isSafeFileKey, type FileStore } from "#core/shared/files/ports.ts";

/**
 * Files on local disk under one folder (DATA_DIR/files by default). Keys are ours and checked, so a key can
 * never leave the folder; writes go to a temporary name first so a reader never sees half a file.
 */
export const createLocalFileStore = (root: string): FileStore => {
  const base = resolve(root);
  const pathOf = (key: string): string => {
    if (!isSafeFileKey(key)) throw new Error(`unsafe file key ${JSON.stringify(key)}`);
    const path = join(base, key);
    if (!path.startsWith(base + sep)) throw new Error(`file key ${key} leaves the store`);
    return path;
  };
  return {
    async put(key, bytes) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      const partial = `${path}.partial`;
      await writeFile(partial, bytes);
      await rename(partial, path);
    },
    read(key) {
      const path = pathOf(key);
      // Opened on first read, not here: a stream opened but never read (the caller failed before reading it)
      // would report a missing file as an uncaught error and take the process down.
      return (async function* () {
        yield* createReadStream(path) as AsyncIterable<Uint8Array>;
      })();
    },
    async remove(key) {
      await rm(pathOf(key), { force: true });
    },
  };
};
