import { describe, expect, it } from "vitest";
import { organisationUserStatus } from "./organisation-user-status.ts";

const active = { accountStatus: "VERIFIED", lockedAt: null, membershipStatus: "ACTIVE" };

describe("organisationUserStatus", () => {
  it("shows a verified active member as VERIFIED", () => {
    expect(organisationUserStatus(active)).toBe("VERIFIED");
  });
  it("lets a deactivated membership win over everything the account says", () => {
    expect(organisationUserStatus({ ...active, membershipStatus: "DEACTIVATED", lockedAt: new Date() })).toBe(
      "DEACTIVATED",
    );
    expect(organisationUserStatus({ ...active, accountStatus: "DEACTIVATED" })).toBe("DEACTIVATED");
  });
  it("shows an unapproved self-registration as PENDING even when locked", () => {
    expect(organisationUserStatus({ ...active, membershipStatus: "PENDING", lockedAt: new Date() })).toBe(
      "PENDING",
    );
  });
  it("shows a locked account as LOCKED", () => {
    expect(organisationUserStatus({ ...active, lockedAt: new Date() })).toBe("LOCKED");
  });
  it.each(["VERIFICATION", "NONVERIFIED", "SSO"])("passes the account status %s through", (status) => {
    expect(organisationUserStatus({ ...active, accountStatus: status })).toBe(status);
  });
});
