import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { minMessage, VALIDATION_MESSAGES as M } from "./messages.ts";
import { checkRule, isRequiredRule, isValidPassword, parseRules, validateField } from "./rules.ts";

const digit = fc.constantFrom(..."0123456789");
const digits = (n: number) => fc.array(digit, { minLength: n, maxLength: n }).map((d) => d.join(""));
const letters = (chars: string, min = 1, max = 8) =>
  fc.array(fc.constantFrom(...chars), { minLength: min, maxLength: max }).map((c) => c.join(""));
const lower = "abcdefghijklmnopqrstuvwxyz";
const upper = lower.toUpperCase();

describe("field rules: examples", () => {
  it("required family", () => {
    for (const blank of ["", "  ", null, undefined, []])
      expect(validateField(blank, "required")).toBe(M.required);
    expect(validateField("x", "required")).toBeUndefined();
    expect(validateField("  ", "conversation_error")).toBe(M.required);
    expect(validateField("<p> &nbsp;</p>", "required_editor")).toBe(M.required);
    expect(validateField(42, "required_editor")).toBe(M.required);
    expect(validateField("<p>Hi</p>", "required_editor")).toBeUndefined();
    expect(validateField(0, "requiredSelect")).toBe(M.required);
    expect(validateField([], "requiredSelect")).toBe(M.required);
    expect(validateField(["a"], "requiredSelect")).toBeUndefined();
  });

  it("empty values pass every non-required rule; no rules means no validation", () => {
    for (const rule of ["phoneNumber", "email", "url", "min:3", "numeric", "domain", "alphanumeric"])
      expect(validateField("", rule)).toBeUndefined();
    expect(validateField("anything", undefined)).toBeUndefined();
    expect(validateField("anything", "")).toBeUndefined();
  });

  it("formats and first-error order", () => {
    expect(validateField("(555) 123-4567", "phoneNumber")).toBeUndefined();
    expect(validateField("+1 555.123.4567", "phoneNumber")).toBeUndefined();
    expect(validateField("12345", "phoneNumber")).toBe(M.phoneNumber);
    expect(validateField("example.com", "domain")).toBeUndefined();
    expect(validateField("-bad-.com", "domain")).toBe(M.domain);
    expect(validateField("https://example.com/a?b", "url")).toBeUndefined();
    expect(validateField("not a url", "url")).toBe(M.url);
    expect(validateField("A\\+/-_)([]:{}<>. 1", "alphanumeric")).toBeUndefined();
    expect(validateField("a;b", "alphanumeric")).toBe(M.alphanumeric);
    expect(validateField("12a", "numeric")).toBe(M.numeric);
    expect(validateField("ab", "required|min:3|email")).toBe(minMessage(3));
    expect(validateField("abc", "min")).toBeUndefined();
    expect(validateField(" a@b.co ", "erEmail")).toBeUndefined();
    expect(M.verify_password).toContain("(!@#$%^&*)");
  });

  it("confirmed compares with the named field", () => {
    const values = { password: "Secret1!" };
    expect(validateField("Secret1!", "confirmed:password", { values })).toBeUndefined();
    expect(validateField("Other1!x", "confirmed:password", { values })).toBe(M.confirmed);
    expect(validateField("x", "confirmed")).toBeUndefined();
    expect(checkRule("confirmed", "x", "password")).toBe(M.confirmed);
  });

  it("parses rule strings and rejects unknown rules", () => {
    expect(parseRules(" required | min:8 ")).toEqual([{ name: "required" }, { name: "min", argument: "8" }]);
    expect(() => parseRules("required|bogus")).toThrow(/bogus/);
    expect(isRequiredRule("email|required_editor")).toBe(true);
    expect(isRequiredRule("requiredSelect")).toBe(true);
    expect(isRequiredRule("email")).toBe(false);
    expect(isRequiredRule(undefined)).toBe(false);
  });
});

