import { createFakeAccountStore } from "./account-store.ts";
import { createFakeIdentityData } from "./identity-data.ts";
import { createFakeMembershipDirectory } from "./membership-directory.ts";
import { createFakeOneTimeSecretStore } from "./one-time-secret-store.ts";
import { createFakeProfileStore } from "./profile-store.ts";
import {
  createCountingIds,
  createFakeClock,
  createFakeHasher,
  createFakeSecrets,
  createFakeTokenService,
  fakePasswordHash,
} from "./security.ts";
import { createFakeSessionStore } from "./session-store.ts";
import { createFakeUnitOfWork } from "./unit-of-work.ts";

/**
 * Everything the sign-in, session, unlock and profile use cases need, wired to fakes sharing one settable clock
 * and one set of tables (`data`, for arranging and inspecting rows). Each use case takes only its ports.
 */
export const createAuthDeps = () => {
  const clock = createFakeClock();
  const data = createFakeIdentityData(clock.now);
  const stores = {
    accounts: createFakeAccountStore(data),
    sessions: createFakeSessionStore(data),
    oneTimeSecrets: createFakeOneTimeSecretStore(data),
    profiles: createFakeProfileStore(data),
    memberships: createFakeMembershipDirectory(data),
  };
  return {
    data,
    ...stores,
    unitOfWork: createFakeUnitOfWork(stores, data.snapshot),
    tokens: createFakeTokenService(clock),
    secrets: createFakeSecrets(),
    hasher: createFakeHasher(),
    clock,
    ids: createCountingIds(),
    /** What sign-in verifies for an unknown e-mail: a well-formed hash of a password nobody knows. */
    dummyHash: fakePasswordHash("no-one-knows-this-password", "dummy"),
  };
};
