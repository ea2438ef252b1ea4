import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { DEFAULT_ROLES } from "../../permissions-catalogue.ts";
import {
  awaitsEmailVerification,
  decideMembership,
  REGISTRATION_ROLE,
  statusAfterVerification,
} from "./transitions.ts";

const ACCOUNT_STATUSES = [
  "VERIFIED",
  "VERIFICATION",
  "NONVERIFIED",
  "DEACTIVATED",
  "LOCKED",
  "PENDING",
  "SSO",
];
const MEMBERSHIP_STATUSES = ["ACTIVE", "PENDING", "DEACTIVATED"];

describe("self-registration state transitions", () => {
  it("verification moves VERIFICATION to VERIFIED and leaves every other status alone", () => {
    fc.assert(
      fc.property(fc.oneof(fc.constantFrom(...ACCOUNT_STATUSES), fc.string()), (status) => {
        expect(statusAfterVerification(status)).toBe(status === "VERIFICATION" ? "VERIFIED" : status);
        // Verifying twice changes nothing more.
        expect(statusAfterVerification(statusAfterVerification(status))).toBe(
          statusAfterVerification(status),
        );
      }),
    );
  });

  it("only a PENDING membership is decided: approve activates, reject removes", () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.constantFrom(...MEMBERSHIP_STATUSES), fc.string()),
        fc.constantFrom("approve" as const, "reject" as const),
        (status, decision) => {
          const outcome = decideMembership(status, decision);
          if (status !== "PENDING") expect(outcome).toEqual({ kind: "refused" });
          else expect(outcome).toEqual({ kind: decision === "approve" ? "activate" : "remove" });
        },
      ),
    );
  });

  it("sign-in waits for verification only for an account with a password still in VERIFICATION", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ACCOUNT_STATUSES),
        fc.option(fc.string(), { nil: null }),
        (status, hash) => {
          expect(awaitsEmailVerification({ status, passwordHash: hash })).toBe(
            status === "VERIFICATION" && hash !== null,
          );
        },
      ),
    );
  });

  it("gives the least-privileged built-in role, one that exists and holds no user administration", () => {
    for (const type of ["SUPPLIER", "PROVIDER"] as const) {
      const roles = DEFAULT_ROLES[type];
      const given = roles.find((role) => role.name === REGISTRATION_ROLE[type]);
      expect(given).toBeDefined();
      expect(given?.permissions.some((p) => p.endsWith("_ManageUsers"))).toBe(false);
      const fewest = Math.min(...roles.map((role) => role.permissions.length));
      expect(given?.permissions.length).toBe(fewest);
    }
  });
});
