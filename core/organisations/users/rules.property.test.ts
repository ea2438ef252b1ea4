import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { PERMISSIONS_BY_ORGANIZATION_TYPE } from "../../permissions-catalogue.ts";
import { ADMINISTRATION_PERMISSION } from "../roles/administration.ts";
import {
  isCountedAdministrator,
  permissionsBeyond,
  refusalOfChange,
  sitesOutside,
  type ChangeFacts,
} from "./rules.ts";

const TYPES = ["NOTISPHERE", "SUPPLIER", "PROVIDER"] as const;

/** Facts about one change in an organisation of a random type, with permissions from that type's catalogue. */
const facts = fc.constantFrom(...TYPES).chain((organizationType) => {
  const catalogue = PERMISSIONS_BY_ORGANIZATION_TYPE[organizationType] as readonly string[];
  const permissions = fc.subarray([...catalogue]);
  const member = fc.record({
    userId: fc.constantFrom("u1", "u2", "u3"),
    permissions,
    membershipStatus: fc.constantFrom("ACTIVE", "PENDING", "DEACTIVATED"),
    accountStatus: fc.constantFrom("VERIFIED", "VERIFICATION", "LOCKED", "DEACTIVATED"),
  });
  return fc.record({
    organizationType: fc.constant(organizationType),
    actor: fc.record({ userId: fc.constantFrom("u1", "u2"), permissions }),
    target: member,
    otherAdministrators: fc.nat(3),
    change: fc.oneof(
      fc.constant({ kind: "deactivate" as const }),
      permissions.map((p) => ({ kind: "changeRole" as const, permissions: p })),
    ),
  }) satisfies fc.Arbitrary<ChangeFacts>;
});

const administratorsAfter = (f: ChangeFacts): number => {
  const target =
    f.change.kind === "deactivate"
      ? { ...f.target, membershipStatus: "DEACTIVATED" }
      : { ...f.target, permissions: f.change.permissions };
  return f.otherAdministrators + (isCountedAdministrator(f.organizationType, target) ? 1 : 0);
};
const administratorsBefore = (f: ChangeFacts): number =>
  f.otherAdministrators + (isCountedAdministrator(f.organizationType, f.target) ? 1 : 0);

describe("users rules", () => {
  it("never lets a change leave an organisation that had an administrator without one", () => {
    fc.assert(
      fc.property(facts, (f) => {
        if (administratorsBefore(f) > 0 && administratorsAfter(f) === 0)
          expect(refusalOfChange(f)).toBeDefined();
      }),
    );
  });

  it("never lets anyone give a role holding a permission they do not hold, themselves included", () => {
    fc.assert(
      fc.property(facts, (f) => {
        if (f.change.kind !== "changeRole") return;
        const beyond = f.change.permissions.filter((p) => !f.actor.permissions.includes(p));
        if (beyond.length > 0)
          expect(refusalOfChange(f)).toEqual({ reason: "beyondOwnPermissions", permissions: beyond });
      }),
    );
  });

  it("never lets anyone deactivate themselves", () => {
    fc.assert(
      fc.property(facts, (f) => {
        if (f.change.kind === "deactivate" && f.target.userId === f.actor.userId)
          expect(refusalOfChange(f)).toEqual({ reason: "selfDeactivation" });
      }),
    );
  });

  it("allows every other change: another person, permissions held, an administrator left", () => {
    fc.assert(
      fc.property(facts, (f) => {
        const self = f.change.kind === "deactivate" && f.target.userId === f.actor.userId;
        const beyond =
          f.change.kind === "changeRole" &&
          permissionsBeyond(f.actor.permissions, f.change.permissions).length > 0;
        const orphans = administratorsBefore(f) > 0 && administratorsAfter(f) === 0;
        if (!self && !beyond && !orphans) expect(refusalOfChange(f)).toBeUndefined();
      }),
    );
  });

  it("counts an administrator only on an active membership of an open account", () => {
    const admin = [ADMINISTRATION_PERMISSION.SUPPLIER];
    const base = { permissions: admin, membershipStatus: "ACTIVE", accountStatus: "VERIFIED" };
    expect(isCountedAdministrator("SUPPLIER", base)).toBe(true);
    expect(isCountedAdministrator("SUPPLIER", { ...base, membershipStatus: "PENDING" })).toBe(false);
    expect(isCountedAdministrator("SUPPLIER", { ...base, membershipStatus: "DEACTIVATED" })).toBe(false);
    expect(isCountedAdministrator("SUPPLIER", { ...base, accountStatus: "DEACTIVATED" })).toBe(false);
    // An invited administrator who has not set a password yet still counts: the role is theirs.
    expect(isCountedAdministrator("SUPPLIER", { ...base, accountStatus: "VERIFICATION" })).toBe(true);
    expect(isCountedAdministrator("PROVIDER", base)).toBe(false);
  });

  it("finds the sites outside the organisation", () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.uuid()), fc.uniqueArray(fc.uuid()), (own, chosen) => {
        const outside = sitesOutside(own, chosen);
        expect(outside.every((id) => !own.includes(id))).toBe(true);
        expect(chosen.filter((id) => own.includes(id)).length + outside.length).toBe(chosen.length);
      }),
    );
  });
});
