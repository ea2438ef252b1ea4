import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { createAuthDeps } from "../../../tests/fakes/auth-deps.ts";
import { fakePasswordHash } from "../../../tests/fakes/security.ts";
import { PERMISSIONS_BY_ORGANIZATION_TYPE } from "../../permissions-catalogue.ts";
import { VALIDATION_MESSAGES } from "../../shared/validation/messages.ts";
import { issueSession } from "./issue-session.ts";
import { AUTH_MESSAGES, AUTH_POLICY } from "./policy.ts";
import type { MembershipView } from "../../organisations/memberships/ports.ts";
import type { UserRecord } from "./ports.ts";
import { refreshSession } from "./refresh-session.ts";
import { signIn } from "./sign-in.ts";
import { requestUnlockCode, restoreUser, verifyUnlockCode } from "./unlock-account.ts";

const OLD_PASSWORD = "Old#Password1";
const NEW_PASSWORD = "New#Password2";
const membership: MembershipView = {
  membershipId: "m-acme",
  organizationId: "org-acme",
  organizationName: "Acme Medical",
  organizationType: "SUPPLIER",
  parentOrganizationType: null,
  roleName: "Administrator",
  permissions: [...PERMISSIONS_BY_ORGANIZATION_TYPE.SUPPLIER],
  siteIds: "all",
};

const setup = (user: Partial<UserRecord> = {}) => {
  const deps = createAuthDeps();
  deps.data.addUser({
    id: "u-1",
    email: "alice@example.com",
    firstName: "Alice",
    passwordHash: fakePasswordHash(OLD_PASSWORD),
    ...user,
  });
  deps.data.addMembership("u-1", membership);
  return deps;
};
type Deps = ReturnType<typeof setup>;

/** The code as the user reads it: from the last mail in the outbox. */
const mailedCode = (deps: Deps): string => {
  const text = deps.data.outbox.at(-1)?.text ?? "";
  const code = /verification code is (\d+)\./.exec(text)?.[1];
  if (!code) throw new Error(`no code in mail: ${text}`);
  return code;
};
const otherCode = (code: string, n = 1) => String((Number(code) + n) % 1_000_000).padStart(6, "0");

const invalidCode = {
  _tag: "ValidationFailed",
  message: AUTH_MESSAGES.invalidCode,
  fields: [{ field: "code", message: AUTH_MESSAGES.invalidCode }],
};
const invalidResetToken = {
  _tag: "ValidationFailed",
  message: AUTH_MESSAGES.invalidResetToken,
  fields: [{ field: "reset_token", message: AUTH_MESSAGES.invalidResetToken }],
};
const badEmail = {
  _tag: "ValidationFailed",
  message: VALIDATION_MESSAGES.email,
  fields: [{ field: "email", message: VALIDATION_MESSAGES.email }],
};

describe("requestUnlockCode", () => {
  it("mails a six-digit code to the account and keeps only its hash", async () => {
    const deps = setup();
    expect(await requestUnlockCode(deps, "  ALICE@example.com ")).toBe(AUTH_MESSAGES.codeSent);
    const code = mailedCode(deps);
    expect(code).toMatch(/^\d{6}$/);
    expect(deps.data.outbox).toEqual([
      {
        to: "alice@example.com",
        subject: "Your NotiSphere verification code",
        text: expect.stringMatching(
          /^Hello Alice,\n\nYour verification code is \d{6}\. It is valid for 10 minutes/,
        ),
      },
    ]);
    expect(deps.data.secrets).toMatchObject([
      {
        userId: "u-1",
        purpose: "UNLOCK",
        secretHash: deps.secrets.sha256(code),
        expiresAt: new Date(deps.clock.now().getTime() + AUTH_POLICY.unlockCodeTtlSeconds * 1000),
        attempts: 0,
        usedAt: null,
      },
    ]);
    expect(JSON.stringify(deps.data.secrets)).not.toContain(code);
  });

  it("answers an unknown e-mail and a deactivated account the same way, and sends nothing", async () => {
    const deps = setup({ status: "DEACTIVATED" });
    expect(await requestUnlockCode(deps, "nobody@example.com")).toBe(AUTH_MESSAGES.codeSent);
    expect(await requestUnlockCode(deps, "alice@example.com")).toBe(AUTH_MESSAGES.codeSent);
    expect(deps.data.outbox).toEqual([]);
    expect(deps.data.secrets).toEqual([]);
  });

  it("refuses a malformed e-mail", async () => {
    const deps = setup();
    await expect(requestUnlockCode(deps, "alice@")).rejects.toMatchObject(badEmail);
    await expect(verifyUnlockCode(deps, "alice", "123456")).rejects.toMatchObject(badEmail);
    await expect(
      restoreUser(deps, { email: "", resetToken: "x", password: NEW_PASSWORD }),
    ).rejects.toMatchObject(badEmail);
  });

  it("replaces an earlier code: only the newest one works", async () => {
    const deps = setup();
    await requestUnlockCode(deps, "alice@example.com");
    const first = mailedCode(deps);
    await requestUnlockCode(deps, "alice@example.com");
    const second = mailedCode(deps);
    expect(second).not.toBe(first);
    await expect(verifyUnlockCode(deps, "alice@example.com", first)).rejects.toMatchObject(invalidCode);
    await expect(verifyUnlockCode(deps, "alice@example.com", second)).resolves.toHaveProperty("reset_token");
  });
});

