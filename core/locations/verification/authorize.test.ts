import { describe, expect, it } from "vitest";
import { COMMON_MESSAGES } from "../../shared/messages/common-messages.ts";
import { assertCanVerify } from "./authorize.ts";
import {
  PROVIDER_VERIFICATION_POLICY,
  type ProviderVerificationOperation,
} from "./provider-verification-policy.ts";
import { verifier } from "./testing/provider-verification-fakes.ts";

const OPERATIONS = Object.keys(PROVIDER_VERIFICATION_POLICY) as ProviderVerificationOperation[];

describe("who may verify a provider's locations", () => {
  it("is a provider user holding Provider_ManageLocations, for every operation", () => {
    for (const operation of OPERATIONS) expect(() => assertCanVerify(verifier(), operation)).not.toThrow();
  });

  it("is not a provider user without the permission", () => {
    for (const operation of OPERATIONS) {
      expect(() => assertCanVerify(verifier({ permissions: [] }), operation)).toThrow(
        expect.objectContaining({ _tag: "Forbidden", message: COMMON_MESSAGES.texts.noPermission }),
      );
    }
  });

  it("is not a supplier or operator user, whatever permissions they carry", () => {
    for (const userType of ["SUPP", "NOTISPHERE"] as const) {
      expect(() => assertCanVerify(verifier({ userType }), "mark")).toThrow(
        expect.objectContaining({ _tag: "Forbidden", code: "common.noPermission" }),
      );
    }
  });
});
