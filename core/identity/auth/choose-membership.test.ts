import { describe, expect, it } from "vitest";
import fc from "fast-check";
import type { MembershipView } from "../../organisations/memberships/ports.ts";
import { chooseMembership, parseLoginAsType } from "./choose-membership.ts";

const membership = (id: string, type: MembershipView["organizationType"], name: string): MembershipView => ({
  membershipId: `m-${id}`,
  organizationId: id,
  organizationName: name,
  organizationType: type,
  parentOrganizationType: null,
  roleName: "Administrator",
  permissions: [],
  siteIds: "all",
});
const op = membership("op", "NOTISPHERE", "NotiSphere");
const acme = membership("acme", "SUPPLIER", "Acme Medical");
const ochsner = membership("och", "PROVIDER", "Ochsner Health");

describe("chooseMembership", () => {
  it("takes the only membership without asking", () => {
    expect(chooseMembership([acme])).toEqual({ kind: "chosen", membership: acme });
  });

  it("asks when there are several, listing each type once with id 0 for the operator", () => {
    expect(chooseMembership([acme, op, ochsner])).toEqual({
      kind: "login_as_required",
      options: [
        { userType: "NOTISPHERE", organizations: [{ id: "0", name: "NotiSphere" }] },
        { userType: "PROV", organizations: [{ id: "och", name: "Ochsner Health" }] },
        { userType: "SUPP", organizations: [{ id: "acme", name: "Acme Medical" }] },
      ],
    });
  });

  it("lists the organisations of one type by name", () => {
    const zeta = membership("zeta", "SUPPLIER", "Zeta Devices");
    const beta = membership("beta", "SUPPLIER", "Beta Labs");
    expect(chooseMembership([zeta, acme, beta])).toEqual({
      kind: "login_as_required",
      options: [
        {
          userType: "SUPP",
          organizations: [
            { id: "acme", name: "Acme Medical" },
            { id: "beta", name: "Beta Labs" },
            { id: "zeta", name: "Zeta Devices" },
          ],
        },
      ],
    });
  });

  it("picks the named membership, the operator by type alone, and refuses others", () => {
    expect(chooseMembership([acme, op], { userType: "NOTISPHERE", organizationId: "0" })).toEqual({
      kind: "chosen",
      membership: op,
    });
    expect(chooseMembership([acme, op], { userType: "SUPP", organizationId: "acme" })).toEqual({
      kind: "chosen",
      membership: acme,
    });
    expect(chooseMembership([acme, op], { userType: "PROV", organizationId: "acme" })).toEqual({
      kind: "not_member",
    });
    expect(chooseMembership([])).toEqual({ kind: "none" });
  });

  it("never chooses a membership the user does not have", () => {
    const all = [op, acme, ochsner];
    fc.assert(
      fc.property(
        fc.subarray(all),
        fc.constantFrom("NOTISPHERE", "PROV", "SUPP"),
        fc.constantFrom("0", "acme", "och", "other"),
        (mine, userType, organizationId) => {
          const choice = chooseMembership(mine, { userType: userType as "PROV", organizationId });
          if (choice.kind === "chosen") expect(mine).toContain(choice.membership);
        },
      ),
    );
  });
});

describe("parseLoginAsType", () => {
  it("reads the spec's spellings", () => {
    expect(parseLoginAsType("noti")).toBe("NOTISPHERE");
    expect(parseLoginAsType("NOTISPHERE")).toBe("NOTISPHERE");
    expect(parseLoginAsType("PROV")).toBe("PROV");
    expect(parseLoginAsType("supplier")).toBe("SUPP");
    expect(parseLoginAsType("admin")).toBeUndefined();
  });
});
