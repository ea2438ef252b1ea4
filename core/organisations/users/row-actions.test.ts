import { describe, expect, it } from "vitest";
import type { Actor } from "../../access/actor.ts";
import { invitationLink } from "./invitation-mail.ts";
import { userRowActions } from "./row-actions.ts";
import type { OrganisationUserRecord } from "./user-administration.ts";

const actor: Actor = {
  userId: "admin",
  userType: "SUPP",
  organizationId: "acme",
  permissions: ["Supplier_ManageUsers"],
  roleName: "Administrator",
  siteIds: "all",
};
const member: OrganisationUserRecord = {
  membershipId: "m1",
  userId: "u1",
  organizationId: "acme",
  organizationName: "Acme",
  organizationType: "SUPPLIER",
  email: "u1@example.org",
  firstName: "Una",
  lastName: "One",
  phone: null,
  roleId: "r1",
  roleName: "Viewer",
  permissions: [],
  siteIds: "all",
  accountStatus: "VERIFIED",
  lockedAt: null,
  membershipStatus: "ACTIVE",
  createdAt: new Date(0),
  lastSignInAt: null,
};

describe("userRowActions", () => {
  it("offers edit and deactivate on an active colleague", () => {
    expect(userRowActions(actor, member)).toEqual(["edit", "deactivate"]);
  });
  it("never offers deactivating yourself", () => {
    expect(userRowActions(actor, { ...member, userId: "admin" })).toEqual(["edit"]);
  });
  it("offers resending to the invited and unlocking to the locked", () => {
    expect(userRowActions(actor, { ...member, accountStatus: "VERIFICATION" })).toEqual([
      "edit",
      "resendInvitation",
      "deactivate",
    ]);
    expect(userRowActions(actor, { ...member, lockedAt: new Date() })).toEqual([
      "edit",
      "unlock",
      "deactivate",
    ]);
  });
  it("offers only reactivation on a deactivated membership", () => {
    expect(userRowActions(actor, { ...member, membershipStatus: "DEACTIVATED" })).toEqual(["reactivate"]);
  });
  it("offers nothing on another organisation's member (the operator's list shows everyone)", () => {
    expect(userRowActions(actor, { ...member, organizationId: "northwind" })).toEqual([]);
  });
});

describe("invitationLink", () => {
  it("opens the set-password page with the token and the e-mail, encoded", () => {
    expect(invitationLink("https://portal.example.org/", "a+b@example.org", "t0k/en")).toBe(
      "https://portal.example.org/reset-password?invitation=t0k%2Fen&email=a%2Bb%40example.org",
    );
  });
});