describe("verifyUnlockCode", () => {
  it("trades the right code for a reset token, once", async () => {
    const deps = setup();
    await requestUnlockCode(deps, "alice@example.com");
    const code = mailedCode(deps);
    const { reset_token } = await verifyUnlockCode(deps, "alice@example.com", ` ${code} `);
    expect(reset_token.length).toBeGreaterThan(20);
    expect(deps.data.secrets).toMatchObject([
      { purpose: "UNLOCK", usedAt: deps.clock.now(), attempts: 1 },
      {
        purpose: "RESET",
        secretHash: deps.secrets.sha256(reset_token),
        expiresAt: new Date(deps.clock.now().getTime() + AUTH_POLICY.resetTokenTtlSeconds * 1000),
        usedAt: null,
      },
    ]);
    expect(deps.data.outbox).toHaveLength(1);
    await expect(verifyUnlockCode(deps, "alice@example.com", code)).rejects.toMatchObject(invalidCode);
  });

  it("refuses malformed codes, unknown e-mails and wrong codes in the same words", async () => {
    const deps = setup();
    await requestUnlockCode(deps, "alice@example.com");
    const code = mailedCode(deps);
    for (const malformed of ["12345", "1234567", "12a456", ""])
      await expect(verifyUnlockCode(deps, "alice@example.com", malformed)).rejects.toMatchObject(invalidCode);
    await expect(verifyUnlockCode(deps, "bob@example.com", code)).rejects.toMatchObject(invalidCode);
    await expect(verifyUnlockCode(deps, "alice@example.com", otherCode(code))).rejects.toMatchObject(
      invalidCode,
    );
    // Malformed codes and unknown e-mails cost no attempt; the wrong code cost one.
    expect(deps.data.secrets[0]?.attempts).toBe(1);
  });

  it("refuses a code after its ten minutes", async () => {
    const deps = setup();
    await requestUnlockCode(deps, "alice@example.com");
    deps.clock.advanceSeconds(AUTH_POLICY.unlockCodeTtlSeconds);
    await expect(verifyUnlockCode(deps, "alice@example.com", mailedCode(deps))).rejects.toMatchObject(
      invalidCode,
    );
  });

  it("accepts a code at most once, and never after the fifth wrong guess", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 999_999 })), { maxLength: 12 }),
        async (guesses) => {
          const deps = setup();
          await requestUnlockCode(deps, "alice@example.com");
          const code = mailedCode(deps);
          let wrong = 0;
          let accepted = 0;
          for (const offset of guesses) {
            const right = offset === 0;
            const result = await verifyUnlockCode(deps, "alice@example.com", otherCode(code, offset)).then(
              () => "ok",
              (error: unknown) => {
                expect(error).toMatchObject(invalidCode);
                return "refused";
              },
            );
            const expected = accepted === 0 && wrong < AUTH_POLICY.unlockCodeMaxAttempts && right;
            expect(result).toBe(expected ? "ok" : "refused");
            if (result === "ok") accepted += 1;
            else if (!right && accepted === 0) wrong += 1;
          }
          expect(accepted).toBeLessThanOrEqual(1);
          expect(deps.data.secrets.filter((s) => s.purpose === "RESET")).toHaveLength(accepted);
        },
      ),
      { numRuns: 150 },
    );
  });
});

