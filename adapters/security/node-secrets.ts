import { createHash, randomBytes, randomInt } from "node:crypto";
import type { Secrets } from "#core/identity/auth/ports.ts";

export const nodeSecrets: Secrets = {
  randomToken: (bytes) => randomBytes(bytes).toString("base64url"),
  numericCode: (digits) => Array.from({ length: digits }, () => String(randomInt(10))).join(""),
  sha256: (text) => createHash("sha256").update(text).digest("hex"),
};
