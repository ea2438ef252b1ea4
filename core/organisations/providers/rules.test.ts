import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { Schema } from "effect";
import { isUsState, isZipCode, US_STATE_CODES } from "./address-fields.ts";
import { clashesWithProviderName, providerNameKey } from "./name-rule.ts";
import { countSites, siteKind } from "./site-kinds.ts";
import { isNonVerified } from "./non-verified.ts";
import { CONTACT_MESSAGES, contactListProblems, MAX_CONTACTS, type ContactInput } from "./contacts.ts";
import { ProviderInput } from "./provider.ts";

describe("provider address fields", () => {
  it("accepts a 5-digit ZIP and ZIP+4, and nothing else", () => {
    for (const zip of ["70503", "70503-1234", " 55401 "]) expect(isZipCode(zip), zip).toBe(true);
    for (const zip of ["7050", "705031", "70503-123", "7050A", "70503 1234", "", "ABCDE"])
      expect(isZipCode(zip), zip).toBe(false);
  });
  it("accepts any five digits, with or without four more", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{5}$/), fc.option(fc.stringMatching(/^\d{4}$/)), (five, four) =>
        isZipCode(four === null ? five : `${five}-${four}`),
      ),
    );
  });
  it("refuses a ZIP with any letter in it", () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^\d{0,5}$/),
        fc.constantFrom(..."abcXYZ"),
        fc.stringMatching(/^\d{0,5}$/),
        (a, letter, b) => !isZipCode(`${a}${letter}${b}`),
      ),
    );
  });
  it("knows the states, DC and territories, in either case, and no other two letters", () => {
    for (const state of ["LA", "mn", "DC", "PR"]) expect(isUsState(state), state).toBe(true);
    for (const state of ["XX", "ZZ", "L", "LAA", ""]) expect(isUsState(state), state).toBe(false);
    expect(US_STATE_CODES).toHaveLength(56);
  });
});

describe("provider name rule", () => {
  const others = [{ id: "a", name: "Mayo Clinic Health System" }];
  it("finds a clash whatever the case and spacing", () => {
    expect(clashesWithProviderName("mayo clinic  HEALTH system ", others)).toBe(true);
    expect(clashesWithProviderName("Mayo Clinic", others)).toBe(false);
  });
  it("lets a provider keep its own name on edit", () => {
    expect(clashesWithProviderName("MAYO CLINIC HEALTH SYSTEM", others, "a")).toBe(false);
    expect(clashesWithProviderName("MAYO CLINIC HEALTH SYSTEM", others, "b")).toBe(true);
  });
  it("treats every case and spacing variant of a name as the same name", () => {
    const word = fc.stringMatching(/^[A-Za-z]{1,8}$/);
    fc.assert(
      fc.property(
        fc.array(word, { minLength: 1, maxLength: 4 }),
        fc.array(fc.boolean(), { maxLength: 40 }),
        fc.nat(3),
        (words, upper, spaces) => {
          const name = words.join(" ");
          const variant = ` ${words.join(" ".repeat(spaces + 1))} `
            .split("")
            .map((c, i) => (upper[i % Math.max(upper.length, 1)] ? c.toUpperCase() : c.toLowerCase()))
            .join("");
          return clashesWithProviderName(variant, [{ id: "x", name }]);
        },
      ),
    );
  });
  it("never finds a clash between names whose words differ", () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[a-z]{1,10}$/),
        fc.stringMatching(/^[a-z]{1,10}$/),
        (a, b) => a === b || !clashesWithProviderName(`${a} Health`, [{ id: "x", name: `${b} Health` }]),
      ),
    );
    expect(providerNameKey("  Ochsner   Health ")).toBe("ochsner health");
  });
});

