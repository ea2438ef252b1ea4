import { hash, verify } from "@node-rs/argon2";
import type { PasswordHasher } from "#core/identity/auth/ports.ts";

/** argon2id with OWASP's baseline (19 MiB, 2 passes, 1 lane): about 25 ms per check on this hardware. */
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const argon2Hasher: PasswordHasher = {
  hash: (password) => hash(password, OPTIONS),
  async verify(passwordHash, password) {
    try {
      return await verify(passwordHash, password);
    } catch {
      return false; // a malformed stored hash is a failed check, not a crash
    }
  },
};
