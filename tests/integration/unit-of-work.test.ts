import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { decodeJwt } from "jose";
import { User, UserSession } from "../../adapters/db/entities.ts";
import { startTestPortal, type TestPortal } from "./support/test-portal.ts";

/**
 * A unit of work keeps all of its writes or none: the request's stores, rebuilt on one transaction. The
 * password reset and change rely on it to set the password and end every session together.
 */
let t: TestPortal;
beforeAll(async () => {
  t = await startTestPortal();
});
afterAll(() => t.stop());

const signedInUser = async () => {
  const user = await t.createUser({
    organization: "Acme Medical",
    role: "Administrator",
    emailPrefix: "uow",
  });
  const { access_token } = await t.signIn(user.email);
  return { ...user, sessionId: String(decodeJwt(access_token).sid) };
};

const rowsOf = async (userId: string, sessionId: string) => {
  const em = t.portal.orm.em.fork();
  const user = await em.findOneOrFail(User, { id: userId }, { disableIdentityMap: true });
  const session = await em.findOneOrFail(UserSession, { id: sessionId }, { disableIdentityMap: true });
  return { passwordHash: user.passwordHash, sessionRevokedAt: session.revokedAt };
};

describe("UnitOfWork on PostgreSQL", () => {
  it("keeps none of the writes when a later write fails: the first is rolled back", async () => {
    const user = await signedInUser();
    const before = await rowsOf(user.id, user.sessionId);
    const now = new Date();
    const stores = t.portal.services.stores();
    await expect(
      stores.unitOfWork.run(async (tx) => {
        await tx.accounts.setPassword(user.id, "hash-that-must-not-stay", now);
        await tx.sessions.revokeAllSessions(user.id, now);
        // The session id is taken: the insert fails in the database, inside the transaction.
        await tx.sessions.createSession({ id: user.sessionId, userId: user.id, createdAt: now });
      }),
    ).rejects.toThrow();
    expect(await rowsOf(user.id, user.sessionId)).toEqual(before);
    expect(before.sessionRevokedAt).toBeNull();
    // The request's own stores still work after the rollback.
    expect((await stores.accounts.findUserById(user.id))?.passwordHash).toBe(before.passwordHash);
  });

  it("keeps none of the writes when the work itself throws after writing", async () => {
    const user = await signedInUser();
    const before = await rowsOf(user.id, user.sessionId);
    await expect(
      t.portal.services.stores().unitOfWork.run(async (tx) => {
        await tx.sessions.revokeAllSessions(user.id, new Date());
        throw new Error("changed its mind");
      }),
    ).rejects.toThrow("changed its mind");
    expect(await rowsOf(user.id, user.sessionId)).toEqual(before);
  });

  it("keeps every write, and answers the work's result, when the work succeeds", async () => {
    const user = await signedInUser();
    const now = new Date();
    const result = await t.portal.services.stores().unitOfWork.run(async (tx) => {
      await tx.accounts.setPassword(user.id, "hash-that-stays", now);
      await tx.sessions.revokeAllSessions(user.id, now);
      // Reads inside see the transaction's own writes.
      return (await tx.accounts.findUserById(user.id))?.passwordHash;
    });
    expect(result).toBe("hash-that-stays");
    const after = await rowsOf(user.id, user.sessionId);
    expect(after.passwordHash).toBe("hash-that-stays");
    expect(after.sessionRevokedAt).toBeInstanceOf(Date);
  });

  it("joins an outer unit of work when nested: the outer rollback undoes the inner writes", async () => {
    const user = await signedInUser();
    const before = await rowsOf(user.id, user.sessionId);
    await expect(
      t.portal.services.stores().unitOfWork.run(async (outer) => {
        await outer.unitOfWork.run((inner) => inner.sessions.revokeAllSessions(user.id, new Date()));
        throw new Error("outer fails after the inner work");
      }),
    ).rejects.toThrow("outer fails after the inner work");
    expect(await rowsOf(user.id, user.sessionId)).toEqual(before);
  });
});
