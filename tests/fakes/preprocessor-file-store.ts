import type { FileStore } from "#core/shared/files/ports.ts";

/** In-memory FileStore: `read` of a missing key throws, as the disk and S3 adapters do. */
export const createFakePreprocessorFileStore = (): FileStore & {
  readonly files: Map<string, Uint8Array>;
} => {
  const files = new Map<string, Uint8Array>();
  return {
    files,
    async put(key, bytes) {
      files.set(key, Uint8Array.from(bytes));
    },
    async *read(key) {
      const bytes = files.get(key);
      if (!bytes) throw new Error(`no file ${key}`);
      yield bytes;
    },
    async remove(key) {
      files.delete(key);
    },
  };
};
