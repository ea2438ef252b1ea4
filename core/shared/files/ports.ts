/**
 * Where uploaded and generated files live. Keys are chosen by the application (never a user's file name), so
 * an adapter may use them as paths; the user's name is kept beside the record for downloads only.
 */
export interface FileStore {
  put(key: string, bytes: Uint8Array): Promise<void>;
  /** The file's bytes as a stream; throws when there is no such file. */
  read(key: string): AsyncIterable<Uint8Array>;
  remove(key: string): Promise<void>;
}

/** File keys are our own: letters, digits, dashes and slashes between segments, nothing that climbs a folder. */
export const isSafeFileKey = (key: string): boolean =>
  /^[a-z0-9][a-z0-9-]*(\/[a-z0-9][a-z0-9-]*)*$/i.test(key) && key.length <= 200;