describe("restoreUser", () => {
  const resetTokenFor = async (deps: Deps) => {
    await requestUnlockCode(deps, "alice@example.com");
    return (await verifyUnlockCode(deps, "alice@example.com", mailedCode(deps))).reset_token;
  };

  it("unlocks a locked account, sets the password and ends every session: the whole flow", async () => {
    const deps = setup();
    const before = await signIn(deps, {
      clientId: AUTH_POLICY.clientId,
      email: "alice@example.com",
      password: OLD_PASSWORD,
    });
    if (before.kind !== "tokens") throw new Error("expected tokens");
    for (let i = 0; i < AUTH_POLICY.maxFailedLogins; i += 1)
      await signIn(deps, { clientId: AUTH_POLICY.clientId, email: "alice@example.com", password: "x" }).catch(
        () => undefined,
      );
    expect(deps.data.users.get("u-1")?.status).toBe("LOCKED");

    const resetToken = await resetTokenFor(deps);
    expect(
      await restoreUser(deps, {
        email: "alice@example.com",
        resetToken: ` ${resetToken} `,
        password: NEW_PASSWORD,
        confirmPassword: NEW_PASSWORD,
      }),
    ).toBe(AUTH_MESSAGES.passwordRestored);

    const user = deps.data.users.get("u-1");
    expect(user).toMatchObject({ status: "VERIFIED", failedLoginCount: 0, lockedAt: null });
    expect(await deps.hasher.verify(user?.passwordHash ?? "", NEW_PASSWORD)).toBe(true);
    expect(await deps.hasher.verify(user?.passwordHash ?? "", OLD_PASSWORD)).toBe(false);
    expect(deps.data.refreshTokens.every((t) => t.revokedAt !== null)).toBe(true);
    await expect(refreshSession(deps, before.tokens.refresh_token)).rejects.toMatchObject({
      _tag: "Unauthenticated",
    });
    await expect(
      signIn(deps, { clientId: AUTH_POLICY.clientId, email: "alice@example.com", password: NEW_PASSWORD }),
    ).resolves.toMatchObject({ kind: "tokens" });
  });

  it("serves forgot-password for an account that is not locked, and the reset token works once", async () => {
    const deps = setup();
    await issueSession(deps, "u-1", membership, "family-1");
    const resetToken = await resetTokenFor(deps);
    const input = { email: "alice@example.com", resetToken, password: NEW_PASSWORD };
    await expect(restoreUser(deps, input)).resolves.toBe(AUTH_MESSAGES.passwordRestored);
    await expect(restoreUser(deps, input)).rejects.toMatchObject(invalidResetToken);
  });

  it("checks the new password before spending the token", async () => {
    const deps = setup();
    const resetToken = await resetTokenFor(deps);
    await expect(
      restoreUser(deps, { email: "alice@example.com", resetToken, password: "short" }),
    ).rejects.toMatchObject({
      _tag: "ValidationFailed",
      message: VALIDATION_MESSAGES.verify_password,
      fields: [{ field: "password", message: VALIDATION_MESSAGES.verify_password }],
    });
    await expect(
      restoreUser(deps, {
        email: "alice@example.com",
        resetToken,
        password: NEW_PASSWORD,
        confirmPassword: "New#Password3",
      }),
    ).rejects.toMatchObject({
      _tag: "ValidationFailed",
      message: VALIDATION_MESSAGES.confirmed,
      fields: [{ field: "confirm_password", message: VALIDATION_MESSAGES.confirmed }],
    });
    await expect(
      restoreUser(deps, { email: "alice@example.com", resetToken, password: NEW_PASSWORD }),
    ).resolves.toBe(AUTH_MESSAGES.passwordRestored);
  });

  it("refuses an unknown e-mail, a blank token, another account's token and an expired one in the same words", async () => {
    const deps = setup();
    deps.data.addUser({ id: "u-2", email: "bob@example.com", passwordHash: fakePasswordHash(OLD_PASSWORD) });
    const resetToken = await resetTokenFor(deps);
    const attempt = (email: string, token: string) =>
      restoreUser(deps, { email, resetToken: token, password: NEW_PASSWORD });
    await expect(attempt("nobody@example.com", resetToken)).rejects.toMatchObject(invalidResetToken);
    await expect(attempt("alice@example.com", "   ")).rejects.toMatchObject(invalidResetToken);
    await expect(attempt("bob@example.com", resetToken)).rejects.toMatchObject(invalidResetToken);
    deps.clock.advanceSeconds(AUTH_POLICY.resetTokenTtlSeconds);
    await expect(attempt("alice@example.com", resetToken)).rejects.toMatchObject(invalidResetToken);
    expect(deps.data.users.get("u-1")?.passwordHash).toBe(fakePasswordHash(OLD_PASSWORD));
    expect(deps.data.users.get("u-2")?.passwordHash).toBe(fakePasswordHash(OLD_PASSWORD));
  });

  it("spends the token, sets the password and ends the sessions together: a failure keeps none of them", async () => {
    const deps = setup();
    await issueSession(deps, "u-1", membership, "family-1");
    const resetToken = await resetTokenFor(deps);
    const endSessions = deps.sessions.revokeAllSessions;
    deps.sessions.revokeAllSessions = async () => {
      throw new Error("the database went away");
    };
    const input = { email: "alice@example.com", resetToken, password: NEW_PASSWORD };
    await expect(restoreUser(deps, input)).rejects.toThrow("the database went away");
    expect(deps.data.users.get("u-1")?.passwordHash).toBe(fakePasswordHash(OLD_PASSWORD));
    expect(deps.data.refreshTokens.every((t) => t.revokedAt === null)).toBe(true);
    // The token was not spent, so the same request succeeds once the store works again.
    deps.sessions.revokeAllSessions = endSessions;
    await expect(restoreUser(deps, input)).resolves.toBe(AUTH_MESSAGES.passwordRestored);
    expect(deps.data.refreshTokens.every((t) => t.revokedAt !== null)).toBe(true);
  });

  it("spends the reset token on the first wrong guess", async () => {
    const deps = setup();
    const resetToken = await resetTokenFor(deps);
    const attempt = (token: string) =>
      restoreUser(deps, { email: "alice@example.com", resetToken: token, password: NEW_PASSWORD });
    await expect(attempt(`${resetToken}x`)).rejects.toMatchObject(invalidResetToken);
    await expect(attempt(resetToken)).rejects.toMatchObject(invalidResetToken);
    expect(deps.data.users.get("u-1")?.passwordHash).toBe(fakePasswordHash(OLD_PASSWORD));
  });
});