describe("field rules: generated inputs", () => {
  const run = { numRuns: 200 };

  it("phoneNumber accepts US numbers in any spelling and refuses other digit counts", () => {
    const sep = fc.constantFrom("", "-", ".", " ");
    const valid = fc
      .tuple(fc.constantFrom("", "+1 ", "1-", "+1"), fc.boolean(), digits(3), sep, digits(3), sep, digits(4))
      .map(([prefix, parens, a, s1, b, s2, c]) => `${prefix}${parens ? `(${a})` : a}${s1}${b}${s2}${c}`);
    fc.assert(
      fc.property(valid, (phone) => void expect(validateField(phone, "phoneNumber")).toBeUndefined()),
      run,
    );
    const invalid = fc
      .integer({ min: 1, max: 15 })
      .filter((n) => n !== 10 && n !== 11)
      .chain(digits);
    fc.assert(
      fc.property(invalid, (phone) => void expect(validateField(phone, "phoneNumber")).toBe(M.phoneNumber)),
      run,
    );
  });

  // Built from the rule's definition: at least 8 characters, with an uppercase letter, a lowercase
  // letter, a digit and one of !@#$%^&*. Invalid inputs are constructed, never filtered through the rule itself.
  const CLASSES = [upper, lower, "0123456789", "!@#$%^&*"] as const;
  const password = (classes: readonly string[], minLength: number, maxLength: number) =>
    fc
      .tuple(
        fc.tuple(...classes.map((chars) => fc.constantFrom(...chars))),
        fc.array(fc.constantFrom(...classes.join("")), {
          minLength: Math.max(0, minLength - classes.length),
          maxLength: Math.max(0, maxLength - classes.length),
        }),
      )
      .chain(([one, rest]) => fc.shuffledSubarray([...one, ...rest], { minLength: one.length + rest.length }))
      .map((chars) => chars.join(""));

  it("verify_password accepts 8 or more characters holding all four classes", () => {
    fc.assert(
      fc.property(
        password(CLASSES, 8, 24),
        (p) => void expect(validateField(p, "verify_password")).toBeUndefined(),
      ),
      run,
    );
  });

  it("verify_password refuses a password missing any one class, however long", () => {
    const missingOne = fc.integer({ min: 0, max: 3 }).chain((drop) =>
      password(
        CLASSES.filter((_, i) => i !== drop),
        8,
        24,
      ),
    );
    fc.assert(
      fc.property(
        missingOne,
        (p) => void expect(validateField(p, "verify_password")).toBe(M.verify_password),
      ),
      run,
    );
  });

  it("verify_password refuses 7 characters even with all four classes, and specials outside !@#$%^&*", () => {
    fc.assert(
      fc.property(password(CLASSES, 4, 7), (p) => void expect(isValidPassword(p)).toBe(false)),
      run,
    );
    const otherSpecial = password([upper, lower, "0123456789", "~-_+=?.,;:()[] "], 8, 24);
    fc.assert(
      fc.property(otherSpecial, (p) => void expect(isValidPassword(p)).toBe(false)),
      run,
    );
    // Boundary examples: exactly 8 passes, 7 fails; each class dropped from an 8-character password fails.
    expect(
      ["Abcdef1!", "Abcde1!", "abcdef1!", "ABCDEF1!", "Abcdefg!", "Abcdef12"].map(isValidPassword),
    ).toEqual([true, false, false, false, false, false]);
    for (const special of "!@#$%^&*") expect(isValidPassword(`Abcdef1${special}`)).toBe(true);
  });

  it("email accepts local@domain.tld with a 2-24 letter TLD and refuses longer or missing ones", () => {
    const label = letters(lower + "0123456789", 1, 10);
    const email = (tld: fc.Arbitrary<string>) =>
      fc.tuple(label, label, tld).map(([l, d, t]) => `${l}@${d}.${t}`);
    fc.assert(
      fc.property(
        email(letters(lower, 2, 24)),
        (e) => void expect(validateField(e, "email")).toBeUndefined(),
      ),
      run,
    );
    fc.assert(
      fc.property(email(letters(lower, 25, 30)), (e) => void expect(validateField(e, "email")).toBe(M.email)),
      run,
    );
    fc.assert(
      fc.property(label, (e) => void expect(validateField(e, "erEmail")).toBe(M.email)),
      run,
    );
  });

  it("numeric accepts digits only", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 12 }).chain(digits),
        (n) => void expect(validateField(n, "numeric")).toBeUndefined(),
      ),
      run,
    );
    const withOther = fc
      .tuple(
        digits(3),
        fc.string({ minLength: 1, maxLength: 3 }).filter((s) => /\D/.test(s) && s.trim() !== ""),
      )
      .map(([d, s]) => d + s);
    fc.assert(
      fc.property(withOther, (v) => void expect(validateField(v, "numeric")).toBe(M.numeric)),
      run,
    );
  });

  it("min:n passes at n characters and fails below", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 20 }), fc.string({ minLength: 1, maxLength: 30 }), (n, s) => {
        fc.pre(s.trim() !== "");
        expect(validateField(s, `min:${n}`)).toBe(s.length < n ? minMessage(n) : undefined);
      }),
      run,
    );
  });

  it("url accepts host names with optional scheme and path", () => {
    const host = fc.tuple(letters(lower, 1, 10), letters(lower, 2, 6)).map(([a, b]) => `${a}.${b}`);
    const url = fc
      .tuple(fc.constantFrom("", "http://", "https://"), host, fc.constantFrom("", "/x", "/a/b?c=d"))
      .map((p) => p.join(""));
    fc.assert(
      fc.property(url, (u) => void expect(validateField(u, "url")).toBeUndefined()),
      run,
    );
    fc.assert(
      fc.property(letters(lower, 1, 10), (u) => void expect(validateField(`${u} ${u}`, "url")).toBe(M.url)),
      run,
    );
  });
});