describe("site kinds", () => {
  it("reads the stored kind, leaving the Corporate site out and departments out of both place counts", () => {
    expect(siteKind({ kind: "CORPORATE" })).toBe("CORPORATE");
    expect(siteKind({ kind: "HOSPITAL" })).toBe("HOSPITAL");
    expect(siteKind({ kind: "NON_ACUTE" })).toBe("NON_ACUTE");
    expect(siteKind({ kind: "DEPARTMENT" })).toBe("DEPARTMENT");
    expect(siteKind({ kind: "SOMETHING_NEW" })).toBe("DEPARTMENT");
  });
  it("sites are every non-corporate site; hospitals and non-acute sites are counted by their own kind", () => {
    const site = fc.record({ kind: fc.constantFrom("CORPORATE", "HOSPITAL", "NON_ACUTE", "DEPARTMENT") });
    fc.assert(
      fc.property(fc.array(site, { maxLength: 30 }), (sites) => {
        const counts = countSites(sites);
        const of = (kind: string) => sites.filter((s) => s.kind === kind).length;
        return (
          counts.hospitals === of("HOSPITAL") &&
          counts.nonAcuteSites === of("NON_ACUTE") &&
          counts.sites === sites.length - of("CORPORATE") &&
          counts.sites >= counts.hospitals + counts.nonAcuteSites
        );
      }),
    );
  });
});

describe("non-verified members", () => {
  // Written from spec 2 §4: only "Verification Email Sent" and "Not Verified" people are waiting to verify.
  const EXPECTED: Array<[string, string, boolean, boolean]> = [
    ["VERIFICATION", "ACTIVE", false, true],
    ["NONVERIFIED", "ACTIVE", false, true],
    ["VERIFIED", "ACTIVE", false, false],
    ["SSO", "ACTIVE", false, false],
    ["VERIFICATION", "DEACTIVATED", false, false],
    ["VERIFICATION", "PENDING", false, false],
    ["VERIFICATION", "ACTIVE", true, false],
    ["DEACTIVATED", "ACTIVE", false, false],
    ["NONVERIFIED", "PENDING", false, false],
  ];
  it.each(EXPECTED)(
    "account %s, membership %s, locked %s: non-verified %s",
    (account, membership, locked, expected) => {
      expect(
        isNonVerified({
          accountStatus: account,
          membershipStatus: membership,
          lockedAt: locked ? new Date(0) : null,
        }),
      ).toBe(expected);
    },
  );
});

const contact = (email: string): ContactInput => ({ firstName: "Ana", lastName: "Ruiz", email });

describe("contact list rules", () => {
  it("needs one to five contacts", () => {
    expect(contactListProblems([])).toEqual([{ field: "contacts", message: CONTACT_MESSAGES.atLeastOne }]);
    expect(contactListProblems([contact("a@x.org")])).toEqual([]);
    const five = Array.from({ length: MAX_CONTACTS }, (_, i) => contact(`p${i}@x.org`));
    expect(contactListProblems(five)).toEqual([]);
    expect(contactListProblems([...five, contact("p9@x.org")])).toEqual([
      { field: "contacts", message: CONTACT_MESSAGES.tooMany },
    ]);
  });
  it("flags a repeated e-mail, whatever its case, at the later contact", () => {
    expect(contactListProblems([contact("a@x.org"), contact("b@x.org"), contact(" A@X.org")])).toEqual([
      { field: "contacts.2.email", message: CONTACT_MESSAGES.duplicateEmail },
    ]);
  });
  it("flags exactly the lists that hold an address twice", () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom("a@x.org", "b@x.org", "c@x.org", "d@x.org", "e@x.org"), {
          minLength: 1,
          maxLength: 5,
        }),
        (emails) => {
          const repeated = new Set(emails).size !== emails.length;
          return contactListProblems(emails.map(contact)).length > 0 === repeated;
        },
      ),
    );
  });
});

describe("provider form input", () => {
  const decode = Schema.decodeUnknownExit(ProviderInput);
  const valid = {
    name: "Ochsner Health",
    add1: "1514 Jefferson Hwy",
    city: "Jefferson",
    state: "LA",
    zip: "70121",
  };
  it("accepts a complete US address", () => {
    expect(decode(valid)._tag).toBe("Success");
  });
  it.each([
    [{ zip: "7012" }, "ZIP"],
    [{ state: "XX" }, "state"],
    [{ name: "  " }, "required"],
    [{ city: "" }, "required"],
  ])("refuses %o", (change, words) => {
    const exit = decode({ ...valid, ...change });
    expect(exit._tag).toBe("Failure");
    expect(String(exit._tag === "Failure" ? exit.cause : "")).toMatch(new RegExp(words, "i"));
  });
});
