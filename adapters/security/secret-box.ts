import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";

import type { SecretBox } from "#core/identity/sso/ports.ts";

const PREFIX = "sealed:v1:";

/**
 * AES-256-GCM with a key derived (HKDF-SHA256) from the portal's signing key, so no second key needs managing;
 * changing the signing key makes sealed secrets unreadable (they read as not set, and are typed in again).
 * A stored value without the prefix is a plain one written before sealing (the demo seed) and reads as it is.
 */
export const createSecretBox = (keyMaterial: string, purpose: string): SecretBox => {
  const key = Buffer.from(hkdfSync("sha256", keyMaterial, "notisphere-secret-box", purpose, 32));
  return {
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv("aes-256-gcm", key, iv);
      const sealed = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
      return PREFIX + [iv, cipher.getAuthTag(), sealed].map((part) => part.toString("base64url")).join(".");
    },
    open(stored) {
      if (!stored.startsWith(PREFIX)) return stored;
      const [iv, tag, sealed] = stored
        .slice(PREFIX.length)
        .split(".")
        .map((part) => Buffer.from(part, "base64url"));
      if (!iv || !tag || !sealed) return undefined;
      try {
        const decipher = createDecipheriv("aes-256-gcm", key, iv);
        decipher.setAuthTag(tag);
        return Buffer.concat([decipher.update(sealed), decipher.final()]).toString("utf8");
      } catch {
        return undefined;
      }
    },
  };
};
